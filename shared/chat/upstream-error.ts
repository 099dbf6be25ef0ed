/**
 * The HTTP error of a turn whose every model failed: the first provider's failure, the
 * models tried, and the conversation the app can retry in.
 */
import { HttpError } from '../http/http-error.ts';
import type { AllModelsFailedError } from '../llm/model-chain.ts';

/** The `upstream_failed` error answering a turn that `error` ended. */
export function upstreamError(error: AllModelsFailedError, conversationId: string): HttpError {
  const { original } = error;
  return new HttpError(
    'upstream_failed',
    `Every model failed. The first error came from ${original.model}: ${original.providerMessage}`,
    {
      provider: {
        model: original.model,
        status: original.status ?? null,
        message: original.providerMessage,
        kind: original.kind,
      },
      triedModels: error.tried,
      // A new conversation exists by now: the app can retry the turn in it.
      conversationId,
    },
  );
}
