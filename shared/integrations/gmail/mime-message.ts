/**
 * The RFC 2822 (MIME) message Gmail's `messages.send` takes: headers built by
 * `mime-header.ts`, bodies in base64 so that no line of the body can be read as a
 * header or a MIME boundary.
 */
import { encodeBase64 } from '../../db/credential-base64.ts';
import { gmailLimits } from './gmail-limits.ts';
import { isParleyMessageId } from './message-id.ts';
import { encodeHeaderText, formatAddressList, isValidEmailAddress } from './mime-header.ts';

/** What goes into one outgoing message. */
export interface OutgoingEmail {
  readonly to: readonly string[];
  readonly cc?: readonly string[];
  readonly bcc?: readonly string[];
  readonly subject: string;
  /** Plain text; always sent. */
  readonly body: string;
  /** An HTML alternative; when given the message is `multipart/alternative`. */
  readonly htmlBody?: string;
  /** The `Message-ID` header (see message-id.ts); Gmail makes one when absent. */
  readonly messageId?: string;
}

/** The built message, or the recipient field whose addresses are not valid. */
export type BuiltMimeMessage =
  | { readonly ok: true; readonly message: string }
  | { readonly ok: false; readonly field: 'to' | 'cc' | 'bcc'; readonly invalidAddresses: readonly string[] };

/** Text with every line break as CRLF, as MIME text bodies are canonically written. */
function canonicalLineBreaks(text: string): string {
  return text.replace(/\r\n|\r|\n/g, '\r\n');
}

/** UTF-8 text as base64 in lines of 76 characters. */
export function base64Body(text: string): string {
  const encoded = encodeBase64(new TextEncoder().encode(canonicalLineBreaks(text)));
  const lines: string[] = [];
  for (let start = 0; start < encoded.length; start += gmailLimits.base64LineChars) {
    lines.push(encoded.slice(start, start + gmailLimits.base64LineChars));
  }
  return lines.join('\r\n');
}

function textPart(mimeType: 'text/plain' | 'text/html', text: string): string {
  return [`Content-Type: ${mimeType}; charset=UTF-8`, 'Content-Transfer-Encoding: base64', '', base64Body(text)].join(
    '\r\n',
  );
}

/**
 * Builds the message. Every address is checked again here, whatever checked it before,
 * so this function alone guarantees that no header can be injected. `boundary` must be
 * made of characters base64 never produces (a `-` is enough), so no body can contain it.
 */
export function buildMimeMessage(email: OutgoingEmail, boundary: string): BuiltMimeMessage {
  const fields = [['to', 'To', email.to], ['cc', 'Cc', email.cc ?? []], ['bcc', 'Bcc', email.bcc ?? []]] as const;
  const headers: string[] = [];
  for (const [field, headerName, addresses] of fields) {
    const invalidAddresses = addresses.filter((address) => !isValidEmailAddress(address));
    if (invalidAddresses.length > 0) return { ok: false, field, invalidAddresses };
    if (addresses.length > 0) headers.push(`${headerName}: ${formatAddressList(addresses, headerName)}`);
  }
  if (email.to.length === 0) return { ok: false, field: 'to', invalidAddresses: [] };
  if (!/^[A-Za-z0-9'()+_,./:=?-]{1,70}$/.test(boundary) || !boundary.includes('-')) {
    throw new Error('Unusable MIME boundary.');
  }
  headers.push(`Subject: ${encodeHeaderText(email.subject)}`, 'MIME-Version: 1.0');
  if (email.messageId !== undefined) {
    // Checked like the addresses: no header value is written unless it cannot inject one.
    if (!isParleyMessageId(email.messageId)) throw new Error('Unusable Message-ID.');
    headers.push(`Message-ID: ${email.messageId}`);
  }
  if (email.htmlBody === undefined) {
    return { ok: true, message: [...headers, textPart('text/plain', email.body)].join('\r\n') };
  }
  const parts = [
    `--${boundary}`,
    textPart('text/plain', email.body),
    `--${boundary}`,
    textPart('text/html', email.htmlBody),
    `--${boundary}--`,
    '',
  ];
  return {
    ok: true,
    message: [...headers, `Content-Type: multipart/alternative; boundary="${boundary}"`, '', ...parts].join('\r\n'),
  };
}
