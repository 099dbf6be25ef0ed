/**
 * The model in the model's seat: a policy that, case by case, reads what a system sent
 * back for its call and emits its next call. The deterministic models of RECOVERY.md
 * (`literal`, `schema-aware`) and the real-model mode both fit it.
 */
import { type LiteralCall, reviseCall } from './literal-model.ts';
import type { RecoveryCase } from './recovery-case.ts';
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

/** One case in the model's hands. */
export interface CaseModel {
  /** The model's next call after reading `round` about `call`; null when it answered in
   * words instead of calling a tool. */
  revise(call: LiteralCall, round: FeedbackRound): Promise<LiteralCall | null>;
}

/** A model the benchmark can run: it plays each case from the case's faulty first call. */
export interface RecoveryModel {
  /** The name reports use: `literal`, `schema-aware`, or `provider:model-id`. */
  readonly name: string;
  startCase(recoveryCase: RecoveryCase): CaseModel;
}

/** The deterministic models, by their `--model` name. */
export const deterministicModelNames = ['literal', 'schema-aware'] as const;

/** One of {@link deterministicModelNames}. */
export type DeterministicModelName = (typeof deterministicModelNames)[number];

/** RECOVERY.md's literal model: fixes only what the feedback spells out. */
export const literalModel: RecoveryModel = {
  name: 'literal',
  startCase: (recoveryCase) => ({
    revise: (call, round) =>
      Promise.resolve(reviseCall(call, modelReads(round.toolMessage, round.guidance), recoveryCase)),
  }),
};

/** RECOVERY.md's schema-aware model: the literal model that also reads the tool
 * definitions (first suggestion, near-spelled keys renamed, dotted paths). */
export const schemaAwareModel: RecoveryModel = {
  name: 'schema-aware',
  startCase: (recoveryCase) => ({
    revise: (call, round) =>
      Promise.resolve(reviseCallSchemaAware(call, modelReads(round.toolMessage, round.guidance), recoveryCase)),
  }),
};

/** The deterministic model of each name. */
export const deterministicModels: Readonly<Record<DeterministicModelName, RecoveryModel>> = {
  literal: literalModel,
  'schema-aware': schemaAwareModel,
};
