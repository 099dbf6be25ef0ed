/**
 * Text from outside is marked as data ("spotlighting", Hines et al. 2024): the output of a
 * tool that reads mail, web pages, search results or an MCP server reaches the model as a
 * delimited block with every line marked, and the system prompt says once what such a block
 * is (feedback-data.ts has the wording).
 *
 * The marks are chosen for what an injected "end of data" line followed by an instruction
 * needs, and denies it:
 * - The block's first and last lines carry a marker drawn at random for this call, after
 *   the text is in hand, and drawn again if the text contains it: the text cannot end the
 *   block with a matching line, not even by chance.
 * - Every line of the text starts with `^` (every kind of line break counts), so no line of
 *   it — a fake end line, a "System:" line — stands unmarked.
 * Marking lines rather than words (the paper's datamarking puts a mark between every word)
 * costs one token a line instead of about one a word, and leaves the text as written, so
 * addresses and URLs the model copies out stay whole. JSON output is a single line (its line
 * breaks are escaped inside strings), so a mail or search result costs its two marker lines
 * and one `^`: about 17 tokens (o200k). An instruction inside a marked line is still read;
 * the marks lower the chance a model obeys it, they do not make it impossible.
 */
import { formatDataBlock, untrustedDataNotice } from './feedback-data.ts';
import { formatResult } from './feedback.ts';
import type { ToolDefinition } from './tool-definition.ts';
import type { ToolRegistry } from './tool-registry.ts';

/** Cryptographically random bytes (`crypto.getRandomValues` in production). */
export type RandomBytes = (length: number) => Uint8Array;

/** {@link RandomBytes} from WebCrypto: what production marks untrusted output with. */
export const cryptoRandomBytes: RandomBytes = (length) => crypto.getRandomValues(new Uint8Array(length));

/** RFC 4648 base32 in lower case: 32 symbols, so a byte's low five bits pick one without bias. */
const markerAlphabet = 'abcdefghijklmnopqrstuvwxyz234567';

/** 8 symbols of 5 bits: 40 bits, one chance in about 10^12 to guess, for about 8 tokens
 * over both marker lines. */
const markerLength = 8;

/** A result of 20,000 characters holds a given 40-bit marker about once in 50 million calls:
 * a second draw is rare, eight in a row mean the random source repeats itself. */
const maxMarkerDraws = 8;

/** Every line break a model's tokenizer may read as one. */
const lineBreaks = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/;

function drawMarker(randomBytes: RandomBytes): string {
  return Array.from(randomBytes(markerLength), (byte) => markerAlphabet.charAt(byte & 31)).join('');
}

/** `text` as a data block whose marker it does not contain, in any case. Throws only when
 * `randomBytes` keeps drawing markers the text contains (a broken random source). */
export function markAsData(text: string, randomBytes: RandomBytes): string {
  const folded = text.toLowerCase();
  for (let draw = 0; draw < maxMarkerDraws; draw += 1) {
    const marker = drawMarker(randomBytes);
    if (!folded.includes(marker)) return formatDataBlock(text.split(lineBreaks), marker);
  }
  throw new Error('The random source kept drawing data markers that the text contains.');
}

/** What the model reads for a successful call's output: the output as text, marked as data
 * when the tool's output comes from outside. */
export function resultModelText(
  tool: Pick<ToolDefinition, 'untrustedOutput'>,
  output: unknown,
  randomBytes: RandomBytes,
): string {
  const text = formatResult(output);
  return tool.untrustedOutput === true ? markAsData(text, randomBytes) : text;
}

/** The system prompt's note on data blocks, for a turn with these tools: only when one of
 * them returns text from outside, so a turn without such tools pays nothing. */
export function dataNoticeFor(registry: ToolRegistry): string | undefined {
  return registry.names.some((name) => registry.get(name)?.untrustedOutput === true) ? untrustedDataNotice : undefined;
}
