/** The analytics bench's arguments, checked: `--rows`, `--runs` and the server to use. */
import { z } from 'zod';

/** What the bench runs with. */
export interface BenchArguments {
  readonly serverUrl: string;
  readonly rows: number;
  readonly runs: number;
}

const argumentsSchema = z.object({
  rows: z.coerce.number().int().min(1_000).max(100_000_000),
  runs: z.coerce.number().int().min(1).max(1_000),
});

/** Default timed runs per query. */
export const defaultRuns = 7;

/** The checked arguments, or a message saying what to fix. */
export function benchArgumentsOf(
  values: { readonly rows?: string; readonly runs?: string },
  environment: Readonly<Record<string, string | undefined>>,
): { ok: true; arguments: BenchArguments } | { ok: false; message: string } {
  const serverUrl = environment.DATABASE_URL?.trim() ?? '';
  if (serverUrl === '') {
    return {
      ok: false,
      message: 'bench:analytics needs a PostgreSQL server (PGlite would take hours): set DATABASE_URL, such as\n' +
        '  DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:analytics -- --rows 200000',
    };
  }
  if (values.rows === undefined) return { ok: false, message: 'Pass --rows N: tool execution rows to generate.' };
  const parsed = argumentsSchema.safeParse({ rows: values.rows, runs: values.runs ?? defaultRuns });
  if (!parsed.success) {
    return { ok: false, message: `Invalid arguments: ${z.prettifyError(parsed.error)}` };
  }
  return { ok: true, arguments: { serverUrl, ...parsed.data } };
}
