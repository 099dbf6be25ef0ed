/**
 * What a turn's end means for paused turns: a turn that ends awaiting the user is stored as
 * a paused turn (before its messages, so a pause that cannot be stored fails the request
 * instead of leaving calls in the history that nothing will answer); a resumed turn that
 * completes or fails closes its paused turn.
 */
import type { Logger } from '../../log/logger.ts';
import type { PendingApproval } from '../../protocol/approval.ts';
import type { TurnResult } from '../conversation-turn.ts';
import type { TurnState } from '../turn-state.ts';
import type { PausedTurnKeeper } from './paused-turn-keeper.ts';
import type { TurnStart } from './turn-start.ts';

/** A turn as it ended, with the approvals it waits for as the user sees them. */
export interface FinishedTurn {
  readonly result: TurnResult;
  readonly approvals: readonly PendingApproval[];
}

/** The turn a request ran, and for whom. */
export interface SettledTurnContext {
  readonly keeper: PausedTurnKeeper | undefined;
  readonly start: TurnStart;
  readonly conversationId: string;
  readonly userId: string;
  readonly agentId: string;
  readonly requestId: string;
  readonly logger: Logger;
  /** The id a turn this request pauses is stored under (a resumed turn keeps its own). */
  readonly newPausedTurnId: string;
}

/** The user's message of a turn state. */
export function userMessageOf(state: TurnState): string {
  const message = state.messages[state.userMessageIndex];
  return message?.role === 'user' ? message.content : '';
}

/** Records how a resumed turn ended; a failure to record it is logged, not answered (the
 * turn's answer matters more, and a stale `resuming` row is taken over later). */
export async function finishResumedTurn(context: SettledTurnContext, ending: 'completed' | 'failed'): Promise<void> {
  if (context.start.kind !== 'resume' || context.keeper === undefined) return;
  const id = context.start.claimed.id;
  await context.keeper.finish(id, ending).catch((error: unknown) => {
    context.logger.warn('paused-turn-finish-failed', {
      requestId: context.requestId,
      pausedTurnId: id,
      message: error instanceof Error ? error.message : String(error),
    });
  });
}

/** Pauses the turn when it awaits the user, or closes the paused turn it resumed; resolves
 * to the approvals as the user sees them (none for a completed turn). */
export async function settlePausedTurn(context: SettledTurnContext, result: TurnResult): Promise<PendingApproval[]> {
  const { keeper, start } = context;
  if (result.status !== 'awaiting_approval' || keeper === undefined) {
    await finishResumedTurn(context, 'completed');
    return [];
  }
  const approvals = await keeper.pause({
    conversationId: context.conversationId,
    userId: context.userId,
    agentId: context.agentId,
    state: result.state,
    storedCount: result.messages.length,
    resumedId: start.kind === 'resume' ? start.claimed.id : null,
    newId: context.newPausedTurnId,
  });
  context.logger.info('turn-paused', {
    requestId: context.requestId,
    conversationId: context.conversationId,
    tools: approvals.map((approval) => approval.tool),
  });
  return approvals;
}
