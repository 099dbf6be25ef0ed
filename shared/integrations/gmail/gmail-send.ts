/**
 * The two Gmail facts a send that must happen once rests on: whether a failure leaves open
 * that Gmail acted, and whether the Sent mailbox holds a Message-ID (message-id.ts makes
 * every send's id deterministic, so the mailbox can be asked about this very email).
 */
import { isToolError, type ToolError } from '../../tools/tool-error.ts';
import type { GmailClient, SentEmail } from './gmail-client.ts';

/** A send that went out, and how that is known. */
export interface ConfirmedSend extends SentEmail {
  /** `answer`: Gmail said so; `sent_mailbox`: Gmail failed, the Sent mailbox holds it. */
  readonly confirmedBy: 'answer' | 'sent_mailbox';
}

/** Whether a send failure leaves open that Gmail acted: a 5xx, or a connection lost after
 * the request went out (the session reports that as a `timeout`). A 4xx or a 429 is Gmail
 * refusing the message: nothing was sent. */
export function isAmbiguousSendFailure(error: unknown): error is ToolError {
  if (!isToolError(error) || error.category !== 'transient') return false;
  return error.reason === 'timeout' || (error.status !== undefined && error.status >= 500);
}

/** The id of the message with `messageId` in the Sent mailbox, or null. Gmail's search can
 * lag behind a send: null is "not found yet", not "never sent". */
export async function findSentMessage(client: GmailClient, messageId: string): Promise<string | null> {
  const bare = messageId.replace(/^<|>$/g, '');
  const found = await client.listMessages({ query: `rfc822msgid:${bare}`, labelIds: ['SENT'], maxResults: 1 }, 'send');
  return found.ids[0] ?? null;
}
