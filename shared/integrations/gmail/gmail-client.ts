/**
 * The Gmail REST API calls the actions make: `users.messages.send` with a base64url
 * RFC 2822 message, `users.messages.list` and `users.messages.get?format=full`. Every
 * answer is validated; every failure is a typed `ToolError`.
 */
import { z } from 'zod';
import { encodeBase64 } from '../../db/credential-base64.ts';
import { formatInvalidEmailAddresses } from '../../tools/feedback.ts';
import { ToolError, ToolParameterError, transientFailure } from '../../tools/tool-error.ts';
import { gmailFailure, type GmailOperation, gmailProvider } from './gmail-failure.ts';
import { gmailIdSchema, type GmailMessage, gmailMessageSchema } from './gmail-message.ts';
import type { GmailSession } from './gmail-session.ts';
import { buildMimeMessage, type OutgoingEmail } from './mime-message.ts';

/** Gmail's REST API root. */
export const defaultGmailApiBaseUrl = 'https://gmail.googleapis.com/gmail/v1';

/** What Gmail says about a sent message. The ids are null when Gmail accepted the
 * message (2xx) but its answer could not be read: the mail is sent all the same. */
export interface SentEmail {
  readonly id: string | null;
  readonly threadId: string | null;
  readonly labelIds: readonly string[];
}

/** Which messages to list. */
export interface MessageListQuery {
  /** Gmail search syntax (`q`). */
  readonly query?: string;
  /** Messages must carry all of these label ids. */
  readonly labelIds?: readonly string[];
  readonly maxResults: number;
}

/** Message ids found, newest first, with Gmail's estimate of the total. */
export interface MessageList {
  readonly ids: readonly string[];
  readonly resultSizeEstimate: number | null;
}

/** The calls, on one user's session. */
export interface GmailClient {
  send(email: OutgoingEmail): Promise<SentEmail>;
  listMessages(query: MessageListQuery, operation: GmailOperation): Promise<MessageList>;
  /** Null when the message is gone (deleted between list and get). */
  getMessage(id: string, operation: GmailOperation): Promise<GmailMessage | null>;
}

/** Options of {@link createGmailClient}. */
export interface GmailClientOptions {
  readonly baseUrl: string;
  readonly clock: () => Date;
  /** A MIME boundary; must contain `-` and only RFC 2046 boundary characters. */
  readonly createBoundary: () => string;
}

const sentSchema = z.object({
  id: gmailIdSchema,
  threadId: z.string().optional(),
  labelIds: z.array(z.string()).optional(),
});
const listSchema = z.object({
  messages: z.array(z.object({ id: gmailIdSchema, threadId: z.string().optional() })).optional(),
  resultSizeEstimate: z.number().optional(),
});

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** base64url (RFC 4648 §5) of ASCII text, as the `raw` field takes it. */
export function base64UrlOf(text: string): string {
  return encodeBase64(new TextEncoder().encode(text)).replace(/\+/g, '-').replace(/\//g, '_');
}

/** A recipient address as the model is shown it: quoted, control characters escaped, cut. */
function shownAddress(address: string): string {
  const quoted = JSON.stringify(address);
  return quoted.length > 60 ? `${quoted.slice(0, 60)}…` : quoted;
}

function unreadable(operation: GmailOperation): ToolError {
  return transientFailure({
    provider: gmailProvider,
    reason: 'unavailable',
    detail: `Gmail ${operation} answered 2xx with a body that does not match the documented shape.`,
  });
}

/** A {@link GmailClient} over `session`. */
export function createGmailClient(session: GmailSession, options: GmailClientOptions): GmailClient {
  const root = `${options.baseUrl.replace(/\/+$/, '')}/users/me/messages`;
  const json = { Accept: 'application/json' };

  const failure = async (operation: GmailOperation, response: Response): Promise<ToolError> =>
    gmailFailure(operation, response, session.redactSecrets(await response.text()), options.clock());

  return {
    async send(email) {
      const built = buildMimeMessage(email, options.createBoundary());
      if (!built.ok) {
        throw new ToolParameterError(built.field, 'holds addresses that are not valid email addresses', {
          question: formatInvalidEmailAddresses(built.invalidAddresses.map(shownAddress)),
          detail: `${built.invalidAddresses.length} invalid address(es) in ${built.field}.`,
        });
      }
      const response = await session.request(`${root}/send`, {
        method: 'POST',
        headers: { ...json, 'Content-Type': 'application/json' },
        body: JSON.stringify({ raw: base64UrlOf(built.message) }),
      }, { mayHaveActed: true });
      if (!response.ok) throw await failure('send', response);
      const parsed = sentSchema.safeParse(parseJson(await response.text()));
      if (!parsed.success) return { id: null, threadId: null, labelIds: [] };
      return { id: parsed.data.id, threadId: parsed.data.threadId ?? null, labelIds: parsed.data.labelIds ?? [] };
    },

    async listMessages(query, operation) {
      const parameters = new URLSearchParams({ maxResults: String(query.maxResults) });
      if (query.query !== undefined && query.query !== '') parameters.set('q', query.query);
      for (const labelId of query.labelIds ?? []) parameters.append('labelIds', labelId);
      const response = await session.request(`${root}?${parameters.toString()}`, { method: 'GET', headers: json });
      if (!response.ok) throw await failure(operation, response);
      const parsed = listSchema.safeParse(parseJson(await response.text()));
      if (!parsed.success) throw unreadable(operation);
      return {
        ids: (parsed.data.messages ?? []).map((message) => message.id),
        resultSizeEstimate: parsed.data.resultSizeEstimate ?? null,
      };
    },

    async getMessage(id, operation) {
      const response = await session.request(`${root}/${encodeURIComponent(id)}?format=full`, {
        method: 'GET',
        headers: json,
      });
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) throw await failure(operation, response);
      const parsed = gmailMessageSchema.safeParse(parseJson(await response.text()));
      if (!parsed.success) throw unreadable(operation);
      return parsed.data;
    },
  };
}
