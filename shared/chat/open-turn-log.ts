import type { OutcomeLogRecorder } from '../db/outcome-log-writer.ts';
import { HttpError } from '../http/http-error.ts';
import type { ChatHandlerDependencies } from './chat-handler-dependencies.ts';
import type { ModelCandidateCache } from './model-candidate-cache.ts';

/** Who a turn's log rows are about. */
export interface TurnLogSubject {
  readonly requestId: string;
  readonly conversationId: string;
  readonly agentId: string;
  readonly userId: string;
}

/**
 * The outcome log of one chat request, for a turn that runs on `candidates`: the models it
 * skipped (a provider without an API key) are its first rows. With no model left the turn
 * cannot run: the log is finished and the request answered `upstream_failed`, naming them.
 */
export function openTurnLog(
  logWriter: ChatHandlerDependencies['logWriter'],
  candidates: ReturnType<ModelCandidateCache['candidatesFor']>,
  subject: TurnLogSubject,
): OutcomeLogRecorder {
  const log = logWriter.forRequest({
    ...subject,
    model: candidates.models[0]?.id ?? null,
    source: 'chat',
  });
  log.recordModelEvent(
    candidates.skipped.map((skipped) => ({
      kind: 'skipped' as const,
      fromModel: skipped.model,
      reason: skipped.reason,
    })),
  );
  if (candidates.models.length === 0) {
    log.finish();
    throw new HttpError(
      'upstream_failed',
      'No model is available: every model of this agent belongs to a provider without an API key.',
      { skippedModels: candidates.skipped },
    );
  }
  return log;
}
