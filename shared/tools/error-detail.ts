import { redactText } from './redact.ts';
import { isToolError } from './tool-error.ts';
import type { ErrorDetail } from './tool-outcome.ts';

/** Developer-facing detail of anything thrown, redacted: for logs, never for the model. */
export function errorDetailOf(error: unknown): ErrorDetail {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error
      ? `${error.cause.name}: ${error.cause.message}`
      : error.cause === undefined
      ? undefined
      : String(error.cause);
    return {
      message: redactText(isToolError(error) ? error.detail ?? error.message : error.message),
      errorName: error.name,
      stack: error.stack === undefined ? undefined : redactText(error.stack),
      cause: cause === undefined ? undefined : redactText(cause),
      status: isToolError(error) ? error.status : undefined,
      provider: isToolError(error) ? error.provider : undefined,
      reason: isToolError(error) ? error.reason : undefined,
    };
  }
  return { message: redactText(typeof error === 'string' ? error : JSON.stringify(error) ?? String(error)) };
}
