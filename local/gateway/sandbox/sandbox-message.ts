/**
 * One message of the sandbox mailbox: its Gmail ids and labels, the raw RFC 2822 bytes it
 * was sent or seeded as, and what searching and listing it needs, read once.
 */
import { decodeCharset, decodeHeaderText } from '../../../shared/integrations/gmail/decode-header-text.ts';
import { htmlToPlainText } from '../../../shared/integrations/gmail/html-to-plain-text.ts';
import { addressesOf, headerValue, type MimePart, parseMimeMessage } from './parse-mime-message.ts';

/** A message as the sandbox keeps it. */
export interface SandboxMessage {
  readonly id: string;
  readonly threadId: string;
  readonly labelIds: readonly string[];
  /** Epoch milliseconds: the order of the mailbox, newest first. */
  readonly internalDate: number;
  readonly raw: Uint8Array;
  readonly root: MimePart;
  readonly from: string;
  readonly to: readonly string[];
  readonly cc: readonly string[];
  readonly bcc: readonly string[];
  readonly subject: string;
  /** `<…@…>`, as in the `Message-ID` header. */
  readonly messageId: string;
  /** The plain text of the body (the text/plain part, else the HTML part's text). */
  readonly text: string;
}

function findLeaf(part: MimePart, mimeType: string): MimePart | undefined {
  if (part.body !== null) return part.mimeType === mimeType && part.filename === '' ? part : undefined;
  for (const child of part.parts) {
    const found = findLeaf(child, mimeType);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The body's text, as a reader would see it. */
function bodyText(root: MimePart): string {
  const plain = findLeaf(root, 'text/plain');
  if (plain?.body) return decodeCharset(plain.body, plain.charset).replace(/\r\n?/g, '\n');
  const html = findLeaf(root, 'text/html');
  return html?.body ? htmlToPlainText(decodeCharset(html.body, html.charset)) : '';
}

/** Reads `raw` into a {@link SandboxMessage}. */
export function sandboxMessage(
  input: { id: string; threadId: string; labelIds: readonly string[]; internalDate: number; raw: Uint8Array },
): SandboxMessage {
  const root = parseMimeMessage(input.raw);
  const header = (name: string): string => headerValue(root.headers, name);
  return {
    ...input,
    root,
    from: decodeHeaderText(header('From')),
    to: addressesOf(header('To')),
    cc: addressesOf(header('Cc')),
    bcc: addressesOf(header('Bcc')),
    subject: decodeHeaderText(header('Subject')).replace(/\s+/g, ' ').trim(),
    messageId: header('Message-ID').trim(),
    text: bodyText(root),
  };
}

/** The opening of the body on one line, cut to `length` characters. */
export function openingOf(message: SandboxMessage, length = 100): string {
  const line = message.text.replace(/\s+/g, ' ').trim();
  return line.length > length ? `${line.slice(0, length - 1)}…` : line;
}
