/**
 * What `send_email` declares for consent: every recipient (`to`, `cc`, `bcc`) is a
 * destination the user must have written, and so is every web address the HTML body links
 * to or loads (a phishing link, a tracking image carrying data: html-links.ts) and every
 * host it refers to however the markup hides it (html-hosts.ts). The subject
 * and the text are content, which may come from tool output ("email Ana the summary of that
 * page"). The approval shows the mail as it will be sent.
 */
import type { Destination, ToolConsent } from '../../tools/tool-consent.ts';
import { hostsOfHtml } from './html-hosts.ts';
import { linksOfHtml } from './html-links.ts';

interface SendEmailInput {
  readonly to: readonly string[];
  readonly cc: readonly string[];
  readonly bcc: readonly string[];
  readonly subject: string;
  readonly body: string;
  readonly html_body?: string;
}

/** The validated input of `send_email` (consent is only asked of validated input). */
function sendEmailInput(input: unknown): SendEmailInput {
  return input as SendEmailInput;
}

const recipientArguments = ['to', 'cc', 'bcc'] as const;

/** The consent declarations of `send_email`. */
export const sendEmailConsent: ToolConsent = {
  destinations: (input): readonly Destination[] => {
    const email = sendEmailInput(input);
    const recipients = recipientArguments.flatMap((argument) =>
      (email[argument] ?? []).map((value) => ({ argument, kind: 'email_address' as const, value }))
    );
    if (email.html_body === undefined) return recipients;
    const links = linksOfHtml(email.html_body).map((value) => ({ argument: 'html_body', kind: 'url' as const, value }));
    // Hosts found however the markup hides them; the exact links above carry the data check.
    const hosts = hostsOfHtml(email.html_body).map((value) => ({
      argument: 'html_body',
      kind: 'host' as const,
      value,
    }));
    return [...recipients, ...links, ...hosts];
  },
  preview: (input) => {
    const email = sendEmailInput(input);
    return {
      kind: 'email',
      to: email.to,
      cc: email.cc ?? [],
      bcc: email.bcc ?? [],
      subject: email.subject,
      body: email.body,
      hasHtml: email.html_body !== undefined,
    };
  },
};
