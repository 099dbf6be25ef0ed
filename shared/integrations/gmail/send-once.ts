/**
 * A Gmail send that happens once, also across two tabs, the user's "try again" and a
 * worker killed mid-send. Every send carries a deterministic `Message-ID` (message-id.ts)
 * and claims it (send-attempts.ts) before it looks in the Sent mailbox and sends, so the
 * check-then-send of one email runs in one request at a time:
 *
 * - claimed: the Sent mailbox is asked first (a send before the claims were kept), then
 *   Gmail sends. After an ambiguous failure (accepted then 5xx, a dropped connection) the
 *   Sent mailbox is asked: found is "sent"; not found is "unknown" until
 *   `gmailLimits.sentSearchConsistencyMs` has passed, since Gmail's search can lag.
 * - sent: the email went out; a copy is asked about first (duplicate-send.ts).
 * - sending: another request is at it; this one waits a little for its outcome, else says so.
 * - unknown: it may have gone out; before its time the model is told when it will be known;
 *   after, the Sent mailbox decides, and only "not there" lets a new claim send.
 */
import { isToolError } from '../../tools/tool-error.ts';
import { copyMessageIdOrAsk, duplicateQuestion, sentAtOf } from './duplicate-send.ts';
import type { GmailClient } from './gmail-client.ts';
import { gmailLimits } from './gmail-limits.ts';
import { type ConfirmedSend, findSentMessage, isAmbiguousSendFailure } from './gmail-send.ts';
import { messageIdFor, type MessageIdParts } from './message-id.ts';
import type { OutgoingEmail } from './mime-message.ts';
import type { GmailSendAttempts, SendClaim } from './send-attempts.ts';
import { beingSent, mayHaveBeenSent } from './send-unconfirmed.ts';

/** What one send needs. */
export interface SendOnceRequest {
  readonly client: GmailClient;
  readonly attempts: GmailSendAttempts;
  readonly email: OutgoingEmail;
  /** What makes it "the same email" (its Message-ID). */
  readonly parts: MessageIdParts;
  readonly userId: string;
  /** The executor's key of this call, recorded with the claim. */
  readonly idempotencyKey: string;
  /** The model passed `confirm_duplicate: true`. */
  readonly confirmed: boolean;
  readonly toolCallId: string;
  readonly clock: () => Date;
  readonly sleep: (milliseconds: number) => Promise<void>;
}

/** A send that went out, under which Message-ID. */
export interface SentOnce extends ConfirmedSend {
  readonly messageId: string;
}

/** Claims of the email's own id, an earlier attempt's settled outcome, a copy's id. */
const maxClaimRounds = 4;

async function claimWaiting(request: SendOnceRequest, messageId: string): Promise<SendClaim> {
  const polls = Math.ceil(gmailLimits.sendClaimWaitMs / gmailLimits.sendClaimPollMs);
  for (let poll = 0;; poll += 1) {
    const now = request.clock();
    const leaseExpiresAt = new Date(now.getTime() + gmailLimits.sendClaimLeaseMs);
    const claim = await request.attempts.claim({
      userId: request.userId,
      messageId,
      idempotencyKey: request.idempotencyKey,
      now,
      leaseExpiresAt,
      settlesAt: new Date(leaseExpiresAt.getTime() + gmailLimits.sentSearchConsistencyMs),
    });
    if (claim.kind !== 'sending' || poll >= polls) return claim;
    await request.sleep(gmailLimits.sendClaimPollMs);
  }
}

/** Sends under a claimed Message-ID and settles the claim with what is known after. */
async function sendClaimed(request: SendOnceRequest, attemptId: string, messageId: string): Promise<SentOnce> {
  const { attempts, client, clock } = request;
  try {
    const sent = await client.send({ ...request.email, messageId });
    await attempts.settle(attemptId, {
      state: 'sent',
      gmailMessageId: sent.id,
      sentAt: clock(),
      resolvedBy: 'request',
    }, clock()).catch(() => undefined); // Left `sending`, it reads as unknown and is checked later.
    return { ...sent, confirmedBy: 'answer', messageId };
  } catch (error) {
    if (isToolError(error) && !isAmbiguousSendFailure(error)) {
      // Gmail refused it (or it was never sent): nothing went out.
      await attempts.settle(attemptId, { state: 'not_sent', resolvedBy: 'request' }, clock()).catch(() => undefined);
      throw error;
    }
    let found: string | null = null;
    let looked = false;
    // Cut off (aborted) or an unexpected failure mid-send: no lookup, only "may have".
    if (isToolError(error)) {
      try {
        found = await findSentMessage(client, messageId);
        looked = true;
      } catch {
        looked = false;
      }
    }
    const now = clock();
    if (found !== null) {
      await attempts.settle(
        attemptId,
        { state: 'sent', gmailMessageId: found, sentAt: now, resolvedBy: 'request' },
        now,
      )
        .catch(() => undefined);
      return { id: found, threadId: null, labelIds: ['SENT'], confirmedBy: 'sent_mailbox', messageId };
    }
    const knownAt = new Date(now.getTime() + gmailLimits.sentSearchConsistencyMs);
    await attempts.settle(attemptId, { state: 'unknown', settlesAt: knownAt }, now).catch(() => undefined);
    if (!isToolError(error)) throw error;
    throw mayHaveBeenSent({
      messageId,
      knownAt,
      now,
      cause: looked ? 'gmail_failed' : 'lookup_failed',
      status: error.status,
      detail: `${looked ? 'Not in the Sent mailbox yet' : 'The Sent mailbox could not be checked'} after: ${
        error.detail ?? error.message
      }`,
      error,
    });
  }
}

/** Sends `request.email` once; see the file comment. Throws the typed failure otherwise. */
export async function sendOnce(request: SendOnceRequest): Promise<SentOnce> {
  const { client, attempts, clock } = request;
  const ownId = await messageIdFor(request.parts);
  let messageId = ownId;
  // The email went out under `messageId` at `sentAt`: ask first, or move on to a copy's id.
  const afterSent = async (sentAt: Date | null): Promise<string> => {
    // A copy's own id is already sent: this very call sent it before.
    if (messageId !== ownId) throw duplicateQuestion(request.parts, sentAt);
    return await copyMessageIdOrAsk(request.parts, sentAt, {
      confirmed: request.confirmed,
      toolCallId: request.toolCallId,
      now: clock(),
    });
  };
  for (let round = 1; round <= maxClaimRounds; round += 1) {
    const claim = await claimWaiting(request, messageId);
    switch (claim.kind) {
      case 'claimed': {
        let earlier: string | null;
        try {
          earlier = await findSentMessage(client, messageId);
        } catch (error) {
          await attempts.settle(claim.attemptId, { state: 'not_sent', resolvedBy: 'request' }, clock())
            .catch(() => undefined);
          throw error;
        }
        if (earlier === null) return await sendClaimed(request, claim.attemptId, messageId);
        const sentAt = await sentAtOf(client, earlier);
        await attempts.settle(claim.attemptId, {
          state: 'sent',
          gmailMessageId: earlier,
          sentAt,
          resolvedBy: 'request',
        }, clock()).catch(() => undefined);
        messageId = await afterSent(sentAt);
        break;
      }
      case 'sent':
        messageId = await afterSent(claim.sentAt);
        break;
      case 'sending':
        throw beingSent(messageId, claim.leaseExpiresAt, clock());
      case 'unknown': {
        const now = clock();
        if (now < claim.settlesAt) {
          throw mayHaveBeenSent({
            messageId,
            knownAt: claim.settlesAt,
            now,
            cause: 'earlier_attempt',
            detail: `An earlier attempt of Message-ID ${messageId} is unknown until ${claim.settlesAt.toISOString()}.`,
          });
        }
        // Past its window the Sent mailbox can be trusted either way.
        const found = await findSentMessage(client, messageId);
        if (found === null) {
          await attempts.settle(claim.attemptId, { state: 'not_sent', resolvedBy: 'request' }, now);
          break; // Claim again: this time it is free.
        }
        const sentAt = await sentAtOf(client, found);
        await attempts.settle(
          claim.attemptId,
          { state: 'sent', gmailMessageId: found, sentAt, resolvedBy: 'request' },
          now,
        );
        messageId = await afterSent(sentAt);
        break;
      }
    }
  }
  throw beingSent(messageId, new Date(clock().getTime() + gmailLimits.sendClaimLeaseMs), clock());
}
