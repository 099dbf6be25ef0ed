import { describe, expect, it } from 'vitest';
import { terminalJson, terminalText, terminalValue } from '../../../local/terminal/terminal-text.ts';
import { actingCharacters, hostileText } from './hostile-text.ts';

describe('terminalText', () => {
  describe('when the text carries escape sequences, C1 controls and a bidi override', () => {
    it('shows each acting character as an escape, so the sequences print as text', () => {
      expect(terminalText(hostileText)).toBe('evil\\x1b]0;title\\x07\\x1b[2J\\x9b31m\\u202egnp.exe');
    });
  });

  describe('when the text is one line (a tool name, a subject)', () => {
    it('escapes newline, tab and carriage return too', () => {
      expect(terminalText('a\nb\tc\rd')).toBe('a\\x0ab\\x09c\\x0dd');
    });
  });

  describe('when the text is laid out in lines (a reply, a mail body)', () => {
    it('keeps newlines and tabs, turns CRLF into a newline, and escapes a lone carriage return', () => {
      expect(terminalText('one\r\ntwo\tthree\rfour\u001b[2J', { multiline: true })).toBe(
        'one\ntwo\tthree\\x0dfour\\x1b[2J',
      );
    });
  });

  describe('when the text is plain', () => {
    it('leaves it as it is, accents, emoji and Arabic included', () => {
      const plain = 'Résumé ✓ 📧 مرحبا — "quoted" \\ back';
      expect(terminalText(plain)).toBe(plain);
    });
  });
});

describe('terminalValue', () => {
  it('makes every string of a value inert, keeping its shape and its newlines', () => {
    const value = { name: hostileText, nested: [{ text: `line 1\n${hostileText}` }], count: 3, none: null };

    const inert = terminalValue(value);

    expect(inert).toEqual({
      name: terminalText(hostileText),
      nested: [{ text: `line 1\n${terminalText(hostileText)}` }],
      count: 3,
      none: null,
    });
    expect(JSON.stringify(inert)).not.toMatch(actingCharacters);
  });
});

describe('terminalJson', () => {
  it('escapes what JSON.stringify leaves raw, and the JSON still means the same', () => {
    const json = JSON.stringify({ toolName: hostileText });

    const inert = terminalJson(json);

    expect(inert).not.toMatch(actingCharacters);
    expect(JSON.parse(inert)).toEqual({ toolName: hostileText });
  });
});
