import { z } from 'zod';

/** Why a request to the integrations function did not succeed. */
export type IntegrationsFailure =
  /** No connection: the gateway is not running, or the URL is wrong. */
  | { readonly kind: 'unreachable'; readonly url: string; readonly reason: string }
  /** An error status, with the function's (or the relay's) code and message. */
  | {
    readonly kind: 'refused';
    readonly status: number;
    readonly code: string;
    readonly message: string;
    readonly requestId?: string;
    /** The fields a 400 names, each with what is wrong with it. */
    readonly issues?: readonly FieldIssue[];
  }
  /** Something answered, but not the way the integrations function does. */
  | { readonly kind: 'unexpected'; readonly message: string }
  /** The user pressed Ctrl-C. */
  | { readonly kind: 'cancelled' };

/** What the command was doing, for the one line that describes a failure. */
export interface FailureContext {
  readonly url: string;
  readonly agentId: string;
  /** `Listing the integrations`, `Storing the Serper key`, … */
  readonly doing: string;
}

const fieldIssueSchema = z.object({ path: z.string(), message: z.string() });

/** One wrong field of a refused request body: `credential`, `secret`, … */
export type FieldIssue = z.output<typeof fieldIssueSchema>;

const errorFieldsSchema = z.object({
  code: z.union([z.string(), z.number()]).optional(),
  message: z.string(),
  requestId: z.string().optional(),
  issues: z.array(fieldIssueSchema).optional(),
});
const excerptLength = 200;

/** The failure an error response describes: the function's `{ error: { code, message,
 * requestId } }`, the relay's `{ code, message }`, or else the status and the body's start. */
export async function failureOfResponse(response: Response, url: string): Promise<IntegrationsFailure> {
  const text = await response.text().catch(() => '');
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: described below from the text.
  }
  const nested = typeof body === 'object' && body !== null && 'error' in body
    ? errorFieldsSchema.safeParse(body.error)
    : null;
  const fields = nested?.success === true ? nested : errorFieldsSchema.safeParse(body);
  if (fields.success) {
    const { code, message, requestId, issues } = fields.data;
    return {
      kind: 'refused',
      status: response.status,
      code: code === undefined ? `http_${response.status}` : String(code),
      message,
      ...(requestId === undefined ? {} : { requestId }),
      ...(issues === undefined || issues.length === 0 ? {} : { issues }),
    };
  }
  const excerpt = text.replace(/\s+/g, ' ').trim().slice(0, excerptLength);
  return { kind: 'unexpected', message: `${url} answered ${response.status}${excerpt === '' ? '' : `: ${excerpt}`}` };
}

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]', '0.0.0.0']);

function endSentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

function withRequestId(text: string, requestId: string | undefined): string {
  return requestId === undefined ? text : `${text} (request id ${requestId})`;
}

/** One line that says what went wrong and, where it can, what to do about it. */
export function describeIntegrationsFailure(failure: IntegrationsFailure, context: FailureContext): string {
  switch (failure.kind) {
    case 'cancelled':
      return 'Cancelled.';
    case 'unexpected':
      return `${context.doing} failed: ${endSentence(failure.message)}`;
    case 'unreachable':
      return loopbackHosts.has(new URL(failure.url).hostname)
        ? `Cannot reach the gateway at ${failure.url} (${failure.reason}); start it with npm start.`
        : `Cannot reach ${failure.url} (${failure.reason}); check --url or SUPABASE_URL.`;
    case 'refused': {
      const { status, code, message } = failure;
      if (status === 401) {
        return `The integrations function refused the token (401: ${
          endSentence(message)
        }) Pass --token or set PARLEY_USER_TOKEN; locally, SUPABASE_JWT_SECRET must be the gateway's.`;
      }
      // The relay's codes are upper case (NOT_FOUND, STARTING); the function's are lower case.
      if (status === 404 && code === 'NOT_FOUND') {
        return `${context.url} has no integrations function (404); restart the gateway (npm start), or deploy it (supabase functions deploy integrations).`;
      }
      if (status === 503 && code === 'STARTING') return 'The gateway is still starting; try again in a moment.';
      if (status === 404) {
        return withRequestId(
          `${context.doing} failed (404 ${code}): ${
            endSentence(message)
          } Check the agent id ${context.agentId} (--agent).`,
          failure.requestId,
        );
      }
      const fields = (failure.issues ?? []).map((issue) => ` ${issue.path}: ${endSentence(issue.message)}`).join('');
      return withRequestId(
        `${context.doing} failed (${status} ${code}): ${endSentence(message)}${fields}`,
        failure.requestId,
      );
    }
  }
}
