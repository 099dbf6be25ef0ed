/**
 * What the tests of a public recovery set share: its files loaded by the benchmark (one per
 * family, 24 cases of each kind), its check passing on them, its seeded generator writing
 * them byte for byte, and a way to run the check on a broken file.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { loadCases } from '../../../../bench/recovery/load-cases.ts';
import { caseKinds } from '../../../../bench/recovery/recovery-case.ts';

/** A case as the broken-file tests edit it. */
export interface EditableCase {
  readonly id: string;
  readonly call: { readonly name: string; readonly arguments: string };
  readonly intended: { readonly name: string; readonly arguments: Record<string, unknown> };
  readonly tools: readonly { readonly name: string; readonly description: string }[];
}

/** The set's check run on some files: its exit status and what it printed. */
export interface CheckRun {
  readonly status: number | null;
  readonly output: string;
}

/** One public set: its folder under bench/recovery/cases/ and what its check may take. */
export interface PublicCaseSetOptions {
  readonly folder: 'public-bfcl' | 'public-mcp' | 'public-tau2';
  /** Reading a large source's schemas into ajv and zod takes seconds. */
  readonly timeout: number;
}

/** What a set's own tests use after {@link itBehavesAsAPublicCaseSet}. */
export interface PublicCaseSet {
  /** Runs the set's check on `files`. */
  readonly check: (files: readonly string[]) => CheckRun;
  /** The first case of invalid-arguments.jsonl, to break. */
  readonly firstInvalidArgumentsCase: () => EditableCase;
  /** Writes `cases` as a JSON Lines file in a scratch folder; its path. */
  readonly writeBrokenFile: (cases: readonly EditableCase[]) => string;
}

/** `faulty` with its first call made the intended one: nothing wrong in it. */
export function withIntendedCall(faulty: EditableCase): EditableCase {
  return { ...faulty, call: { name: faulty.intended.name, arguments: JSON.stringify(faulty.intended.arguments) } };
}

/** `faulty` (under another id) with its first tool's description edited: not as extracted. */
export function withFirstToolEdited(faulty: EditableCase): EditableCase {
  return {
    ...faulty,
    id: `${faulty.id}-copy`,
    tools: faulty.tools.map((tool, index) => (index === 0 ? { ...tool, description: 'Edited.' } : tool)),
  };
}

/** Registers the tests every public set passes, and returns what its own tests use. */
export function itBehavesAsAPublicCaseSet({ folder, timeout }: PublicCaseSetOptions): PublicCaseSet {
  const setDirectory = fileURLToPath(new URL(`../../../../bench/recovery/cases/${folder}/`, import.meta.url));
  const caseFiles = readdirSync(setDirectory).filter((name) => name.endsWith('.jsonl')).sort().map((name) =>
    join(setDirectory, name)
  );
  const scratch = mkdtempSync(join(tmpdir(), `${folder}-`));
  afterAll(() => {
    rmSync(scratch, { recursive: true, force: true });
  });

  const check = (files: readonly string[]): CheckRun => {
    const result = spawnSync(process.execPath, [join(setDirectory, 'check-cases.mjs'), ...files], { encoding: 'utf8' });
    return { status: result.status, output: `${result.stdout}${result.stderr}` };
  };

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

  it('passes its check: tools as extracted, intended calls valid, first calls really faulty', { timeout }, () => {
    const { status, output } = check(caseFiles);
    expect(output).toContain('all cases pass');
    expect(status).toBe(0);
  });

  it('is what its seeded generator writes, byte for byte', { timeout }, () => {
    execFileSync(process.execPath, [join(setDirectory, 'generate.mjs'), scratch], { encoding: 'utf8' });
    for (const file of caseFiles) {
      const name = file.slice(setDirectory.length);
      expect(readFileSync(join(scratch, name), 'utf8'), name).toBe(readFileSync(file, 'utf8'));
    }
  });

  return {
    check,
    firstInvalidArgumentsCase: () => {
      const [first] = readFileSync(join(setDirectory, 'invalid-arguments.jsonl'), 'utf8').split('\n');
      return JSON.parse(first ?? '') as EditableCase;
    },
    writeBrokenFile: (cases) => {
      const file = join(scratch, 'broken.jsonl');
      writeFileSync(file, cases.map((line) => `${JSON.stringify(line)}\n`).join(''));
      return file;
    },
  };
}
