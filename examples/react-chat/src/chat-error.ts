import { z } from 'zod';

/** Parley's error body: `{ error: { code, message, requestId } }`. */
const parleyErrorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), requestId: z.string().optional() }),
});

/** What Supabase's API gateway answers before a function runs (a missing or bad JWT or key). */
const gatewayErrorSchema = z.object({ message: z.string(), code: z.union([z.string(), z.number()]).optional() });

/** What went wrong, for the person reading. */
export interface ChatProblem {
  /** Parley's error code (`unauthorized`, `approval_expired`, …); null when the error is not
   * Parley's (a network failure, a stream the client could not read). */
  readonly code: string | null;
  readonly message: string;
}

/**
 * Reads useChat's `error`: a refusal before the turn (the transport throws the response body)
 * and a failure during it (an `error` chunk) both carry Parley's JSON error body as the
 * message; Supabase's API gateway answers `{ message }`. Anything else (a network failure) is
 * said as it is.
 */
export function chatProblemOf(error: Error): ChatProblem {
  let body: unknown;
  try {
    body = JSON.parse(error.message);
  } catch {
    return { code: null, message: error.message || 'The request failed.' };
  }
  const parsed = parleyErrorSchema.safeParse(body);
  if (!parsed.success) {
    const gateway = gatewayErrorSchema.safeParse(body);
    return { code: null, message: gateway.success ? gateway.data.message : error.message };
  }
  const { code, message } = parsed.data.error;
  if (code === 'unauthorized') return { code, message: 'Your session ended: sign in again.' };
  return { code, message };
}
