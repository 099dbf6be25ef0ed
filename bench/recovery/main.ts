/**
 * The recovery benchmark's command line.
 *
 *   npm run bench:recovery                              # shipped cases, literal model
 *   npm run bench:recovery -- --cases FILE [--cases …]  # other case files
 *   npm run bench:recovery -- --model schema-aware      # another model (RECOVERY.md)
 *   npm run bench:recovery -- --model all               # both deterministic models
 *   npm run bench:recovery -- --model openai:gpt-4.1-mini [--transcripts DIR]   # a real model
 *   npm run bench:recovery -- --json                    # {"parley":{…},"ai-sdk":{…},…}
 *   npm run bench:recovery -- --families                # also a table per case file
 *   npm run bench:recovery -- --details                 # also every case on every system
 *
 * With several models, `--json` prints `{"literal":{"parley":{…},…},"schema-aware":{…}}`.
 * A real model whose provider key is unset is skipped with one line (exit 0).
 * The deterministic models measure feedback informativeness, not a real model's behaviour.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { formatCaseGrid, formatFamilyReport, formatRecoveryReport } from './format-report.ts';
import { caseFamilies, defaultCaseFiles, loadCases } from './load-cases.ts';
import { parseModelOption } from './model-option.ts';
import { runModelChoices } from './model-runs.ts';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      cases: { type: 'string', multiple: true },
      model: { type: 'string' },
      transcripts: { type: 'string' },
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
  const { runs, skipped } = await runModelChoices(choices, loadCases(files), {
    environment: process.env,
    now: () => new Date(),
    ...(values.transcripts === undefined ? {} : { transcriptsDirectory: resolve(values.transcripts) }),
  });
  // With --json, stdout stays one JSON value: the skip lines go to stderr.
  for (const line of skipped) (values.json ? console.error : console.log)(line);
  if (values.json) {
    // One model named: the summaries by system, as before models could be chosen ({} when
    // it was skipped); several: one such object per model that ran, keyed by its name.
    const byModel = Object.fromEntries(runs.map(({ run }) => [run.model, run.summaries]));
    console.log(JSON.stringify(choices.length === 1 ? runs[0]?.run.summaries ?? {} : byModel));
    for (const { run, transcriptsDirectory } of runs) {
      if (transcriptsDirectory !== undefined) console.error(`Transcripts of ${run.model}: ${transcriptsDirectory}`);
    }
    return 0;
  }
  runs.forEach(({ run, transcriptsDirectory }, index) => {
    if (index > 0) console.log('');
    console.log(formatRecoveryReport(run, files));
    if (transcriptsDirectory !== undefined) console.log(`Transcripts: ${transcriptsDirectory}`);
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
