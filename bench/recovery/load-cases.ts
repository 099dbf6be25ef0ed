import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertUniqueIds, parseCaseLines, type RecoveryCase } from './recovery-case.ts';

/** The starting set beside RECOVERY.md, in the team folder next to the repository. */
export const sharedCasesFile = fileURLToPath(new URL('../../../shared/bench/recovery-cases.jsonl', import.meta.url));

/** The cases shipped with the repository. */
export const shippedCasesDirectory = fileURLToPath(new URL('./cases/', import.meta.url));

/** The case files used when none are named: the shared starting set (when it is there)
 * and every `.jsonl` file in `bench/recovery/cases/`. */
export function defaultCaseFiles(): string[] {
  const shipped = existsSync(shippedCasesDirectory)
    ? readdirSync(shippedCasesDirectory).filter((name) => name.endsWith('.jsonl')).sort().map((name) => join(shippedCasesDirectory, name))
    : [];
  return [...(existsSync(sharedCasesFile) ? [sharedCasesFile] : []), ...shipped];
}

/** Reads and checks the cases of every file, in order; ids must be unique across files. */
export function loadCases(files: readonly string[]): RecoveryCase[] {
  const cases = files.flatMap((file) => parseCaseLines(readFileSync(file, 'utf8'), file));
  assertUniqueIds(cases);
  return cases;
}
