import { describe, expect, it } from 'vitest';
import { itBehavesAsAPublicCaseSet, withFirstToolEdited, withIntendedCall } from './support/public-case-set.ts';

// Reading BFCL's 1,872 schemas into ajv and zod takes seconds.
const timeout = 60_000;

describe('the public BFCL recovery set', () => {
  const set = itBehavesAsAPublicCaseSet({ folder: 'public-bfcl', timeout });

  describe('when a case is not faulty or not from BFCL', () => {
    it('the check names the case and fails', { timeout }, () => {
      const faulty = set.firstInvalidArgumentsCase();
      const notGold = {
        ...faulty,
        id: `${faulty.id}-not-gold`,
        intended: { ...faulty.intended, arguments: { ...faulty.intended.arguments, invented: 1 } },
      };
      const { status, output } = set.check([
        set.writeBrokenFile([withIntendedCall(faulty), withFirstToolEdited(faulty), notGold]),
      ]);
      expect(status).toBe(1);
      expect(output).toContain('broken.jsonl:1: call arguments validate: not faulty');
      expect(output).toMatch(/broken\.jsonl:2: tool \S+ is not as extracted from BFCL/);
      expect(output).toMatch(/broken\.jsonl:3: intended call is not a gold call of \S+/);
    });
  });
});
