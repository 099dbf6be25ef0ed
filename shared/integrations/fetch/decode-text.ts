/** How many leading bytes are searched for a `<meta charset>` declaration. */
const metaSniffBytes = 2048;

function charsetFromContentType(contentType: string): string | null {
  const match = /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(contentType);
  return match?.[1] ?? null;
}

function charsetFromMeta(bytes: Uint8Array): string | null {
  // Latin-1 maps every byte to one character, so ASCII markup reads right whatever the encoding.
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, metaSniffBytes));
  const match = /<meta[^>]+charset\s*=\s*["']?\s*([A-Za-z0-9_.:-]+)/i.exec(head);
  return match?.[1] ?? null;
}

function decoderFor(label: string | null): TextDecoder | null {
  if (label === null) return null;
  try {
    return new TextDecoder(label);
  } catch {
    return null; // an unknown label: fall back to UTF-8
  }
}

/**
 * Decodes a page's bytes: a byte-order mark first, then the charset of the Content-Type
 * header, then a `<meta charset>` near the top, else UTF-8. Bad bytes become U+FFFD.
 */
export function decodeText(bytes: Uint8Array, contentType: string): string {
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  const decoder = decoderFor(charsetFromContentType(contentType)) ?? decoderFor(charsetFromMeta(bytes)) ??
    new TextDecoder('utf-8');
  return decoder.decode(bytes);
}
