/**
 * Reading RFC 2047 encoded words (`=?UTF-8?B?…?=`, `=?ISO-8859-1?Q?…?=`) in header
 * values, for mail Gmail hands back undecoded.
 */
import { decodeBase64 } from '../../db/credential-base64.ts';

const encodedWord = /=\?([^?\s]+)\?([BbQq])\?([^?\s]*)\?=/g;

/** Text of `bytes` in `charset`; UTF-8 when the charset is unknown to this runtime. */
export function decodeCharset(bytes: Uint8Array, charset: string | undefined): string {
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

function quotedPrintableBytes(text: string): Uint8Array {
  const bytes: number[] = [];
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index] as string;
    const hex = text.slice(index + 1, index + 3);
    if (character === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(character === '_' ? 0x20 : character.charCodeAt(0) & 0xff);
    }
  }
  return Uint8Array.from(bytes);
}

/** Decodes every encoded word; whitespace between two adjacent encoded words is dropped,
 * as RFC 2047 says. Words that do not decode are left as they are. */
export function decodeHeaderText(value: string): string {
  const joined = value.replace(/(\?=)\s+(?==\?)/g, '$1');
  return joined.replace(encodedWord, (word, charset: string, encoding: string, text: string) => {
    const bytes = encoding.toUpperCase() === 'B' ? decodeBase64(text) : quotedPrintableBytes(text);
    return bytes === null ? word : decodeCharset(bytes, charset.split('*')[0]);
  });
}
