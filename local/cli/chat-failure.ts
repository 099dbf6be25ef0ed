import type { ErrorDetails } from '../../shared/protocol/index.ts';

/** What the chat function (or Supabase's platform, without a request id) said went wrong. */
export type ChatError = Pick<ErrorDetails, 'code' | 'message' | 'provider' | 'conversationId'> & {
  readonly requestId?: string;
};

/** Why a turn did not finish. */
export type ChatFailure =
  /** No connection: the gateway is not running, or the URL is wrong. */
  | { readonly kind: 'unreachable'; readonly url: string; readonly reason: string }
  /** The chat function answered with an error status (or an SSE `error` event: status null). */
  | { readonly kind: 'refused'; readonly status: number | null; readonly error: ChatError }
  /** Something answered, but not the way the chat function does. */
  | { readonly kind: 'unexpected'; readonly message: string }
  /** The user cancelled the turn. */
  | { readonly kind: 'cancelled' };

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]', '0.0.0.0']);

/** Why a fetch failed, in a few words: `connection refused` rather than `fetch failed`. */
export function networkReason(error: unknown): string {
  const cause = error instanceof Error && error.cause !== undefined ? error.cause : error;
  const code = typeof cause === 'object' && cause !== null && 'code' in cause ? String(cause.code) : null;
  if (code === 'ECONNREFUSED') return 'connection refused';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'host not found';
  if (code === 'ECONNRESET') return 'connection reset';
  if (code === 'ETIMEDOUT' || code === 'UND_ERR_CONNECT_TIMEOUT') return 'connection timed out';
  if (code !== null) return code;
  return cause instanceof Error ? cause.message : String(cause);
}

function withRequestId(text: string, requestId: string | undefined): string {
  return requestId === undefined ? text : `${text} (request id ${requestId})`;
}

function endSentence(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/** One line that says what went wrong and, where it can, what to do about it. */
export function describeChatFailure(failure: ChatFailure): string {
  switch (failure.kind) {
    case 'unreachable': {
      const local = loopbackHosts.has(new URL(failure.url).hostname);
      return local
        ? `Cannot reach the gateway at ${failure.url} (${failure.reason}); start it with npm start.`
        : `Cannot reach ${failure.url} (${failure.reason}); check --url or SUPABASE_URL.`;
    }
    case 'cancelled':
      return 'Cancelled.';
    case 'unexpected':
      return endSentence(failure.message);
    case 'refused': {
      const { status, error } = failure;
      if (status === 401) {
        return `The gateway refused the token (401: ${
          endSentence(error.message)
        }) Pass --token, or set SUPABASE_JWT_SECRET to the gateway's JWT secret.`;
      }
      if (error.code === 'upstream_failed') {
        const provider = error.provider !== undefined && !error.message.includes(error.provider.message)
          ? ` ${error.provider.model}: ${error.provider.message}`
          : '';
        return withRequestId(
          `The model provider failed${status === null ? '' : ` (${status})`}: ${endSentence(error.message)}${provider}`,
          error.requestId,
        );
      }
      const where = status === null ? 'The chat function failed' : `The chat function answered ${status}`;
      return withRequestId(`${where} (${error.code}): ${endSentence(error.message)}`, error.requestId);
    }
  }
}
