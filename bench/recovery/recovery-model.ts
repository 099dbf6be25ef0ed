/**
 * The model in the model's seat: a policy that, case by case, reads what a system sent
 * back for its call and emits its next call. The deterministic models of RECOVERY.md
 * (`literal`, `schema-aware`) and the real-model mode both fit it.
 */
import { type LiteralCall, reviseCall } from './literal-model.ts';
import type { RecoveryCase } from './recovery-case.ts';
import type { SystemName } from './recovery-system.ts';
import { reviseCallSchemaAware } from './schema-aware-model.ts';

/** What a system sent back for the model's call: the tool message, and the guidance its
 * loop added after it ('' for none). */
export interface FeedbackRound {
  readonly toolMessage: string;
  readonly guidance: string;
}

/** What the model reads in a round: the tool message, then the guidance after it. */
export function modelReads(toolMessage: string, guidance: string | undefined): string {
  return guidance === undefined || guidance.length === 0 ? toolMessage : `${toolMessage}\n\n${guidance}`;
}

/** What the model did after reading a round: called a tool again, or answered in words. */
export type ModelMove =
  | { readonly kind: 'call'; readonly call: LiteralCall }
  | { readonly kind: 'words'; readonly text: string };

/** How a case ended, as the model is told at the end (for its transcript). */
export interface CaseEnding {
  readonly status: string;
  readonly rounds: number;
  readonly detail?: string;
}

/** One case on one system in the model's hands. */
export interface CaseModel {
  /** The model's next move after reading `round` about `call`. */
  revise(call: LiteralCall, round: FeedbackRound): Promise<ModelMove>;
  /** The case ended (the real-model mode saves its transcript). */
  finish(ending: CaseEnding): Promise<void>;
}

/** A model the benchmark can run: it plays each case from the case's faulty first call. */
export interface RecoveryModel {
  /** The name reports use: `literal`, `schema-aware`, or `provider:model-id`. */
  readonly name: string;
  startCase(recoveryCase: RecoveryCase, system: SystemName): CaseModel;
}

/** A case model over a pure revision function: no state, nothing to save. */
function deterministicCaseModel(revise: (call: LiteralCall, feedback: string) => LiteralCall): CaseModel {
  return {
    revise: (call, round) =>
      Promise.resolve({ kind: 'call', call: revise(call, modelReads(round.toolMessage, round.guidance)) }),
    finish: () => Promise.resolve(),
  };
}

/** The deterministic models, by their `--model` name. */
export const deterministicModelNames = ['literal', 'schema-aware'] as const;

/** One of {@link deterministicModelNames}. */
export type DeterministicModelName = (typeof deterministicModelNames)[number];

/** RECOVERY.md's literal model: fixes only what the feedback spells out. */
export const literalModel: RecoveryModel = {
  name: 'literal',
  startCase: (recoveryCase) => deterministicCaseModel((call, feedback) => reviseCall(call, feedback, recoveryCase)),
};

/** RECOVERY.md's schema-aware model: the literal model that also reads the tool
 * definitions (first suggestion, near-spelled keys renamed, dotted paths). */
export const schemaAwareModel: RecoveryModel = {
  name: 'schema-aware',
  startCase: (recoveryCase) =>
    deterministicCaseModel((call, feedback) => reviseCallSchemaAware(call, feedback, recoveryCase)),
};

/** The deterministic model of each name. */
export const deterministicModels: Readonly<Record<DeterministicModelName, RecoveryModel>> = {
  literal: literalModel,
  'schema-aware': schemaAwareModel,
};
