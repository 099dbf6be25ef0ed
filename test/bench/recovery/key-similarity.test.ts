import { describe, expect, it } from 'vitest';
import {
  allowedEdits,
  closestDeclaredKey,
  editDistance,
  keyDistance,
  normalizedKey,
} from '../../../bench/recovery/key-similarity.ts';

describe('normalizedKey', () => {
  it('drops case and the separators _, - and space', () => {
    expect(normalizedKey('priceRange')).toBe('pricerange');
    expect(normalizedKey('price_range')).toBe('pricerange');
    expect(normalizedKey('Price-Range')).toBe('pricerange');
  });
});

describe('editDistance', () => {
  it.each([
    ['', '', 0],
    ['abc', '', 3],
    ['kitten', 'sitting', 3],
    ['query', 'qeury', 1],
    ['numresult', 'numresults', 1],
    ['ca', 'abc', 3],
  ])('between %j and %j is %i (adjacent transpositions cost 1)', (left, right, distance) => {
    expect(editDistance(left, right)).toBe(distance);
    expect(editDistance(right, left)).toBe(distance);
  });
});

describe('keyDistance', () => {
  it('is 0 for keys that differ by case and separators only', () => {
    expect(keyDistance('priceRange', 'price_range')).toBe(0);
    expect(keyDistance('time-zone', 'timeZone')).toBe(0);
  });
});

describe('allowedEdits', () => {
  it('allows 2 edits towards a key of 5 or more characters, 1 towards a shorter one', () => {
    expect(allowedEdits('query')).toBe(2);
    expect(allowedEdits('to_cc')).toBe(1);
    expect(allowedEdits('city')).toBe(1);
  });
});

describe('closestDeclaredKey', () => {
  const declared = ['price_range', 'location', 'num_results', 'to', 'cc'];

  it('renames a key spelled with other case or separators', () => {
    expect(closestDeclaredKey('priceRange', declared)).toBe('price_range');
  });

  it('renames a key within the edit limit', () => {
    expect(closestDeclaredKey('num_result', declared)).toBe('num_results');
    expect(closestDeclaredKey('locaton', declared)).toBe('location');
  });

  it('does not rename a key too far from every declared key', () => {
    expect(closestDeclaredKey('city', declared)).toBeUndefined();
    expect(closestDeclaredKey('place', declared)).toBeUndefined();
  });

  it('holds short keys to 1 edit', () => {
    expect(closestDeclaredKey('too', declared)).toBe('to');
    expect(closestDeclaredKey('bcc', ['to', 'subject'])).toBeUndefined();
  });

  it('does not guess between two equally near keys', () => {
    expect(closestDeclaredKey('tc', declared)).toBeUndefined();
  });
});
