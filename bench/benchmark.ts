import { existsSync, realpathSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** One benchmark `bench/index.ts` can run: a name for `--only`, and a run that measures. */
export interface Benchmark {
  readonly name: string;
  run(): Promise<BenchmarkReport>;
}

/** A value of a benchmark summary: anything `JSON.stringify` prints as it is. */
export type SummaryValue = number | string | boolean | null | readonly SummaryValue[] | {
  readonly [key: string]: SummaryValue;
};

/** What a run measured: a JSON-serialisable summary for `--json` (numbers, or objects of
 * them such as one entry per system), and a table for people. */
export interface BenchmarkReport {
  readonly summary: Readonly<Record<string, SummaryValue>>;
  readonly table: string;
}

/** True when `moduleUrl` (a module's `import.meta.url`) is the script node was started
 * with, so a benchmark file runs its command line only when run directly. */
export function isEntryPoint(moduleUrl: string): boolean {
  const script = process.argv[1];
  if (script === undefined) return false;
  const withoutExtension = (path: string): string => path.replace(/\.[cm]?[jt]s$/, '');
  const canonical = (path: string): string => (existsSync(path) ? realpathSync(path) : path);
  return withoutExtension(canonical(fileURLToPath(moduleUrl))) === withoutExtension(canonical(resolve(script)));
}

/** Formats rows of cells as a plain aligned text table with a header rule. */
export function textTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: readonly string[]): string =>
    cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0)))
      .join('  ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}
