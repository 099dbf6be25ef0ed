/**
 * Text shown to people as a name (an agent's name, a conversation's title) must look like what
 * it is. Bidirectional controls reorder how it is drawn ("Support\u202Egnp.exe" shows as
 * "Supportexe.png"), invisible characters make two different names look the same, and control
 * characters break lines or drive terminals. Such text is refused where it is written, with the
 * character named, rather than silently altered.
 */

/** Bidirectional formatting characters: embeddings and overrides, isolates, and the marks. */
const directionControls = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
/** C0 and C1 controls, DEL, and the line and paragraph separators. */
const controlCharacters = /[\p{Cc}\u2028\u2029]/u;
/** Format characters, which draw nothing (zero-width space and joiners, word joiner, byte
 * order mark, soft hyphen, tags, …); the exceptions of emoji are handled below. */
const formatCharacters = /\p{Cf}/u;
const pictograph = /\p{Extended_Pictographic}/u;
const variationSelector16 = '\uFE0F';
const blackFlag = '\u{1F3F4}';

function codePointName(character: string): string {
  return `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}

const letterOrMark = /[\p{L}\p{M}]/u;
const latinLetter = /\p{Script=Latin}/u;

/** Whether `characters[index]` is a zero-width non-joiner or joiner inside a word of a script
 * that spells with them (Persian, Urdu, the Indic scripts: "می‌خواهم"): between two letters
 * (or marks), not both Latin. In a Latin word it only hides a difference ("Sup\u200Cport"). */
function isPartOfWord(characters: readonly string[], index: number): boolean {
  const character = characters[index] ?? '';
  if (character !== '\u200C' && character !== '\u200D') return false;
  const before = characters[index - 1] ?? '';
  const after = characters[index + 1] ?? '';
  if (!letterOrMark.test(before) || !letterOrMark.test(after)) return false;
  return !(latinLetter.test(before) && latinLetter.test(after));
}

/** Whether `characters[index]` (a format character) belongs to an emoji: a zero-width joiner
 * between two pictographs (👨‍👩‍👧), or a tag character of a subdivision flag (🏴 + tags). */
function isPartOfEmoji(characters: readonly string[], index: number): boolean {
  const character = characters[index] ?? '';
  const before = characters[index - 1] === variationSelector16 ? characters[index - 2] : characters[index - 1];
  if (character === '\u200D') {
    return pictograph.test(before ?? '') && pictograph.test(characters[index + 1] ?? '');
  }
  const codePoint = character.codePointAt(0) ?? 0;
  if (codePoint < 0xe0020 || codePoint > 0xe007f) return false;
  let start = index;
  while (start > 0 && (characters[start - 1]?.codePointAt(0) ?? 0) >= 0xe0020) start -= 1;
  return characters[start - 1] === blackFlag;
}

/** Why `text` cannot be shown as a name, naming the first offending character; null when it can. */
export function displayTextProblem(text: string): string | null {
  const characters = Array.from(text);
  for (const [index, character] of characters.entries()) {
    if (directionControls.test(character)) {
      return `must not contain direction control characters (${
        codePointName(character)
      }): they change how the text is drawn, so it can pass for another`;
    }
    if (controlCharacters.test(character)) {
      return `must not contain control characters (${codePointName(character)}), line breaks among them`;
    }
    if (formatCharacters.test(character) && !isPartOfEmoji(characters, index) && !isPartOfWord(characters, index)) {
      return `must not contain invisible characters (${
        codePointName(character)
      }): they make the text look like another`;
    }
  }
  return null;
}
