import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertUniqueIds, parseCaseLines, type RecoveryCase } from './recovery-case.ts';

/** The cases shipped with the repository (RECOVERY.md beside them). Sub-folders, such as
 * the held-out `fresh/` families, are not default cases: run them with `--cases`. */
export const shippedCasesDirectory = fileURLToPath(new URL('./cases/', import.meta.url));

/** The case files used when none are named: every `.jsonl` file directly in
 * `bench/recovery/cases/` (the tuned-on families and the visible audit cases). */
export function defaultCaseFiles(): string[] {
  return existsSync(shippedCasesDirectory)
    ? readdirSync(shippedCasesDirectory).filter((name) => name.endsWith('.jsonl')).sort().map((name) =>
      join(shippedCasesDirectory, name)
    )
    : [];
}

/** Reads and checks the cases of every file, in order; ids must be unique across files. */
export function loadCases(files: readonly string[]): RecoveryCase[] {
  const cases = files.flatMap((file) => parseCaseLines(readFileSync(file, 'utf8'), file));
  assertUniqueIds(cases);
  return cases;
}

/** The cases of one file, by id: a family reported on its own. */
export interface CaseFamily {
  readonly file: string;
  readonly caseIds: ReadonlySet<string>;
}

/** The families of `files`: each file and the ids of its cases. */
export function caseFamilies(files: readonly string[]): CaseFamily[] {
  return files.map((file) => ({
    file,
    caseIds: new Set(parseCaseLines(readFileSync(file, 'utf8'), file).map((recoveryCase) => recoveryCase.id)),
  }));
}
