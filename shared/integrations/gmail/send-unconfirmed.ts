/**
 * What the model is told when a send's outcome is not known (yet): all wording in one
 * place. All are `transient` failures. A call whose own send may have gone out carries the
 * reason `timeout`, which the executor records as `unknown` (the key is kept, the intent
 * reads "may have acted"); a call that only found an earlier attempt unsettled, or another
 * request sending, did nothing itself (`unavailable`: its key is given back, so asking again
 * later decides afresh).
 */
import { ToolError } from '../../tools/tool-error.ts';
import { gmailProvider } from './gmail-failure.ts';

/** A time the model can repeat to the user: ISO 8601, UTC, to the second. */
function shownTime(at: Date): string {
  return `${at.toISOString().slice(0, 19)}Z`;
}

function minutesUntil(at: Date, now: Date): number {
  return Math.max(1, Math.ceil((at.getTime() - now.getTime()) / 60_000));
}

/** Why the outcome is open: Gmail just failed, or an earlier attempt's worker vanished. */
export type UnconfirmedCause = 'gmail_failed' | 'lookup_failed' | 'earlier_attempt';

/**
 * The email may have been sent: Gmail failed after it may have accepted it, and the Sent
 * mailbox does not show it yet (or could not be asked). Known at `knownAt`; until then the
 * model must not send it again.
 */
export function mayHaveBeenSent(options: {
  readonly messageId: string;
  readonly knownAt: Date;
  readonly now: Date;
  readonly cause: UnconfirmedCause;
  readonly status?: number;
  readonly detail: string;
  readonly error?: unknown;
}): ToolError {
  const { messageId, knownAt, now } = options;
  const why = options.cause === 'gmail_failed'
    ? 'Gmail failed after it may have accepted this email, and its Sent mailbox does not show it yet'
    : options.cause === 'lookup_failed'
    ? 'Gmail failed after it may have accepted this email, and its Sent mailbox could not be checked'
    : 'an earlier attempt to send this exact email may have gone out, and it is not confirmed yet';
  return new ToolError('transient', {
    provider: gmailProvider,
    reason: options.cause === 'earlier_attempt' ? 'unavailable' : 'timeout',
    status: options.status,
    modelMessage: `The email MAY HAVE BEEN SENT: ${why} (Gmail's search can lag a few minutes behind a send). ` +
      `Do not send it again now. Tell the user it may already have been sent and that this will be known at ` +
      `${shownTime(knownAt)} (in about ${minutesUntil(knownAt, now)} min). If the user then asks to try again, ` +
      `call this tool again with the same email: it checks the Sent mailbox for Message-ID ${messageId} first and ` +
      'sends only if the email is not there.',
    detail: options.detail,
    cause: options.error,
  });
}

/** Another request is sending this exact email right now; this one did nothing. */
export function beingSent(messageId: string, leaseExpiresAt: Date, now: Date): ToolError {
  return new ToolError('transient', {
    provider: gmailProvider,
    reason: 'unavailable',
    modelMessage: 'This exact email is being sent right now by another request (another tab or a retry), so it ' +
      'was not sent again. Do not send it again: tell the user it is being sent. Asked again after ' +
      `${shownTime(leaseExpiresAt)} (in about ${minutesUntil(leaseExpiresAt, now)} min), this tool reports whether ` +
      `Message-ID ${messageId} went out, or when that will be known.`,
    detail: `Message-ID ${messageId} is claimed by a live request.`,
  });
}
