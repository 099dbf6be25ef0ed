import { describe, expect, it } from 'vitest';
import { editDistance, stringSimilarity } from '../../../shared/tools/edit-distance.ts';

describe('editDistance', () => {
  describe('when the distance is within the limit', () => {
    it.each([
      ['kitten', 'sitting', 3],
      ['websearch', 'webserch', 1],
      ['', 'abc', 3],
      ['same', 'same', 0],
    ])('gives %s → %s = %i', (left, right, distance) => {
      expect(editDistance(left, right, 10)).toBe(distance);
    });

    it('counts an adjacent swap as one edit', () => {
      expect(editDistance('websaerch', 'websearch', 5)).toBe(1);
      expect(editDistance('ab', 'ba', 5)).toBe(1);
    });

    it('is symmetric', () => {
      expect(editDistance('readPageContent', 'readPageContnet', 5)).toBe(
        editDistance('readPageContnet', 'readPageContent', 5),
      );
    });
  });

  describe('when the distance exceeds the limit', () => {
    it('returns limit + 1', () => {
      expect(editDistance('kitten', 'sitting', 2)).toBe(3);
      expect(editDistance('a', 'abcdefgh', 3)).toBe(4);
      expect(editDistance('abcdef', 'uvwxyz', 1)).toBe(2);
    });
  });
});

describe('stringSimilarity', () => {
  describe('when comparing names', () => {
    it('is 1 for equal strings, including two empty ones', () => {
      expect(stringSimilarity('web', 'web')).toBe(1);
      expect(stringSimilarity('', '')).toBe(1);
    });

    it('is 1 − distance / longer length for close strings', () => {
      expect(stringSimilarity('websearch', 'webserch')).toBeCloseTo(1 - 1 / 9);
    });

    it('is 0 for strings more than half different', () => {
      expect(stringSimilarity('abcdef', 'uvwxyz')).toBe(0);
    });
  });
});
