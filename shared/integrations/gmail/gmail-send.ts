/**
 * A Gmail send whose outcome is certain. Gmail can accept a message and then answer 5xx,
 * or the connection can drop after the request went out; "it may or may not have been
 * sent" then leads the user to say "try again" and a second copy goes out. Every send
 * carries a deterministic `Message-ID` (message-id.ts), so after such a failure the Sent
 * mailbox is asked for it: found is "sent", not found is "not sent, safe to send again".
 */
import { isToolError, ToolError } from '../../tools/tool-error.ts';
import type { GmailClient, SentEmail } from './gmail-client.ts';
import { gmailProvider } from './gmail-failure.ts';
import type { OutgoingEmail } from './mime-message.ts';

/** A send that went out, and how that is known. */
export interface ConfirmedSend extends SentEmail {
  /** `answer`: Gmail said so; `sent_mailbox`: Gmail failed, the Sent mailbox holds it. */
  readonly confirmedBy: 'answer' | 'sent_mailbox';
}

/** Whether a send failure leaves open that Gmail acted: a 5xx, or a connection lost after
 * the request went out (the session reports that as a `timeout`). A 4xx or a 429 is
 * Gmail refusing the message: nothing was sent. */
export function isAmbiguousSendFailure(error: unknown): error is ToolError {
  if (!isToolError(error) || error.category !== 'transient') return false;
  return error.reason === 'timeout' || (error.status !== undefined && error.status >= 500);
}

function notSent(messageId: string, error: ToolError): ToolError {
  return new ToolError('transient', {
    provider: gmailProvider,
    reason: 'unavailable',
    status: error.status,
    modelMessage:
      `The email was NOT sent: Gmail failed, and its Sent mailbox has no message with this email's Message-ID ${messageId}. ` +
      'Nothing went out, so it is safe to send it again (now, or when the user asks).',
    detail: `Not in the Sent mailbox after: ${error.detail ?? error.message}`,
    cause: error,
  });
}

/** The id of the message with `messageId` in the Sent mailbox, or null. */
export async function findSentMessage(client: GmailClient, messageId: string): Promise<string | null> {
  const bare = messageId.replace(/^<|>$/g, '');
  const found = await client.listMessages({ query: `rfc822msgid:${bare}`, labelIds: ['SENT'], maxResults: 1 }, 'send');
  return found.ids[0] ?? null;
}

/**
 * Sends `email` (which must carry its `messageId`). After an ambiguous failure, looks the
 * message up in the Sent mailbox (`rfc822msgid:`): returns it when there, else throws a
 * "not sent" failure. When the lookup fails too, the original failure stands: nothing
 * more is known, and the executor keeps the call from being repeated blindly.
 */
export async function sendExactlyOnce(
  client: GmailClient,
  email: OutgoingEmail & { readonly messageId: string },
): Promise<ConfirmedSend> {
  try {
    return { ...await client.send(email), confirmedBy: 'answer' };
  } catch (error) {
    if (!isAmbiguousSendFailure(error)) throw error;
    let found: string | null;
    try {
      found = await findSentMessage(client, email.messageId);
    } catch {
      throw error;
    }
    if (found === null) throw notSent(email.messageId, error);
    return { id: found, threadId: null, labelIds: ['SENT'], confirmedBy: 'sent_mailbox' };
  }
}
