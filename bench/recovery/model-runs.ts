/**
 * Runs the benchmark once per model named on the command line: the deterministic models
 * directly, a real model when its provider's key is set (else skipped, with the reason).
 */
import type { Environment } from '../../shared/config/environment.ts';
import type { ModelChoice } from './model-option.ts';
import { createRealRecoveryModel } from './real-model.ts';
import { realModelSetup } from './real-model-setup.ts';
import type { RecoveryCase } from './recovery-case.ts';
import { type RecoveryRun, runRecoveryBenchmark } from './recovery-benchmark.ts';
import { deterministicModels, type RecoveryModel } from './recovery-model.ts';
import { defaultTranscriptsDirectory, transcriptWriter } from './transcripts.ts';

/** One model's run, and where its transcripts went (real models only). */
export interface ModelRun {
  readonly run: RecoveryRun;
  readonly transcriptsDirectory?: string;
}

/** What the runs need from outside. */
export interface ModelRunsOptions {
  /** Where provider keys and base URLs are read (`process.env`). */
  readonly environment: Environment;
  /** `--transcripts DIR`; else a fresh folder per real model (transcripts.ts). */
  readonly transcriptsDirectory?: string;
  readonly now: () => Date;
  readonly fetch?: typeof fetch;
}

/** The runs, in the order the models were named, and one line per skipped model. */
export async function runModelChoices(
  choices: readonly ModelChoice[],
  cases: readonly RecoveryCase[],
  options: ModelRunsOptions,
): Promise<{ runs: ModelRun[]; skipped: string[] }> {
  const runs: ModelRun[] = [];
  const skipped: string[] = [];
  for (const choice of choices) {
    if (choice.kind === 'deterministic') {
      runs.push({ run: await runRecoveryBenchmark(cases, undefined, deterministicModels[choice.name]) });
      continue;
    }
    const setup = realModelSetup(choice.name, options.environment, options.fetch);
    if (setup.kind === 'skipped') {
      skipped.push(setup.reason);
      continue;
    }
    const directory = options.transcriptsDirectory ?? defaultTranscriptsDirectory(choice.name, options.now());
    const model: RecoveryModel = createRealRecoveryModel({
      chatModel: setup.chatModel,
      saveTranscript: transcriptWriter(directory),
      sleep: (milliseconds) => new Promise((resolve) => setTimeout(resolve, milliseconds)),
      random: Math.random,
    });
    runs.push({ run: await runRecoveryBenchmark(cases, undefined, model), transcriptsDirectory: directory });
  }
  return { runs, skipped };
}
