/**
 * The fuzz run of the outside audit, repeatable: N seeded bodies (random and mutated
 * JSON, broken encodings, wrong content types and auth) sent concurrently through the
 * real function handlers, built in-process as the tests build them, with local stand-ins
 * for the model, Serper and the tool-function URL. Fails (exit 1) on any 5xx, any secret
 * or stack frame in a body, or tool attempts that differ from the `tool_executions` rows.
 *
 *   npm run bench:fuzz -- --bodies 60000 [--seed 1] [--concurrency 16] [--only <index>] [--json]
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:fuzz  (a fresh database on that server)
 */
import { parseArgs } from 'node:util';
import { formatFuzzReport } from './format-report.ts';
import { runFuzz } from './fuzz-run.ts';

const { values } = parseArgs({
  options: {
    bodies: { type: 'string', default: '60000' },
    seed: { type: 'string', default: '1' },
    concurrency: { type: 'string', default: '16' },
    only: { type: 'string' },
    json: { type: 'boolean', default: false },
  },
});
const serverUrl = process.env.DATABASE_URL?.trim() || undefined;
const report = await runFuzz({
  bodies: Number(values.bodies),
  seed: Number(values.seed),
  concurrency: Number(values.concurrency),
  only: values.only === undefined ? undefined : Number(values.only),
  serverUrl,
});
const failed = report.fiveHundreds > 0 || report.leaks > 0 || report.attempts !== report.logRows ||
  report.refusedFetches > 0;
if (values.json) {
  const { findings, ...figures } = report;
  console.log(JSON.stringify({ ...figures, findings }));
} else {
  console.log(formatFuzzReport(report, 'npx tsx bench/fuzz/main.ts'));
}
process.exit(failed ? 1 : 0);
