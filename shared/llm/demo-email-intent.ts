/** How the demo model reads "send an email" requests: recipients, subject and body from
 * the user's words. Deterministic, and only as clever as a demo needs. */

/** An email address anywhere in a text. */
export const emailAddressPattern = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g;

/** The arguments of a `gmail_send_email` call the demo model makes. */
export interface DemoEmail {
  readonly to: string[];
  readonly subject: string;
  readonly body: string;
  readonly cc?: string[];
  readonly bcc?: string[];
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function clean(text: string | undefined): string | undefined {
  const trimmed = text?.trim().replace(/^["'“]|["'”]$/g, '').replace(/[.!?]+$/, '').trim();
  return trimmed === undefined || trimmed.length === 0 ? undefined : trimmed;
}

/** Addresses that follow `cc` / `bcc` (`cc ana@x.com and bob@y.com`). */
function copied(text: string, label: 'cc' | 'bcc'): string[] {
  const list =
    new RegExp(`\\b${label}:?\\s+((?:${emailAddressPattern.source}(?:\\s*(?:,|and)\\s*)?)+)`, 'i').exec(text)?.[1] ??
      '';
  return list.match(emailAddressPattern) ?? [];
}

function hasAddress(text: string): boolean {
  return new RegExp(emailAddressPattern.source).test(text);
}

/** What the email is about (`about the launch`), or the thing sent (`send the notes to …`). */
function topicOf(text: string): { readonly about: string } | { readonly sent: string } | null {
  const about = clean(
    /\b(?:about|regarding)\s+(.+?)(?=\s+to\s+\S+@|\s+(?:saying|telling|that says|and tell)\b|,|\s+(?:and\s+)?b?cc\b|[.!?]?$)/i
      .exec(text)?.[1],
  );
  if (about !== undefined && !hasAddress(about)) return { about };
  const sentTo = /\b(?:send|forward|mail|email)\s+(?:the\s+|my\s+|our\s+|a\s+|an\s+)?(.+?)\s+to\s+\S+@/i.exec(text)
    ?.[1];
  // "email ana@example.com the meeting notes": the recipients first, then the thing sent.
  const sentAfter = new RegExp(
    `\\b(?:send|forward|mail|email)\\s+(?:${emailAddressPattern.source}(?:\\s*(?:,|and)\\s*)?)+\\s+(?:the|my|our)\\s+(.+)$`,
    'i',
  ).exec(text)?.[1];
  // "send the meeting notes": the thing sent, with no recipient named yet.
  const sentAlone = hasAddress(text)
    ? undefined
    : /^\s*(?:please\s+)?(?:send|forward|mail|email)\s+(?:the|my|our)\s+(.+)$/i.exec(text)?.[1];
  const sent = clean(sentTo ?? sentAfter ?? sentAlone);
  if (sent === undefined || hasAddress(sent) || /^(?:e-?mail|mail|message|note|quick note)$/i.test(sent)) return null;
  return { sent };
}

/**
 * Reads an email request; null when the text names no recipient, unless it names the thing
 * sent ("send the meeting notes"): then `to` is empty, and the recipient is the user's to say.
 */
export function understandEmail(text: string): DemoEmail | null {
  const cc = copied(text, 'cc');
  const bcc = copied(text, 'bcc');
  const to = (text.match(emailAddressPattern) ?? []).filter((address) =>
    !cc.includes(address) && !bcc.includes(address)
  );
  const topic = topicOf(text);
  if (to.length === 0 && (topic === null || !('sent' in topic))) return null;
  const explicitSubject = clean(
    /\bsubject(?:\s+line)?\s*[:=]?\s*(?:"([^"]+)"|(.+?)(?=\s+(?:and\s+)?(?:body|saying|message)\b|$))/i.exec(text)
      ?.slice(1).find((part) => part !== undefined),
  );
  const explicitBody = clean(
    /\b(?:body\s*[:=]?|message\s*[:=])\s*(?:"([^"]+)"|(.+))$/i.exec(text)?.slice(1).find((part) => part !== undefined),
  );
  const said = clean(
    /\b(?:saying|that says|(?:and )?tell (?:him|her|them)|telling (?:him|her|them)|tell \S+@\S+)\s+(?:that\s+)?(.+)$/i
      .exec(text)?.[1],
  );
  const topicText = topic === null ? undefined : 'about' in topic ? topic.about : topic.sent;
  const subject = capitalize(
    explicitSubject ?? topicText?.replace(/^the\s+/i, '') ??
      (said === undefined ? 'Hello' : said.split(/\s+/).slice(0, 6).join(' ')),
  );
  const fromTopic = topic === null
    ? 'I wanted to get in touch.'
    : 'about' in topic
    ? `I'm writing about ${topic.about}.`
    : `Sharing the ${topic.sent}, as requested.`;
  const message = explicitBody ?? (said === undefined ? fromTopic : `${capitalize(said)}.`);
  return {
    to,
    subject,
    body: `Hi,\n\n${message}\n\nBest regards`,
    ...(cc.length > 0 ? { cc } : {}),
    ...(bcc.length > 0 ? { bcc } : {}),
  };
}
