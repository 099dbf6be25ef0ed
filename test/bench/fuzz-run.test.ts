import { describe, expect, it } from 'vitest';
import { generateCase } from '../../bench/fuzz/fuzz-case.ts';
import { runFuzz } from '../../bench/fuzz/fuzz-run.ts';
import { testServerUrl } from '../e2e/support/fresh-server-database.ts';

describe('the fuzz run (bench/fuzz)', () => {
  it('draws the same body for the same seed and index, so a finding can be replayed alone', () => {
    expect(generateCase(13, 4_321)).toEqual(generateCase(13, 4_321));
    expect(generateCase(13, 4_321)).not.toEqual(generateCase(14, 4_321));
  });

  describe('when 300 seeded bodies go through the real handlers', () => {
    it(
      'answers none with a 5xx, leaks no secret or stack frame, and logs exactly one row per tool attempt',
      async () => {
        const report = await runFuzz({ bodies: 300, seed: 13, serverUrl: testServerUrl() });

        expect(report.findings).toEqual([]);
        expect(report.fiveHundreds).toBe(0);
        expect(report.leaks).toBe(0);
        expect(report.refusedFetches).toBe(0);
        expect(report.attempts).toBeGreaterThan(0);
        expect(report.logRows).toBe(report.attempts);
        expect(Object.values(report.status).reduce((sum, count) => sum + count, 0)).toBe(300);
      },
      60_000,
    );
  });
});
