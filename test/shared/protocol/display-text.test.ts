import { describe, expect, it } from 'vitest';
import { displayTextProblem } from '../../../shared/protocol/display-text.ts';

describe('displayTextProblem', () => {
  it.each([
    ['plain text', 'Research assistant'],
    ['accents and other scripts', 'Équipe • 研究助手 • مساعد البحث'],
    ['an emoji made of several joined by U+200D', 'Family 👨\u200D👩\u200D👧'],
    ['a Persian word spelled with a zero-width non-joiner', 'دستیار می\u200Cخواهم'],
    ['a Devanagari conjunct shaped with a zero-width joiner', 'क्\u200Dष सहायक'],
    ['a subdivision flag made of tag characters', 'Team 🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}'],
  ])('accepts %s', (_case, text) => {
    expect(displayTextProblem(text)).toBeNull();
  });

  it.each([
    ['a right-to-left override', 'Support\u202Egnp.exe', 'U+202E'],
    ['a left-to-right embedding', '\u202ASupport', 'U+202A'],
    ['a right-to-left isolate', 'Support\u2067x', 'U+2067'],
    ['a left-to-right mark', 'Support\u200E', 'U+200E'],
    ['a right-to-left mark', 'Support\u200F', 'U+200F'],
    ['an Arabic letter mark', 'Support\u061C', 'U+061C'],
  ])('refuses %s as a direction control, naming it', (_case, text, codePoint) => {
    const problem = displayTextProblem(text);

    expect(problem).toContain(codePoint);
    expect(problem).toMatch(/direction/);
  });

  it.each([
    ['a zero-width space', 'Sup\u200Bport', 'U+200B'],
    ['a zero-width non-joiner inside a Latin word', 'Sup\u200Cport', 'U+200C'],
    ['a zero-width non-joiner at the end', 'دستیار\u200C', 'U+200C'],
    ['a zero-width joiner between letters', 'Sup\u200Dport', 'U+200D'],
    ['a word joiner', 'Sup\u2060port', 'U+2060'],
    ['a byte order mark inside', 'Sup\uFEFFport', 'U+FEFF'],
    ['a soft hyphen', 'Sup\u00ADport', 'U+00AD'],
  ])('refuses %s as invisible, naming it', (_case, text, codePoint) => {
    const problem = displayTextProblem(text);

    expect(problem).toContain(codePoint);
    expect(problem).toMatch(/invisible/);
  });

  it.each([
    ['a bell', 'Support\u0007', 'U+0007'],
    ['a newline', 'Support\nTeam', 'U+000A'],
    ['an escape', '\u001B[2JSupport', 'U+001B'],
    ['a C1 control', 'Support\u009B', 'U+009B'],
    ['a line separator', 'Support\u2028Team', 'U+2028'],
  ])('refuses %s as a control character, naming it', (_case, text, codePoint) => {
    const problem = displayTextProblem(text);

    expect(problem).toContain(codePoint);
    expect(problem).toMatch(/control/);
  });
});
