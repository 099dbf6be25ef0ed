/**
 * A retry of a keyed `POST /chat` whose earlier try stored its whole turn (the user's message
 * and the final reply after it) and then failed before its caller heard so (the store
 * committed, its answer was lost: a 503; or the worker died): the retry answers with the
 * stored reply and settles the key with it, and the model is not called again, so the
 * conversation never holds two replies to one message.
 */
import type { StoredTurnReply } from '../../db/repositories/conversations-repository.ts';
import type { Logger } from '../../log/logger.ts';
import type { ChatReply } from '../../protocol/chat-reply.ts';
import { settleWithinTimeLeft, type TimeLeft } from '../time-left.ts';
import type { TurnSettlement } from './chat-request-claim.ts';
import { type AnswerForm, replayedAnswer } from './replayed-answer.ts';

/**
 * The reply of a turn an earlier try stored, as a first answer has it: completed, with the
 * stored text and model. This request called no model and ran no tool, so its `usage` is
 * zero and its `toolCalls` empty; the turn's tool calls are in the conversation's history.
 */
export function answeredRetryReplyOf(conversationId: string, stored: StoredTurnReply): ChatReply {
  return {
    conversationId,
    status: 'completed',
    reply: stored.reply,
    approvals: [],
    toolCalls: [],
    model: stored.model,
    usage: { promptTokens: 0, completionTokens: 0, totalTokens: 0 },
  };
}

/** What answering a retry with its stored reply needs. */
export interface AnsweredRetryContext {
  readonly conversationId: string;
  readonly settlement: TurnSettlement;
  readonly form: AnswerForm;
  readonly requestId: string;
  /** The id of the answer's message in the UI message stream. */
  readonly messageId: string;
  /** Until when the key may be settled (the caller's answer does not wait longer). */
  readonly answerClock: TimeLeft;
  readonly logger: Logger;
}

/** The answer to a retry whose turn is `stored` already: its reply, in the caller's form (as
 * a replayed answer is sent, with `Idempotent-Replayed: true`), the key settled with it. */
export async function answerWithStoredReply(stored: StoredTurnReply, context: AnsweredRetryContext): Promise<Response> {
  const { requestId, logger } = context;
  const reply = answeredRetryReplyOf(context.conversationId, stored);
  await settleWithinTimeLeft(() => context.settlement.answered(reply), context.answerClock, {
    logger,
    event: 'idempotency-key-unsettled',
    requestId,
  });
  return replayedAnswer({ status: 200, body: reply }, context.form, { requestId, messageId: context.messageId });
}
