/**
 * The recovery benchmark's command line.
 *
 *   npm run bench:recovery                              # shipped cases, as a table
 *   npm run bench:recovery -- --cases FILE [--cases …]  # other case files
 *   npm run bench:recovery -- --json                    # {"parley":{…},"ai-sdk":{…},…}
 *   npm run bench:recovery -- --families                # also a table per case file
 *   npm run bench:recovery -- --details                 # also every case on every system
 *
 * The literal model measures feedback informativeness, not a real model's behaviour.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { formatCaseGrid, formatFamilyReport, formatRecoveryReport } from './format-report.ts';
import { caseFamilies, defaultCaseFiles, loadCases } from './load-cases.ts';
import { runRecoveryBenchmark } from './recovery-benchmark.ts';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      cases: { type: 'string', multiple: true },
      json: { type: 'boolean', default: false },
      details: { type: 'boolean', default: false },
      families: { type: 'boolean', default: false },
    },
    strict: true,
  });
  const files = values.cases === undefined || values.cases.length === 0
    ? defaultCaseFiles()
    : values.cases.map((file) => resolve(file));
  if (files.length === 0) {
    console.error('No case files: pass --cases FILE.');
    return 2;
  }
  const run = await runRecoveryBenchmark(loadCases(files));
  if (values.json) {
    console.log(JSON.stringify(run.summaries));
    return 0;
  }
  console.log(formatRecoveryReport(run, files));
  if (values.families) console.log(`\n${formatFamilyReport(run, caseFamilies(files))}`);
  if (values.details) console.log(`\n${formatCaseGrid(run)}`);
  return 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
