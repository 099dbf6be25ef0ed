/**
 * A worker that is about to stop. Supabase's edge runtime dispatches `beforeunload` on the
 * worker's global scope before it ends a worker (a deploy, a wall-clock limit), and the
 * local gateway does the same before its drain ends; a turn still running then stops,
 * keeps the user's message, and answers `shutting_down` instead of being cut off unanswered.
 */
import { HttpError } from '../http/http-error.ts';

/** Seconds a caller is told to wait before retrying a turn a shutdown stopped. */
export const shutdownRetryAfterSeconds = 5;

/** A signal that aborts when `scope` hears `beforeunload` (the worker is about to stop). */
export function shutdownSignalOf(scope: EventTarget): AbortSignal {
  const controller = new AbortController();
  scope.addEventListener('beforeunload', () => controller.abort(), { once: true });
  return controller.signal;
}

/** The failure a turn stopped by a shutdown answers with: 503 `shutting_down`, `Retry-After`. */
export function shuttingDownError(conversationId: string): HttpError {
  return new HttpError(
    'shutting_down',
    'The server is restarting, so this turn stopped before it finished. Your message is saved in the ' +
      'conversation, with what the turn did so far; send it again, or ask to continue, in a moment.',
    { conversationId, retryAfterSeconds: shutdownRetryAfterSeconds },
    { 'retry-after': String(shutdownRetryAfterSeconds) },
  );
}
