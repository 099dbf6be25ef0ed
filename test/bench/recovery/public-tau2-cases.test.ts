import { describe, expect, it } from 'vitest';
import { itBehavesAsAPublicCaseSet, withFirstToolEdited, withIntendedCall } from './support/public-case-set.ts';

describe('the public τ²-bench recovery set', () => {
  const set = itBehavesAsAPublicCaseSet({ folder: 'public-tau2', timeout: 30_000 });

  describe('when a case is not faulty or not from τ²-bench', () => {
    it('the check names the case and fails', () => {
      const faulty = set.firstInvalidArgumentsCase();
      const { status, output } = set.check([
        set.writeBrokenFile([withIntendedCall(faulty), withFirstToolEdited(faulty)]),
      ]);
      expect(status).toBe(1);
      expect(output).toContain('broken.jsonl:1: call arguments validate: not faulty');
      expect(output).toMatch(/broken\.jsonl:2: tool \S+ is not as extracted from τ²-bench/);
    });
  });
});
