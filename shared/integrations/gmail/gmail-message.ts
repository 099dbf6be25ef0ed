/**
 * Gmail's `messages.get?format=full` answer, validated, and turned into what the model
 * reads: sender, recipients, subject, date, snippet and the plain-text body, cut.
 */
import { z } from 'zod';
import { decodeBase64 } from '../../db/credential-base64.ts';
import { decodeCharset, decodeHeaderText } from './decode-header-text.ts';
import { gmailLimits } from './gmail-limits.ts';
import { decodeHtmlEntities, htmlToPlainText } from './html-to-plain-text.ts';

/** Gmail message ids: URL-safe, so they can go into a path as they are. */
export const gmailIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,200}$/);

const headerSchema = z.object({ name: z.string(), value: z.string() });

/** One MIME part of a Gmail message (`MessagePart`). */
export interface GmailMessagePart {
  readonly mimeType?: string;
  readonly filename?: string;
  readonly headers?: readonly { name: string; value: string }[];
  readonly body?: { readonly data?: string; readonly attachmentId?: string; readonly size?: number };
  readonly parts?: readonly GmailMessagePart[];
}

const partSchema: z.ZodType<GmailMessagePart> = z.object({
  mimeType: z.string().optional(),
  filename: z.string().optional(),
  headers: z.array(headerSchema).optional(),
  body: z.object({ data: z.string().optional(), attachmentId: z.string().optional(), size: z.number().optional() })
    .optional(),
  get parts() {
    return z.array(partSchema).optional();
  },
});

/** A `Message` resource as `messages.get?format=full` returns it. */
export const gmailMessageSchema = z.object({
  id: gmailIdSchema,
  threadId: z.string().optional(),
  labelIds: z.array(z.string()).optional(),
  snippet: z.string().optional(),
  internalDate: z.string().optional(),
  payload: partSchema.optional(),
});

/** A validated Gmail message. */
export type GmailMessage = z.output<typeof gmailMessageSchema>;

/** One message as the model reads it. */
export interface EmailSummary {
  readonly id: string;
  readonly thread_id: string | null;
  readonly from: string;
  readonly to: string;
  readonly subject: string;
  readonly date: string;
  readonly snippet: string;
  readonly body: string;
  readonly body_truncated: boolean;
  readonly labels: readonly string[];
  readonly unread: boolean;
}

/** Control characters other than line breaks and tabs, which a model has no use for. */
// deno-lint-ignore no-control-regex
const controlCharacters = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

function cut(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length)}…` : text;
}

function headerValue(part: GmailMessagePart | undefined, name: string): string {
  const header = part?.headers?.find((item) => item.name.toLowerCase() === name.toLowerCase());
  const decoded = header === undefined ? '' : decodeHeaderText(header.value);
  return cut(decoded.replace(/\s+/g, ' ').replace(controlCharacters, '').trim(), gmailLimits.maxHeaderCharsShown);
}

/** The charset a part's Content-Type names, if any. */
function charsetOf(part: GmailMessagePart): string | undefined {
  const contentType = part.headers?.find((item) => item.name.toLowerCase() === 'content-type')?.value ?? '';
  return /charset="?([^";\s]+)"?/i.exec(contentType)?.[1];
}

/** The first inline (non-attachment) part of `mimeType` with data, depth first, bounded. */
function findPart(part: GmailMessagePart | undefined, mimeType: string, depth = 0): GmailMessagePart | undefined {
  if (part === undefined || depth > 20) return undefined;
  const inline = (part.filename ?? '') === '' && part.body?.attachmentId === undefined;
  if (part.mimeType?.toLowerCase() === mimeType && inline && part.body?.data !== undefined) return part;
  for (const child of part.parts ?? []) {
    const found = findPart(child, mimeType, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

function partText(part: GmailMessagePart | undefined): string | null {
  const bytes = part?.body?.data === undefined ? null : decodeBase64(part.body.data);
  return part === undefined || bytes === null ? null : decodeCharset(bytes, charsetOf(part));
}

/** The body as plain text: the text/plain part, else the text/html part made plain. */
export function plainTextBody(message: GmailMessage): string {
  const plain = partText(findPart(message.payload, 'text/plain'));
  const text = plain ?? htmlToPlainText(partText(findPart(message.payload, 'text/html')) ?? '');
  return text.replace(/\r\n?/g, '\n').replace(controlCharacters, '').replace(/\n{3,}/g, '\n\n').trim();
}

/** The model's view of `message`, its body cut to `maxBodyChars` (0 leaves it out). */
export function summarizeMessage(message: GmailMessage, maxBodyChars: number): EmailSummary {
  const body = maxBodyChars > 0 ? plainTextBody(message) : '';
  // With no share at all the body is left out, which counts as cut.
  const truncated = maxBodyChars <= 0 || body.length > maxBodyChars;
  const labels = message.labelIds ?? [];
  return {
    id: message.id,
    thread_id: message.threadId ?? null,
    from: headerValue(message.payload, 'From'),
    to: headerValue(message.payload, 'To'),
    subject: headerValue(message.payload, 'Subject'),
    date: headerValue(message.payload, 'Date'),
    snippet: cut(decodeHtmlEntities(message.snippet ?? ''), gmailLimits.maxHeaderCharsShown),
    body: body.length > maxBodyChars ? `${body.slice(0, maxBodyChars)}… (truncated)` : body,
    body_truncated: truncated,
    labels,
    unread: labels.includes('UNREAD'),
  };
}
