import { z } from 'zod';
import { type ApprovalDecision, type ChatReply, type ChatRequest, errorSchema } from '../../shared/protocol/index.ts';
import type { ChatError, ChatFailure } from './chat-failure.ts';

/** Where the chat function is and who is calling it. */
export interface ChatConnection {
  /** The project or gateway URL, without a trailing slash. */
  readonly url: string;
  readonly anonKey: string;
  readonly userToken: string;
}

/** One user turn to send: a new message, or the user's answers to the conversation's
 * paused turn (which then resumes). */
export type ChatTurnRequest =
  | { readonly message: string; readonly conversationId: string | null; readonly agentId: string | null }
  | {
    readonly approvals: readonly ApprovalDecision[];
    readonly conversationId: string;
    readonly agentId: string | null;
  };

/** How a turn ended: its reply, or why there is none. */
export type ChatTurnOutcome =
  | { readonly ok: true; readonly reply: ChatReply }
  | { readonly ok: false; readonly failure: ChatFailure };

/** The body of `POST /functions/v1/chat`: the message or the answers, and the ids only when set. */
export function chatRequestBody(request: ChatTurnRequest): ChatRequest {
  return {
    ...('message' in request ? { message: request.message } : { approvals: [...request.approvals] }),
    ...(request.conversationId === null ? {} : { conversationId: request.conversationId }),
    ...(request.agentId === null ? {} : { agentId: request.agentId }),
  };
}

const excerptLength = 200;

/** The error of a failed request: the chat function's `{ error: { code, message } }`, or the
 * `{ code, message }` Supabase's platform (and the gateway, for `verify_jwt`) answers with. */
function errorOfBody(body: unknown, status: number): ChatError | null {
  if (typeof body !== 'object' || body === null) return null;
  const nested = 'error' in body ? errorSchema.safeParse(body.error) : null;
  if (nested?.success === true) return nested.data;
  const platform = platformErrorSchema.safeParse(body);
  return platform.success
    ? {
      code: platform.data.code === undefined ? `http_${status}` : String(platform.data.code),
      message: platform.data.message,
    }
    : null;
}

const platformErrorSchema = z.object({ code: z.union([z.string(), z.number()]).optional(), message: z.string() });

/** The failure an error response describes; from a body that is neither kind of error, the
 * status and the start of the body. */
export async function failureOfResponse(response: Response): Promise<ChatFailure> {
  const text = await response.text().catch(() => '');
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: described below from the text.
  }
  const error = errorOfBody(body, response.status);
  if (error !== null) return { kind: 'refused', status: response.status, error };
  const excerpt = text.replace(/\s+/g, ' ').trim().slice(0, excerptLength);
  const status = `${response.status}${response.statusText === '' ? '' : ` ${response.statusText}`}`;
  return {
    kind: 'unexpected',
    message: `${response.url || 'The server'} answered ${status}${excerpt === '' ? '' : `: ${excerpt}`}`,
  };
}
