/**
 * A sandbox message as Gmail's `Message` resource, in the `format` asked for
 * (`users.messages.get`): `minimal` (ids, labels, snippet), `metadata` (and the headers,
 * all or those of `metadataHeaders`), `full` (and the parsed payload, bodies base64url)
 * or `raw` (the whole message, base64url).
 */
import { encodeBase64 } from '../../../shared/db/credential-base64.ts';
import type { MimePart } from './parse-mime-message.ts';
import { openingOf, type SandboxMessage } from './sandbox-message.ts';

/** `users.messages.get`'s formats. */
export type MessageFormat = 'minimal' | 'metadata' | 'full' | 'raw';

/** base64url without padding, as Gmail writes bodies and `raw`. */
export function base64Url(bytes: Uint8Array): string {
  return encodeBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Gmail's snippet: the start of the text, HTML-escaped as Gmail sends it. */
function snippetOf(message: SandboxMessage): string {
  return openingOf(message, 200).replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** A `MessagePart`, its children numbered as Gmail numbers them (`0`, `0.1`, …). */
function payloadOf(part: MimePart, partId: string): Record<string, unknown> {
  const common = { partId, mimeType: part.mimeType, filename: part.filename, headers: part.headers };
  if (part.body !== null) return { ...common, body: { size: part.body.length, data: base64Url(part.body) } };
  return {
    ...common,
    body: { size: 0 },
    parts: part.parts.map((child, index) => payloadOf(child, partId === '' ? String(index) : `${partId}.${index}`)),
  };
}

/** The resource for `message` in `format`; `metadataHeaders` filters `metadata`'s headers. */
export function messageResource(
  message: SandboxMessage,
  format: MessageFormat,
  metadataHeaders: readonly string[] = [],
): Record<string, unknown> {
  const resource = {
    id: message.id,
    threadId: message.threadId,
    labelIds: message.labelIds,
    snippet: snippetOf(message),
    sizeEstimate: message.raw.length,
    historyId: String(Math.floor(message.internalDate / 1000)),
    internalDate: String(message.internalDate),
  };
  if (format === 'minimal') return resource;
  if (format === 'raw') return { ...resource, raw: base64Url(message.raw) };
  if (format === 'full') return { ...resource, payload: payloadOf(message.root, '') };
  const wanted = metadataHeaders.map((name) => name.toLowerCase());
  const headers = wanted.length === 0
    ? message.root.headers
    : message.root.headers.filter((header) => wanted.includes(header.name.toLowerCase()));
  return { ...resource, payload: { partId: '', mimeType: message.root.mimeType, filename: '', headers } };
}
