/**
 * Storing one turn: its messages and its paused state, through a short database outage,
 * each ending by the time the caller is owed its answer; a store that does not is answered
 * as a turn not saved.
 */
import type { ConversationsRepository } from '../db/repositories/conversations-repository.ts';
import type { ChatMessage } from '../llm/chat-message.ts';
import type { Logger } from '../log/logger.ts';
import { firstMessageKeyOf, messagesToStore, type TurnStart } from './approvals/turn-start.ts';
import { IncompleteTurnError } from './incomplete-turn-error.ts';
import { storeUntilDeadline, turnNotSavedError } from './store-until-deadline.ts';
import type { TimeLeft } from './time-left.ts';

/** What a turn's storage works with. */
export interface TurnStorageContext {
  readonly conversations: Pick<ConversationsRepository, 'appendMessages'>;
  readonly conversationId: string;
  readonly start: TurnStart;
  /** Until when the turn may store (its answer's time), and the clock. */
  readonly answerClock: TimeLeft;
  readonly sleep: (milliseconds: number) => Promise<void>;
  readonly generateId: () => string;
  readonly logger: Logger;
  readonly requestId: string;
}

/** The stores of one turn. */
export interface TurnStorage {
  /** Runs `write` through a short outage until the answer is due; one that outlasts it
   * rejects as a turn not saved, whatever else (the deadline itself) happened meanwhile. */
  storing<Result>(write: () => Promise<Result>): Promise<Result>;
  /** Appends the turn's `messages` (after the user's) to its conversation. */
  store(messages: readonly ChatMessage[], model: string): Promise<number>;
  /**
   * Keeps what a turn that did not finish did (tools may have acted), and the user's message
   * when it is not stored yet, within the time left. Failing to store after
   * a deadline or a model failure is logged (that failure is the answer); after a shutdown
   * (`shuttingDown`) it is the answer, since the caller is told the message was kept.
   */
  storeUnfinished(error: unknown, model: string, shuttingDown: boolean): Promise<void>;
}

/** The storage of the turn of `context`. */
export function createTurnStorage(context: TurnStorageContext): TurnStorage {
  const { conversationId, logger, requestId } = context;
  const storing = <Result>(write: () => Promise<Result>): Promise<Result> =>
    storeUntilDeadline(write, { ...context.answerClock, sleep: context.sleep }).catch((error: unknown) => {
      throw turnNotSavedError(error, conversationId);
    });
  const store = (messages: readonly ChatMessage[], model: string): Promise<number> => {
    // Named once per store, before its first try: a try again after a lost answer skips
    // the messages the first try stored.
    const storeId = context.generateId();
    return storing(() =>
      context.conversations.appendMessages(conversationId, messagesToStore(context.start, messages), {
        model,
        storeId,
        firstMessageKey: firstMessageKeyOf(context.start),
      })
    );
  };
  return {
    storing,
    store,
    async storeUnfinished(error, model, shuttingDown) {
      const done = error instanceof IncompleteTurnError ? error.messages : [];
      if (shuttingDown) {
        await store(done, model);
        return;
      }
      // The user's message too, when the turn had not stored it (a new message in an existing
      // conversation is stored with its turn): a failed turn keeps it in the conversation its
      // failure names. Nothing to store: a new conversation's turn that did no round.
      if (messagesToStore(context.start, done).length === 0) return;
      await store(done, model).catch((storeError: unknown) => {
        logger.error('conversation-store-failed', {
          requestId,
          conversationId,
          message: storeError instanceof Error ? storeError.message : String(storeError),
        });
      });
    },
  };
}
