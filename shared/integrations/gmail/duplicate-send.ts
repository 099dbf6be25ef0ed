/**
 * The same email twice in one conversation. Its Message-ID depends only on the agent, the
 * conversation and the content (message-id.ts), so the send claims (send-attempts.ts) and
 * the Sent mailbox say whether it went out already. If so the user is asked before a copy
 * goes out; confirmed, the copy gets a Message-ID of its own (from its tool call id), so a
 * later lookup finds that copy and never mistakes the first one for it.
 */
import { ToolError } from '../../tools/tool-error.ts';
import type { GmailClient } from './gmail-client.ts';
import { gmailProvider } from './gmail-failure.ts';
import { gmailLimits } from './gmail-limits.ts';
import { messageIdFor, type MessageIdParts } from './message-id.ts';

/** The parameter the model sets after the user confirmed a second copy. */
export const confirmDuplicateParameter = 'confirm_duplicate';

/** When Gmail says the message `id` was sent; null when it cannot say. */
export async function sentAtOf(client: GmailClient, id: string): Promise<Date | null> {
  try {
    const message = await client.getMessage(id, 'send');
    const milliseconds = Number(message?.internalDate);
    return Number.isFinite(milliseconds) && milliseconds > 0 ? new Date(milliseconds) : null;
  } catch {
    return null; // Unknown: asked about, the safe side.
  }
}

/** The question asked before a copy of an email that went out (at `sentAt`) goes out again. */
export function duplicateQuestion(parts: MessageIdParts, sentAt: Date | null): ToolError {
  const recipients = [...parts.to, ...parts.cc, ...parts.bcc];
  const when = sentAt === null ? '' : ` at ${sentAt.toISOString()}`;
  return new ToolError('needs_input', {
    provider: gmailProvider,
    question: `I already sent this exact email to ${recipients.join(', ')}${when}. Send it again?`,
    modelMessage: `(If the user says yes, call the tool again with ${confirmDuplicateParameter}: true.)`,
    detail: 'An identical email was already sent in this conversation.',
  });
}

/** What {@link copyMessageIdOrAsk} decides with. */
export interface DuplicateSendOptions {
  /** The model passed `confirm_duplicate: true`. */
  readonly confirmed: boolean;
  readonly toolCallId: string;
  readonly now: Date;
}

/**
 * The email already went out under its own Message-ID (at `sentAt`, null when unknown):
 * the Message-ID of a copy when the user confirmed or the first went out more than
 * `gmailLimits.duplicateSendWindowMs` ago; else throws the question to ask the user.
 */
export async function copyMessageIdOrAsk(
  parts: MessageIdParts,
  sentAt: Date | null,
  options: DuplicateSendOptions,
): Promise<string> {
  if (!options.confirmed) {
    const recent = sentAt === null || options.now.getTime() - sentAt.getTime() <= gmailLimits.duplicateSendWindowMs;
    if (recent) throw duplicateQuestion(parts, sentAt);
  }
  return messageIdFor({ ...parts, scope: `${parts.scope}|copy:${options.toolCallId}` });
}
