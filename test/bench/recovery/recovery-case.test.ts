import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { benchToolsOf, validatedIntendedCall } from '../../../bench/recovery/case-tools.ts';
import { defaultCaseFiles, loadCases, shippedCasesDirectory } from '../../../bench/recovery/load-cases.ts';
import {
  assertUniqueIds,
  caseKinds,
  parseCaseLines,
  type RecoveryCase,
} from '../../../bench/recovery/recovery-case.ts';

const tool = {
  name: 'web_search',
  description: 'Search the web.',
  parameters: { type: 'object', properties: { query: { type: 'string' } }, required: ['query'] },
};
const valid = {
  id: 'one',
  kind: 'malformed_json',
  tools: [tool],
  call: { name: 'web_search', arguments: '{"query": "x",}' },
  meant: { query: 'x' },
  intended: { name: 'web_search', arguments: { query: 'x' } },
};

function line(value: unknown): string {
  return JSON.stringify(value);
}

describe('parseCaseLines', () => {
  describe('when every line is a case', () => {
    it('returns them in order and skips blank lines', () => {
      const cases = parseCaseLines(`${line(valid)}\n\n${line({ ...valid, id: 'two' })}\n`, 'cases.jsonl');

      expect(cases.map((recoveryCase) => recoveryCase.id)).toEqual(['one', 'two']);
    });
  });

  describe('when a tool is marked as acting', () => {
    it('keeps the mark, and a tool without one reads as not acting', () => {
      const [marked] = parseCaseLines(line({ ...valid, tools: [{ ...tool, sideEffect: true }] }), 'cases.jsonl');
      const [unmarked] = parseCaseLines(line(valid), 'cases.jsonl');

      expect(benchToolsOf(marked?.tools ?? []).map((benchTool) => benchTool.sideEffect)).toEqual([true]);
      expect(benchToolsOf(unmarked?.tools ?? []).map((benchTool) => benchTool.sideEffect)).toEqual([false]);
    });

    it('names the mark when it is not a boolean', () => {
      expect(() => parseCaseLines(line({ ...valid, tools: [{ ...tool, sideEffect: 'yes' }] }), 'cases.jsonl'))
        .toThrow(/not a recovery case:[\s\S]*sideEffect/);
    });
  });

  describe('when a line is broken', () => {
    it('names the file and line of a line that is not JSON', () => {
      expect(() => parseCaseLines(`${line(valid)}\n{"id": `, 'cases.jsonl')).toThrow(/^cases\.jsonl:2: not JSON/);
    });

    it('names the field that does not fit the case format', () => {
      expect(() => parseCaseLines(line({ ...valid, kind: 'other' }), 'cases.jsonl')).toThrow(
        /cases\.jsonl:1: not a recovery case:[\s\S]*kind/,
      );
    });

    it('requires `meant` when the arguments are not JSON', () => {
      const { meant: _meant, ...withoutMeant } = valid;

      expect(() => parseCaseLines(line(withoutMeant), 'cases.jsonl')).toThrow(/no "meant"/);
    });

    it('requires the intended tool to be one of the tools', () => {
      expect(() => parseCaseLines(line({ ...valid, intended: { name: 'news_search', arguments: {} } }), 'cases.jsonl'))
        .toThrow(/not one of its tools/);
    });
  });
});

describe('assertUniqueIds', () => {
  it('fails on a repeated id', () => {
    const cases = parseCaseLines(`${line(valid)}\n${line(valid)}`, 'cases.jsonl');

    expect(() => assertUniqueIds(cases)).toThrow(/Two cases have the id one/);
  });
});

describe('the shipped cases', () => {
  const files = defaultCaseFiles();
  const cases: RecoveryCase[] = loadCases(files);

  it('are every file directly in bench/recovery/cases/, the visible audit cases included and held-out sub-folders not', () => {
    const names = files.map((file) => relative(shippedCasesDirectory, file));

    expect(names).toEqual(
      expect.arrayContaining([
        'invalid-arguments.jsonl',
        'malformed-json.jsonl',
        'mixed.jsonl',
        'named-in-issue-27.jsonl',
        'unknown-names.jsonl',
        'visible-audit.jsonl',
      ]),
    );
    expect(names.filter((name) => name.includes('/') || name.startsWith('..'))).toEqual([]);
  });

  it('come from bench/recovery/cases/ and number at least 40', () => {
    expect(files.some((file) => file.startsWith(shippedCasesDirectory))).toBe(true);
    expect(cases.length).toBeGreaterThanOrEqual(40);
  });

  it('cover every kind', () => {
    expect(new Set(cases.map((recoveryCase) => recoveryCase.kind))).toEqual(new Set(caseKinds));
  });

  it('each have an intended call that validates against its own tool', () => {
    for (const recoveryCase of cases) {
      expect(() => validatedIntendedCall(recoveryCase, benchToolsOf(recoveryCase.tools)), recoveryCase.id).not
        .toThrow();
    }
  });
});
