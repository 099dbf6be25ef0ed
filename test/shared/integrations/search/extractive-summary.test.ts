import { describe, expect, it } from 'vitest';
import {
  extractiveSummary,
  maxExtractiveSummaryChars,
} from '../../../../shared/integrations/search/extractive-summary.ts';

const article = [
  'Tides are the regular rise and fall of the sea caused by the gravity of the moon and the sun.',
  'The moon matters most because it is so close to the earth, and its pull raises a bulge of water on the near side.',
  'A second bulge forms on the far side, so most coasts see two high tides and two low tides every day.',
  'Harbour fees in the old port were raised last year, which annoyed many local fishermen and their families.',
  'When the sun and the moon line up, their pulls add together and the tides are larger than usual: these are spring tides.',
  'Tide tables predict the times of high and low water for each port, weeks or months ahead.',
].join(' ');

describe('extractiveSummary', () => {
  describe('when the text has more sentences than fit', () => {
    it('keeps the most representative ones, in their original order, within the limit', () => {
      const summary = extractiveSummary(article, { maxChars: 260 });

      expect(summary.length).toBeLessThanOrEqual(260);
      expect(summary).toMatch(/moon/);
      expect(summary).not.toContain('Harbour fees');
      const positions = ['Tides are', 'The moon matters', 'When the sun'].map((start) => summary.indexOf(start)).filter(
        (index) => index >= 0,
      );
      expect(positions).toEqual([...positions].sort((first, second) => first - second));
    });

    it('stays within the default limit', () => {
      expect(extractiveSummary(article.repeat(20)).length).toBeLessThanOrEqual(maxExtractiveSummaryChars);
    });
  });

  describe('when a focus is given', () => {
    it('prefers the sentences about it', () => {
      const summary = extractiveSummary(article, { focus: 'harbour fees for fishermen', maxChars: 120 });

      expect(summary).toBe(
        'Harbour fees in the old port were raised last year, which annoyed many local fishermen and their families.',
      );
    });
  });

  describe('when the text has no sentences to pick', () => {
    it('cuts it at a word boundary', () => {
      const summary = extractiveSummary(`${'word '.repeat(400)}`, { maxChars: 50 });

      expect(summary).toMatch(/^(word ){8,}word…$/);
      expect(summary.length).toBeLessThanOrEqual(50);
    });

    it('returns short text as it is', () => {
      expect(extractiveSummary('Just a title')).toBe('Just a title');
    });
  });
});
