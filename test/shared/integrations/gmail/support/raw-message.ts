/** A MIME entity read back from a sent `raw` message (independently of the code under test). */
export interface ParsedEntity {
  /** Header lines, unfolded, in order. */
  readonly headers: readonly { name: string; value: string }[];
  /** The physical lines of the header block, folded as sent. */
  readonly headerLines: readonly string[];
  /** The body as sent (still transfer-encoded). */
  readonly rawBody: string;
  /** The body decoded from base64 as UTF-8 (when the entity says base64). */
  readonly text: string;
  /** The parts of a multipart entity. */
  readonly parts: readonly ParsedEntity[];
  header(name: string): string | undefined;
  headerCount(name: string): number;
}

/** Reads one entity: headers up to the first empty line, then the body. */
export function parseEntity(source: string): ParsedEntity {
  const split = source.indexOf('\r\n\r\n');
  const headerBlock = split < 0 ? source : source.slice(0, split);
  const rawBody = split < 0 ? '' : source.slice(split + 4);
  const headerLines = headerBlock.split('\r\n');
  const headers = headerBlock
    .replace(/\r\n[ \t]/g, ' ')
    .split('\r\n')
    .filter((line) => line.length > 0)
    .map((line) => ({ name: line.slice(0, line.indexOf(':')), value: line.slice(line.indexOf(':') + 1).trim() }));
  const header = (name: string): string | undefined =>
    headers.find((item) => item.name.toLowerCase() === name.toLowerCase())?.value;
  const encoding = header('Content-Transfer-Encoding')?.toLowerCase();
  const text = encoding === 'base64' ? Buffer.from(rawBody.replace(/\r\n/g, ''), 'base64').toString('utf8') : rawBody;
  const boundary = /boundary="([^"]+)"/.exec(header('Content-Type') ?? '')?.[1];
  const parts = boundary === undefined
    ? []
    : rawBody.split(`--${boundary}`).slice(1, -1).map((part) =>
      parseEntity(part.replace(/^\r\n/, '').replace(/\r\n$/, ''))
    );
  return {
    headers,
    headerLines,
    rawBody,
    text,
    parts,
    header,
    headerCount: (name) => headers.filter((item) => item.name.toLowerCase() === name.toLowerCase()).length,
  };
}

/** Decodes the base64url `raw` field Gmail receives into the RFC 2822 text. */
export function decodeRaw(raw: string): string {
  return Buffer.from(raw, 'base64url').toString('utf8');
}

/** Parses the `raw` field of a `messages.send` request. */
export function parseRaw(raw: string): ParsedEntity {
  return parseEntity(decodeRaw(raw));
}

/** Decodes RFC 2047 B-encoded UTF-8 words (adjacent words join without their whitespace). */
export function decodeEncodedWords(value: string): string {
  return value.replace(/\?=\s+=\?/g, '?==?').replace(
    /=\?UTF-8\?B\?([A-Za-z0-9+/=]*)\?=/gi,
    (_, data: string) => Buffer.from(data, 'base64').toString('utf8'),
  );
}
