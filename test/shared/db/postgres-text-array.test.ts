import { describe, expect, it } from 'vitest';
import { parseTextArray, serializeTextArray } from '../../../shared/db/postgres-text-array.ts';

describe('parseTextArray', () => {
  it('reads an empty array, bare items, quoted items with escapes, and NULL', () => {
    expect(parseTextArray('{}')).toEqual([]);
    expect(parseTextArray('{web_search,send_email}')).toEqual(['web_search', 'send_email']);
    expect(parseTextArray('{"a b","c,d","e\\"f","g\\\\h",NULL,"NULL"}')).toEqual([
      'a b',
      'c,d',
      'e"f',
      'g\\h',
      null,
      'NULL',
    ]);
  });

  it('refuses what is not an array literal', () => {
    expect(() => parseTextArray('web_search')).toThrow(/array literal/);
  });
});

describe('serializeTextArray', () => {
  it('writes what parseTextArray reads back as the same items', () => {
    const items = ['plain', 'with space', 'comma,inside', 'quote"inside', 'back\\slash', '', null];

    expect(parseTextArray(serializeTextArray(items))).toEqual(items);
  });
});
