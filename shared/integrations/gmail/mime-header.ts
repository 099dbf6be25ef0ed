/**
 * Header values for outgoing mail, built so that nothing a model or user writes can add
 * a header: line breaks and other control characters never reach a header line, and
 * addresses must be plain, valid addresses.
 */
import { z } from 'zod';
import { encodeBase64 } from '../../db/credential-base64.ts';
import { gmailLimits } from './gmail-limits.ts';

const emailAddress = z.email();

/** True for a bare address (`ada@example.com`) Gmail can deliver to: no display name,
 * no line breaks, no control characters, at most 254 characters. */
export function isValidEmailAddress(address: string): boolean {
  return address.length <= gmailLimits.maxAddressChars && emailAddress.safeParse(address).success;
}

/** Text made safe for one header line: each run of CR, LF, tabs and other control or
 * line-separating characters (with the spaces around it) becomes one space; the ends
 * are trimmed. */
export function sanitizeHeaderText(text: string): string {
  // deno-lint-ignore no-control-regex
  return text.replace(/\s*[\u0000-\u001f\u007f-\u009f\u2028\u2029][\s\u0000-\u001f\u007f-\u009f]*/g, ' ').trim();
}

/** Printable ASCII that no mail reader would take for an encoded word. */
function isPlainHeaderText(text: string): boolean {
  return /^[\x20-\x7e]*$/.test(text) && !text.includes('=?');
}

/** Splits text into pieces of at most `maxBytes` UTF-8 bytes, never inside a character. */
function utf8Chunks(text: string, maxBytes: number): Uint8Array[] {
  const encoder = new TextEncoder();
  const chunks: Uint8Array[] = [];
  let current = '';
  let currentBytes = 0;
  for (const character of text) {
    const size = encoder.encode(character).length;
    if (currentBytes + size > maxBytes && current.length > 0) {
      chunks.push(encoder.encode(current));
      current = '';
      currentBytes = 0;
    }
    current += character;
    currentBytes += size;
  }
  if (current.length > 0 || chunks.length === 0) chunks.push(encoder.encode(current));
  return chunks;
}

/**
 * A header value for free text such as a subject: sanitized, then sent as is when it
 * is plain ASCII, else as RFC 2047 encoded words (`=?UTF-8?B?…?=`), folded one word a
 * line so that no line passes 78 characters.
 */
export function encodeHeaderText(text: string): string {
  const clean = sanitizeHeaderText(text);
  if (isPlainHeaderText(clean)) return clean;
  return utf8Chunks(clean, gmailLimits.encodedWordBytes)
    .map((bytes) => `=?UTF-8?B?${encodeBase64(bytes)}?=`)
    .join('\r\n ');
}

/** An address list header value, folded after a comma before a line passes 76 characters. */
export function formatAddressList(addresses: readonly string[], headerName: string): string {
  let text = '';
  let lineLength = headerName.length + 2;
  addresses.forEach((address, index) => {
    const separator = index === 0 ? '' : lineLength + address.length + 2 > 76 ? ',\r\n ' : ', ';
    text += separator + address;
    lineLength = separator.includes('\n') ? 1 + address.length : lineLength + separator.length + address.length;
  });
  return text;
}
