import { describe, expect, it } from 'vitest';
import { bar, sparkline } from '../../local/analytics/terminal-chart.ts';

describe('sparkline', () => {
  describe('when given rates between 0 and 1', () => {
    it('draws one block per value, lowest to highest, and a space for a day without data', () => {
      expect(sparkline([0, 0.5, 1, null, 0.25])).toBe('▁▅█ ▃');
    });
  });

  describe('when a value falls outside the scale', () => {
    it('clamps it to the ends', () => {
      expect(sparkline([-1, 2])).toBe('▁█');
    });
  });
});

describe('bar', () => {
  describe('when the value is a fraction of the maximum', () => {
    it('fills whole cells and ends with an eighth-block', () => {
      expect(bar(1, 1, 10)).toBe('██████████');
      expect(bar(1, 2, 10)).toBe('█████');
      expect(bar(1, 3, 8)).toBe('██▋');
    });
  });

  describe('when the value is zero or tiny', () => {
    it('draws nothing for zero and a sliver for anything above', () => {
      expect(bar(0, 10, 10)).toBe('');
      expect(bar(1, 10_000, 10)).toBe('▏');
    });
  });
});
