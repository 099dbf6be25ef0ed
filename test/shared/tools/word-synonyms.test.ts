import { describe, expect, it } from 'vitest';
import { concept } from '../../../shared/tools/name-words.ts';
import { synonymGroups } from '../../../shared/tools/word-synonyms.ts';

describe('synonymGroups', () => {
  describe('when read as a table', () => {
    it('holds lowercase single words only', () => {
      for (const group of synonymGroups) for (const word of group.words) expect(word).toMatch(/^[a-z]+$/);
    });

    it('never names one meaning both a verb and a noun', () => {
      const roles = new Map<string, string>();
      for (const group of synonymGroups) {
        const head = group.words[0] as string;
        expect(roles.get(head) ?? group.role).toBe(group.role);
        roles.set(head, group.role);
      }
    });
  });

  describe('when argument keys are compared by main meaning', () => {
    it.each([['message', 'body'], ['text', 'content'], ['recipient', 'to'], ['email', 'mail'], ['lookup', 'query'], [
      'compose',
      'send',
    ]])('keeps `%s` and `%s` one meaning', (left, right) => {
      expect(concept(left)).toBe(concept(right));
    });
  });
});
