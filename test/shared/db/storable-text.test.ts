import { describe, expect, it } from 'vitest';
import { replacementCharacter, storableJsonText, storableText } from '../../../shared/db/storable-text.ts';

describe('storableText', () => {
  it('replaces NUL and lone surrogates with U+FFFD', () => {
    expect(storableText('a\u0000b')).toBe(`a${replacementCharacter}b`);
    expect(storableText('x\ud800y')).toBe(`x${replacementCharacter}y`);
    expect(storableText('\udc00end')).toBe(`${replacementCharacter}end`);
    expect(storableText('tail\ud83d')).toBe(`tail${replacementCharacter}`);
  });

  it('keeps surrogate pairs, other control characters and a typed backslash-u as they are', () => {
    const text = 'emoji 😀, tab\t, typed \\u0000';
    expect(storableText(text)).toBe(text);
  });

  it('changes nothing when applied twice', () => {
    const once = storableText('\u0000\ud800');
    expect(storableText(once)).toBe(once);
  });
});

describe('storableJsonText', () => {
  it('makes strings and keys storable at every depth', () => {
    const text = storableJsonText({ 'k\u0000': ['v\ud800', { inner: 'n\u0000' }], count: 2 });

    expect(JSON.parse(text)).toEqual({
      [`k${replacementCharacter}`]: [`v${replacementCharacter}`, { inner: `n${replacementCharacter}` }],
      count: 2,
    });
    expect(text).not.toMatch(/\\u0000|\\ud800/);
  });

  it('answers null for what JSON cannot hold, like JSON.stringify', () => {
    expect(storableJsonText(undefined)).toBe('null');
  });
});
