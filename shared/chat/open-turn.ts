/**
 * How a read, authorized chat request opens its turn, before any model runs: its conversation
 * (found or created with the message), what it starts (a new message or a claimed paused
 * turn), the history the model reads, and — for a retry whose earlier try stored the whole
 * turn — the stored reply that answers it instead. Every wait ends by the turn's deadline
 * (503 `database_unavailable` then), as the waits before it do (chat-handler.ts).
 */
import type { ChatMessage } from '../llm/chat-message.ts';
import { type TurnStart, turnStartOf } from './approvals/turn-start.ts';
import type { ChatHandlerDependencies } from './chat-handler-dependencies.ts';
import { chatLimits } from './chat-limits.ts';
import type { StoredTurnReply } from '../db/repositories/conversations-repository.ts';
import { findOrCreateConversation, type TurnConversation } from './resolve-conversation.ts';
import type { ChatTurnRequest } from './read-chat-turn-request.ts';
import { databaseWithinTimeLeft, type TimeLeft } from './time-left.ts';
import { loadTurnHistory } from './turn-history.ts';

/** What {@link openTurn} reads of the request. */
export interface TurnOpening {
  readonly userId: string;
  readonly turnRequest: ChatTurnRequest;
  /** When the request arrived (the deadline counts from it). */
  readonly startedAt: number;
  readonly deadlineMs: number;
  readonly userMessageKey: string | null;
  readonly keyedConversationId: string | null;
}

/** An opened turn: ready to run, or already answered by an earlier try's stored reply. */
export type OpenedTurn =
  & TurnConversation
  & (
    | {
      readonly kind: 'run';
      readonly start: TurnStart;
      readonly history: readonly ChatMessage[];
      /** What an earlier try of the same request did after its stored message (turn-history.ts). */
      readonly earlierTry: readonly ChatMessage[];
    }
    | { readonly kind: 'answered'; readonly storedReply: StoredTurnReply }
  );

/** Opens the turn `opening` asks for with `dependencies`, reading the clock with `now`. */
export async function openTurn(
  dependencies: ChatHandlerDependencies,
  opening: TurnOpening,
  now: () => number,
): Promise<OpenedTurn> {
  const { userId, turnRequest: { body }, startedAt, deadlineMs, userMessageKey } = opening;
  const sleep = (milliseconds: number): Promise<void> => dependencies.sleep(milliseconds);
  const beforeTurn: TimeLeft = { until: startedAt + deadlineMs, now };
  const inTime = <Result>(wait: () => Promise<Result>): Promise<Result> => databaseWithinTimeLeft(wait, beforeTurn);
  const found = await inTime(() =>
    findOrCreateConversation(dependencies, userId, body, {
      generateId: dependencies.generateId,
      keyedConversationId: opening.keyedConversationId,
      clock: { until: Math.min(startedAt + deadlineMs, now() + chatLimits.createConversationRetryMs), now, sleep },
      messageKey: userMessageKey,
    })
  );
  const { conversation, created } = found;
  // A new message, or the user's answers to the conversation's paused turn (claimed here,
  // once: a second answer is refused before anything runs).
  const opened = await inTime(() =>
    turnStartOf(dependencies.pausedTurns, body, conversation.id, userId, !created, userMessageKey)
  );
  // A conversation created for this turn has no history yet, and a resumed turn carries
  // its own: no query needed. A retry of a request whose message an earlier try stored
  // continues from what that try did.
  const { history, earlierTry } = created || opened.kind === 'resume'
    ? { history: [], earlierTry: null }
    : await inTime(() =>
      loadTurnHistory(dependencies.conversations, conversation.id, userMessageKey, chatLimits.maxHistoryMessages)
    );
  // An earlier try stored the whole turn and its answer was lost: that reply is the answer.
  const storedReply = userMessageKey !== null && earlierTry !== null && earlierTry.length > 0
    ? await inTime(() => dependencies.conversations.findTurnReply(conversation.id, userMessageKey))
    : null;
  if (storedReply !== null) return { ...found, kind: 'answered', storedReply };
  const start = opened.kind === 'message' && earlierTry !== null ? { ...opened, messageStored: true } : opened;
  return { ...found, kind: 'run', start, history, earlierTry: earlierTry ?? [] };
}
