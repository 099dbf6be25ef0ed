import { z } from 'zod';
import { sendEmailConsent } from '../../../../../shared/integrations/gmail/send-email-consent.ts';
import { type AnyToolDefinition, defineTool } from '../../../../../shared/tools/index.ts';

/** What the send tool was asked to send. */
export interface SentMail {
  readonly to: string[];
  readonly subject: string;
  readonly body: string;
}

/** A `gmail_send_email` with Gmail's consent declarations that records what it sends in `sent`. */
export function consentSendTool(sent: SentMail[]): AnyToolDefinition {
  return defineTool({
    name: 'gmail_send_email',
    description: 'Send an email',
    parameters: z.object({
      to: z.array(z.email()).min(1),
      cc: z.array(z.email()).default([]),
      bcc: z.array(z.email()).default([]),
      subject: z.string(),
      body: z.string(),
    }),
    sideEffects: true,
    consent: sendEmailConsent,
    execute: (input) => {
      sent.push({ to: input.to, subject: input.subject, body: input.body });
      return { status: 'sent', message_id: `message-${sent.length}` };
    },
  });
}

/** Mail tools with Gmail's consent declarations: a send that records what it sends, and an
 * inbox read (read-only, its output untrusted). */
export function createConsentEmailTools(): { tools: AnyToolDefinition[]; sent: SentMail[] } {
  const sent: SentMail[] = [];
  const send = consentSendTool(sent);
  const read = defineTool({
    name: 'gmail_read_emails',
    description: 'Read the inbox',
    parameters: z.object({}),
    untrustedOutput: true,
    execute: () => ({ messages: [{ from: 'bob@example.com', subject: 'Lunch?', body: 'Friday?' }] }),
  });
  return { tools: [send, read], sent };
}

/** The model's call of the send tool to `to`. */
export function sendCall(id: string, to: string): { id: string; name: string; arguments: string } {
  return { id, name: 'gmail_send_email', arguments: JSON.stringify({ to: [to], subject: 'Summary', body: 'Hi!' }) };
}
