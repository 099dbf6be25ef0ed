/**
 * Reads an RFC 2822 / MIME message (what Gmail's `messages.send` takes in `raw`) into
 * its headers and parts, with each leaf's body decoded (base64, quoted-printable or as
 * is): enough for the sandbox to show a sent message back the way Gmail's
 * `messages.get` would. Bounded: nesting and part counts are capped.
 */
import { decodeBase64 } from '../../../shared/db/credential-base64.ts';

/** One header line, unfolded. */
export interface MimeHeader {
  readonly name: string;
  readonly value: string;
}

/** A message or one of its parts. */
export interface MimePart {
  readonly headers: readonly MimeHeader[];
  /** Lower case, `text/plain` when the part does not say. */
  readonly mimeType: string;
  readonly charset: string | undefined;
  readonly filename: string;
  /** The decoded body of a leaf part; null for a multipart one. */
  readonly body: Uint8Array | null;
  readonly parts: readonly MimePart[];
}

const maxDepth = 8;
const maxParts = 100;

/** Bytes as a string of one character per byte, so offsets in the text are offsets in the bytes. */
function binaryString(bytes: Uint8Array): string {
  let text = '';
  for (let start = 0; start < bytes.length; start += 8192) {
    text += String.fromCharCode(...bytes.subarray(start, start + 8192));
  }
  return text;
}

function bytesOf(binary: string): Uint8Array {
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index) & 0xff;
  return bytes;
}

/** Header values are ASCII, or UTF-8 (RFC 6532). */
function headerText(binary: string): string {
  return new TextDecoder().decode(bytesOf(binary));
}

/** The value of `name` among `headers`, case-insensitively; '' when absent. */
export function headerValue(headers: readonly MimeHeader[], name: string): string {
  return headers.find((header) => header.name.toLowerCase() === name.toLowerCase())?.value ?? '';
}

/** A structured header's value (`type/subtype; name=value; …`) and its parameters. */
function structured(value: string): { value: string; parameters: Map<string, string> } {
  const [first = '', ...rest] = value.split(';');
  const parameters = new Map<string, string>();
  for (const parameter of rest) {
    const match = /^\s*([^=\s]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^\s;]*))/.exec(parameter);
    if (match?.[1] !== undefined) {
      parameters.set(match[1].toLowerCase(), (match[2] ?? match[3] ?? '').replace(/\\(.)/g, '$1'));
    }
  }
  return { value: first.trim().toLowerCase(), parameters };
}

function quotedPrintable(binary: string): Uint8Array {
  return bytesOf(
    binary.replace(/=\r?\n/g, '').replace(
      /=([0-9A-Fa-f]{2})/g,
      (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)),
    ),
  );
}

function decodeBody(binary: string, encoding: string): Uint8Array {
  if (encoding === 'base64') return decodeBase64(binary.replace(/[^A-Za-z0-9+/=_-]/g, '')) ?? bytesOf(binary);
  if (encoding === 'quoted-printable') return quotedPrintable(binary);
  return bytesOf(binary);
}

function parseHeaders(block: string): MimeHeader[] {
  return block.replace(/\r?\n(?=[ \t])/g, '').split(/\r?\n/).flatMap((line) => {
    const colon = line.indexOf(':');
    return colon <= 0 ? [] : [{ name: line.slice(0, colon).trim(), value: headerText(line.slice(colon + 1).trim()) }];
  });
}

/** The bodies between `--boundary` lines, before the closing `--boundary--`. */
function splitMultipart(body: string, boundary: string): string[] {
  const escaped = boundary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const segments = `\r\n${body}`.split(new RegExp(`\\r?\\n--${escaped}`));
  const parts: string[] = [];
  for (const segment of segments.slice(1)) {
    if (segment.startsWith('--') || parts.length >= maxParts) break;
    const lineEnd = segment.indexOf('\n');
    parts.push(lineEnd === -1 ? '' : segment.slice(lineEnd + 1));
  }
  return parts;
}

function parsePart(binary: string, depth: number): MimePart {
  const split = /\r?\n\r?\n/.exec(binary);
  const headers = parseHeaders(split === null ? binary : binary.slice(0, split.index));
  const body = split === null ? '' : binary.slice(split.index + split[0].length);
  const contentType = structured(headerValue(headers, 'Content-Type') || 'text/plain');
  const disposition = structured(headerValue(headers, 'Content-Disposition'));
  const filename = disposition.parameters.get('filename') ?? contentType.parameters.get('name') ?? '';
  const mimeType = contentType.value.includes('/') ? contentType.value : 'text/plain';
  const boundary = contentType.parameters.get('boundary');
  const common = { headers, mimeType, charset: contentType.parameters.get('charset'), filename };
  if (mimeType.startsWith('multipart/') && boundary !== undefined && depth < maxDepth) {
    return { ...common, body: null, parts: splitMultipart(body, boundary).map((part) => parsePart(part, depth + 1)) };
  }
  return {
    ...common,
    body: decodeBody(body, headerValue(headers, 'Content-Transfer-Encoding').trim().toLowerCase()),
    parts: [],
  };
}

/** Parses a whole message. */
export function parseMimeMessage(bytes: Uint8Array): MimePart {
  return parsePart(binaryString(bytes), 0);
}

/** The addresses of an address-list header (`Ana <ana@example.com>, bob@example.org`). */
export function addressesOf(value: string): string[] {
  const items = value.match(/(?:"(?:[^"\\]|\\.)*"|<[^>]*>|[^,"<])+/g) ?? [];
  return items.map((item) => (/<([^>]*)>/.exec(item)?.[1] ?? item).trim()).filter((address) => address.includes('@'));
}
