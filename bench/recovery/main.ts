/**
 * The recovery benchmark's command line.
 *
 *   npm run bench:recovery                              # shipped cases, literal model
 *   npm run bench:recovery -- --cases FILE [--cases …]  # other case files
 *   npm run bench:recovery -- --model schema-aware      # another model (RECOVERY.md)
 *   npm run bench:recovery -- --model all               # both deterministic models
 *   npm run bench:recovery -- --json                    # {"parley":{…},"ai-sdk":{…},…}
 *   npm run bench:recovery -- --families                # also a table per case file
 *   npm run bench:recovery -- --details                 # also every case on every system
 *
 * With several models, `--json` prints `{"literal":{"parley":{…},…},"schema-aware":{…}}`.
 * The deterministic models measure feedback informativeness, not a real model's behaviour.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { formatCaseGrid, formatFamilyReport, formatRecoveryReport } from './format-report.ts';
import { caseFamilies, defaultCaseFiles, loadCases } from './load-cases.ts';
import { parseModelOption } from './model-option.ts';
import { type RecoveryRun, runRecoveryBenchmark } from './recovery-benchmark.ts';
import { deterministicModels } from './recovery-model.ts';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      cases: { type: 'string', multiple: true },
      model: { type: 'string' },
      json: { type: 'boolean', default: false },
      details: { type: 'boolean', default: false },
      families: { type: 'boolean', default: false },
    },
    strict: true,
  });
  const choices = parseModelOption(values.model);
  const files = values.cases === undefined || values.cases.length === 0
    ? defaultCaseFiles()
    : values.cases.map((file) => resolve(file));
  if (files.length === 0) {
    console.error('No case files: pass --cases FILE.');
    return 2;
  }
  const cases = loadCases(files);
  const runs: RecoveryRun[] = [];
  for (const choice of choices) {
    if (choice.kind === 'real') {
      console.error(`Real-model mode is not available in this build: ${choice.name}.`);
      return 2;
    }
    runs.push(await runRecoveryBenchmark(cases, undefined, deterministicModels[choice.name]));
  }
  if (values.json) {
    const only = runs.length === 1 ? runs[0] : undefined;
    console.log(
      JSON.stringify(only?.summaries ?? Object.fromEntries(runs.map((run) => [run.model, run.summaries]))),
    );
    return 0;
  }
  runs.forEach((run, index) => {
    if (index > 0) console.log('');
    console.log(formatRecoveryReport(run, files));
    if (values.families) console.log(`\n${formatFamilyReport(run, caseFamilies(files))}`);
    if (values.details) console.log(`\n${formatCaseGrid(run)}`);
  });
  return 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
