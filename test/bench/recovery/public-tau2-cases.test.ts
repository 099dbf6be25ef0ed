import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { loadCases } from '../../../bench/recovery/load-cases.ts';
import { caseKinds } from '../../../bench/recovery/recovery-case.ts';

const setDirectory = fileURLToPath(new URL('../../../bench/recovery/cases/public-tau2/', import.meta.url));
const caseFiles = readdirSync(setDirectory).filter((name) => name.endsWith('.jsonl')).sort().map((name) =>
  join(setDirectory, name)
);
const scratch = mkdtempSync(join(tmpdir(), 'public-tau2-'));

afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
});

/** Runs the set's check on `files`: its exit status and what it printed. */
function check(files: readonly string[]): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, [join(setDirectory, 'check-cases.mjs'), ...files], { encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('the public τ²-bench recovery set', () => {
  it('has one file per family, each loaded by the benchmark with 24 cases of its kind', () => {
    expect(caseFiles.map((file) => file.slice(setDirectory.length))).toEqual([
      'invalid-arguments.jsonl',
      'malformed-json.jsonl',
      'mixed.jsonl',
      'unknown-tool.jsonl',
    ]);
    const cases = loadCases(caseFiles);
    expect(cases).toHaveLength(96);
    for (const kind of caseKinds) expect(cases.filter((recoveryCase) => recoveryCase.kind === kind)).toHaveLength(24);
  });

  it('passes its check: tools as extracted, intended calls valid, first calls really faulty', () => {
    const { status, output } = check(caseFiles);
    expect(output).toContain('all cases pass');
    expect(status).toBe(0);
  });

  it('is what its seeded generator writes, byte for byte', () => {
    execFileSync(process.execPath, [join(setDirectory, 'generate.mjs'), scratch], { encoding: 'utf8' });
    for (const file of caseFiles) {
      const name = file.slice(setDirectory.length);
      expect(readFileSync(join(scratch, name), 'utf8'), name).toBe(readFileSync(file, 'utf8'));
    }
  });

  describe('when a case is not faulty or not from τ²-bench', () => {
    it('the check names the case and fails', () => {
      const [first] = readFileSync(join(setDirectory, 'invalid-arguments.jsonl'), 'utf8').split('\n');
      const faulty = JSON.parse(first ?? '') as {
        id: string;
        call: { name: string; arguments: string };
        intended: { name: string; arguments: unknown };
        tools: { name: string; description: string }[];
      };
      const notFaulty = {
        ...faulty,
        call: { name: faulty.intended.name, arguments: JSON.stringify(faulty.intended.arguments) },
      };
      const renamedTool = {
        ...faulty,
        id: `${faulty.id}-copy`,
        tools: faulty.tools.map((tool, index) => (index === 0 ? { ...tool, description: 'Edited.' } : tool)),
      };
      const file = join(scratch, 'broken.jsonl');
      writeFileSync(file, `${JSON.stringify(notFaulty)}\n${JSON.stringify(renamedTool)}\n`);
      const { status, output } = check([file]);
      expect(status).toBe(1);
      expect(output).toContain('broken.jsonl:1: call arguments validate: not faulty');
      expect(output).toMatch(/broken\.jsonl:2: tool \S+ is not as extracted from τ²-bench/);
    });
  });
});
