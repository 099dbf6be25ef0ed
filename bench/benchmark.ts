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

/** A benchmark file runs its command line only when run directly. */
export { isEntryPoint } from '../local/entry-point.ts';

/** Formats rows of cells as a plain aligned text table with a header rule. */
export function textTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: readonly string[]): string =>
    cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0)))
      .join('  ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}
