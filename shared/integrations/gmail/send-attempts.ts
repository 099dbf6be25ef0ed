/**
 * Where Gmail sends claim their Message-ID before they check the Sent mailbox and send
 * (`gmail_send_attempts`; send-once.ts says how they are used). Only one attempt per user
 * and Message-ID is live at a time, so two requests sending the same email serialize:
 * the second reads the first's outcome instead of sending again.
 */

/** What a claim is asked with. Times come from the caller's clock. */
export interface SendClaimRequest {
  readonly userId: string;
  readonly messageId: string;
  /** The executor's key of the call: tool_intents rows name it too. */
  readonly idempotencyKey: string;
  readonly now: Date;
  /** Until when a new claim's claimant counts as alive. */
  readonly leaseExpiresAt: Date;
  /** From when "not in the Sent mailbox" is trusted if the claimant dies while sending. */
  readonly settlesAt: Date;
}

/** What a claim finds. */
export type SendClaim =
  /** This request holds the Message-ID: it checks Sent, sends and settles `attemptId`. */
  | { readonly kind: 'claimed'; readonly attemptId: string }
  /** The Message-ID went out (`sentAt` null when the time is not known). */
  | { readonly kind: 'sent'; readonly sentAt: Date | null }
  /** Another request holds it and is alive: it is being checked or sent right now. */
  | { readonly kind: 'sending'; readonly leaseExpiresAt: Date }
  /** It may have gone out (Gmail failed after it may have accepted it, or its claimant died
   * while sending); "not in the Sent mailbox" is trusted from `settlesAt` on. */
  | { readonly kind: 'unknown'; readonly attemptId: string; readonly settlesAt: Date };

/** How an attempt ended; `unknown` may be settled again once its time has come. */
export type SendSettlement =
  | {
    readonly state: 'sent';
    readonly gmailMessageId: string | null;
    readonly sentAt: Date | null;
    readonly resolvedBy: SendResolver;
  }
  | { readonly state: 'not_sent'; readonly resolvedBy: SendResolver }
  | { readonly state: 'unknown'; readonly settlesAt: Date };

/** Who settled an attempt: the request that made it, or maintenance after its worker died. */
export type SendResolver = 'request' | 'maintenance';

/** The claims. `claim` must be atomic: of two concurrent claims of one Message-ID, one
 * gets `claimed`. `settle` changes only an attempt still `sending` or `unknown`. */
export interface GmailSendAttempts {
  claim(request: SendClaimRequest): Promise<SendClaim>;
  settle(attemptId: string, settlement: SendSettlement, now: Date): Promise<void>;
}

interface MemoryAttempt {
  readonly key: string;
  state: 'sending' | 'sent' | 'unknown' | 'not_sent';
  leaseExpiresAt: Date;
  settlesAt: Date;
  sentAt: Date | null;
}

/** Claims in this process's memory: one process only (tests, the tool catalog). Deployed
 * functions use the Postgres store, shared by every worker. */
export function createMemorySendAttempts(): GmailSendAttempts {
  const attempts = new Map<string, MemoryAttempt>();
  let next = 0;
  return {
    claim(request) {
      const key = `${request.userId} ${request.messageId}`;
      const live = [...attempts.entries()].find(([, attempt]) => attempt.key === key && attempt.state !== 'not_sent');
      if (live === undefined) {
        next += 1;
        const attemptId = `attempt-${next}`;
        attempts.set(attemptId, {
          key,
          state: 'sending',
          leaseExpiresAt: request.leaseExpiresAt,
          settlesAt: request.settlesAt,
          sentAt: null,
        });
        return Promise.resolve({ kind: 'claimed', attemptId });
      }
      const [attemptId, attempt] = live;
      if (attempt.state === 'sent') return Promise.resolve({ kind: 'sent', sentAt: attempt.sentAt });
      if (attempt.state === 'sending' && attempt.leaseExpiresAt > request.now) {
        return Promise.resolve({ kind: 'sending', leaseExpiresAt: attempt.leaseExpiresAt });
      }
      return Promise.resolve({ kind: 'unknown', attemptId, settlesAt: attempt.settlesAt });
    },
    settle(attemptId, settlement) {
      const attempt = attempts.get(attemptId);
      if (attempt === undefined || (attempt.state !== 'sending' && attempt.state !== 'unknown')) {
        return Promise.resolve();
      }
      attempt.state = settlement.state;
      if (settlement.state === 'sent') attempt.sentAt = settlement.sentAt;
      if (settlement.state === 'unknown') attempt.settlesAt = settlement.settlesAt;
      return Promise.resolve();
    },
  };
}
