/**
 * Paused turns in Postgres: a turn that must ask the user is stored with its state and its
 * signed approvals; an answer claims it once (two tabs, a double click: one resumes, the
 * other is told it was answered); a new message, or the expiry, closes it and tells the
 * model, in the history, that its calls did not run.
 */
import type { ConversationsRepository } from '../../db/repositories/conversations-repository.ts';
import type {
  PausedTurn,
  PausedTurnEnding,
  PausedTurnsRepository,
} from '../../db/repositories/paused-turns-repository.ts';
import { HttpError } from '../../http/http-error.ts';
import type { ApprovalDecision, PendingApproval } from '../../protocol/approval.ts';
import { feedbackOfUnanswered } from '../../tools/feedback-consent.ts';
import type { ChatMessage } from '../../llm/chat-message.ts';
import type { ApprovalDecisions } from '../tool-round.ts';
import { parseTurnState } from '../turn-state-schema.ts';
import type { AwaitingRound, TurnState } from '../turn-state.ts';
import { approvalLimits } from './approval-limits.ts';
import { decisionsOf } from './approval-answers.ts';
import { pendingApprovalsOf, storedApprovalsSchema } from './pending-approvals.ts';

/** What the keeper is built from. */
export interface PausedTurnKeeperDependencies {
  readonly pausedTurns: PausedTurnsRepository;
  readonly conversations: ConversationsRepository;
  /** Signs approvals (the internal secret of the deployment). */
  readonly secret: string;
  /** How long an approval can be answered. */
  readonly ttlMs?: number;
  readonly now?: () => number;
}

/** A paused turn claimed by this request, ready to resume. */
export interface ClaimedTurn {
  readonly id: string;
  readonly state: TurnState;
  readonly awaiting: AwaitingRound;
  readonly decisions: ApprovalDecisions;
  /** Messages of the turn already stored after the user's. */
  readonly storedCount: number;
}

/** The turn a request pauses. */
export interface TurnToPause {
  readonly conversationId: string;
  readonly userId: string;
  readonly agentId: string;
  readonly state: TurnState;
  readonly storedCount: number;
  /** The paused turn this request resumed (and pauses again), if any. */
  readonly resumedId: string | null;
  /** The id of a new paused turn (a UUID), chosen before the first try to store it: a try
   * again after a lost answer finds the row the first try stored, and its approvals. */
  readonly newId: string;
}

/** Paused turns: pause, answer, close. */
export interface PausedTurnKeeper {
  pause(turn: TurnToPause): Promise<PendingApproval[]>;
  /** Claims the conversation's paused turn with the user's answers, or refuses clearly. */
  claim(conversationId: string, userId: string, answers: readonly ApprovalDecision[]): Promise<ClaimedTurn>;
  /** Closes the conversation's open pause before a new message (its calls did not run). */
  closeOpen(conversationId: string, userId: string): Promise<void>;
  finish(id: string, ending: PausedTurnEnding): Promise<void>;
  /** The approvals the conversation waits for (none when it waits for nothing). */
  pendingFor(conversationId: string, userId: string): Promise<PendingApproval[]>;
  /** The user's conversations that wait for an answer now, as `pendingFor` sees them. */
  awaitingConversationIds(userId: string): Promise<readonly string[]>;
}

function unansweredMessages(awaiting: AwaitingRound, why: 'new_message' | 'expired'): ChatMessage[] {
  return awaiting.calls.map((call) => ({
    role: 'tool',
    toolCallId: call.id,
    content: feedbackOfUnanswered(why),
    notApproved: { kind: 'unanswered' },
  }));
}

/** The stored state of a paused turn, which must hold a round awaiting the user. */
function awaitingStateOf(paused: PausedTurn): { state: TurnState; awaiting: AwaitingRound } {
  const parsed = parseTurnState(paused.state);
  if (!parsed.ok || parsed.state.awaiting === null) {
    throw new Error(
      `Paused turn ${paused.id} has no state to resume: ${parsed.ok ? 'nothing awaits' : parsed.problems.join('; ')}`,
    );
  }
  return { state: parsed.state, awaiting: parsed.state.awaiting };
}

/** The keeper of paused turns on `dependencies`. */
export function createPausedTurnKeeper(dependencies: PausedTurnKeeperDependencies): PausedTurnKeeper {
  const { pausedTurns, conversations, secret } = dependencies;
  const ttlMs = dependencies.ttlMs ?? approvalLimits.defaultTtlMs;
  const now = () => new Date((dependencies.now ?? Date.now)());
  const staleBefore = () => new Date(now().getTime() - approvalLimits.staleResumeMs);

  /** Closes `paused` as `ending`; when this call closed it, tells the model its calls did not run. */
  const close = async (paused: PausedTurn, ending: 'superseded' | 'expired'): Promise<void> => {
    const closed = await pausedTurns.close(paused.id, paused.userId, ending, now(), staleBefore());
    if (closed === null) return;
    const { awaiting } = awaitingStateOf(closed);
    await conversations.appendMessages(
      closed.conversationId,
      unansweredMessages(awaiting, ending === 'expired' ? 'expired' : 'new_message'),
      { storeId: `${closed.id}:unanswered` },
    );
  };

  return {
    async pause(turn) {
      const awaiting = turn.state.awaiting;
      if (awaiting === null) throw new Error('pause() needs a turn state awaiting approvals.');
      const id = turn.resumedId ?? turn.newId;
      const expiresAt = new Date(now().getTime() + ttlMs);
      const approvals = await pendingApprovalsOf(secret, id, awaiting.approvals, expiresAt);
      const stored = { id, state: turn.state, approvals, storedCount: turn.storedCount, expiresAt };
      if (turn.resumedId !== null) {
        await pausedTurns.pauseAgain(stored);
        return approvals;
      }
      const paused = await pausedTurns.pause({
        ...stored,
        conversationId: turn.conversationId,
        userId: turn.userId,
        agentId: turn.agentId,
      });
      if (paused === null) return approvals;
      // The approvals as stored: an earlier try's, signed with its expiry, when its answer was lost.
      const storedApprovals = storedApprovalsSchema.safeParse(paused.approvals);
      if (!storedApprovals.success) {
        throw new Error(`Paused turn ${id} holds approvals of another shape: ${storedApprovals.error.message}`);
      }
      return storedApprovals.data;
    },
    async claim(conversationId, userId, answers) {
      const open = await pausedTurns.findOpen(conversationId, userId);
      if (open === null) {
        throw new HttpError(
          'approval_not_pending',
          'This conversation has no approval waiting: it was answered already (perhaps in another tab), or a new message replaced it.',
          { conversationId },
        );
      }
      if (open.expiresAt.getTime() <= now().getTime()) {
        await close(open, 'expired');
        throw new HttpError(
          'approval_expired',
          `These approvals expired at ${open.expiresAt.toISOString()}; nothing was done. Ask again to start over.`,
          { conversationId },
        );
      }
      const { awaiting } = awaitingStateOf(open);
      const decisions = await decisionsOf(secret, open, awaiting, answers);
      const claimed = await pausedTurns.claim(open.id, userId, now(), staleBefore());
      if (claimed === null) {
        throw new HttpError(
          'approval_not_pending',
          'These approvals were answered already (perhaps in another tab); they run once.',
          { conversationId },
        );
      }
      const { state } = awaitingStateOf(claimed);
      return { id: claimed.id, state, awaiting, decisions, storedCount: claimed.storedCount };
    },
    async closeOpen(conversationId, userId) {
      const open = await pausedTurns.findOpen(conversationId, userId);
      if (open === null) return;
      await close(open, open.expiresAt.getTime() <= now().getTime() ? 'expired' : 'superseded');
    },
    finish: (id, ending) => pausedTurns.finish(id, ending, now()),
    async pendingFor(conversationId, userId) {
      const open = await pausedTurns.findOpen(conversationId, userId);
      if (open === null || open.status !== 'awaiting' || open.expiresAt.getTime() <= now().getTime()) return [];
      const parsed = storedApprovalsSchema.safeParse(open.approvals);
      return parsed.success ? parsed.data : [];
    },
    awaitingConversationIds: (userId) => pausedTurns.awaitingConversationIds(userId, now()),
  };
}
