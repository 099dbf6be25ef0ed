import { benchToolsOf, isIntendedRun, type ToolRun, ToolRunRecorder, validatedIntendedCall } from './case-tools.ts';
import { initialCall, maxFeedbackRounds } from './literal-model.ts';
import type { RecoveryCase } from './recovery-case.ts';
import { literalModel, modelReads, type RecoveryModel } from './recovery-model.ts';
import { type PreparedSystem, reasonOf, type RecoverySystem, type SystemName } from './recovery-system.ts';
import { isFirstSuggestionWrong } from './tool-suggestions.ts';

/** How one case ended for one system. `no-answer`: the library raised (also while defining
 * the case's tools), or sent the model nothing for the call; like `not-recovered`, it does
 * not count as recovered. */
export type CaseStatus = 'recovered' | 'wrong-execution' | 'not-recovered' | 'no-answer';

/** The result of one case on one system. */
export interface CaseResult {
  readonly caseId: string;
  readonly kind: RecoveryCase['kind'];
  readonly system: SystemName;
  readonly status: CaseStatus;
  /** Feedback rounds sent to the model (the number needed, when recovered). */
  readonly rounds: number;
  /** Every tool message the model received, in order. */
  readonly feedback: readonly string[];
  /** The guidance the system's loop added after each of them ('' for none); as long as
   * `feedback`. */
  readonly guidance: readonly string[];
  /** Some round's feedback, for a call not named as intended, named the intended tool but
   * another catalog tool first (RECOVERY.md, "first suggestion wrong"). */
  readonly firstSuggestionWrong: boolean;
  /** For `wrong-execution` the run, for `no-answer` the reason. */
  readonly detail?: string;
}

function describeRun(run: ToolRun): string {
  return `${run.name}(${JSON.stringify(run.arguments)})`;
}

/**
 * Plays one case against one system with `model` in the model's seat (the literal model
 * unless told): the system gets the model's current call; when a tool runs the case ends
 * (recovered or a wrong execution), when the system answers with feedback the model
 * revises its call, up to the round limit; a model that answers in words ends the case
 * as not recovered.
 */
export async function runCase(
  system: RecoverySystem,
  recoveryCase: RecoveryCase,
  model: RecoveryModel = literalModel,
): Promise<CaseResult> {
  const tools = benchToolsOf(recoveryCase.tools);
  const toolNames = tools.map((tool) => tool.name);
  const intended = validatedIntendedCall(recoveryCase, tools);
  const recorder = new ToolRunRecorder();
  const caseModel = model.startCase(recoveryCase, system.name);
  const feedback: string[] = [];
  const guidance: string[] = [];
  let firstSuggestionWrong = false;
  const ended = async (status: CaseStatus, rounds: number, detail?: string): Promise<CaseResult> => {
    const ending = { status, rounds, ...(detail === undefined ? {} : { detail }) };
    await caseModel.finish(ending);
    return {
      caseId: recoveryCase.id,
      kind: recoveryCase.kind,
      system: system.name,
      feedback,
      guidance,
      firstSuggestionWrong,
      ...ending,
    };
  };
  // A library that refuses to define the case's tools (a schema it cannot take) raised
  // instead of answering the model: the case ends as no answer, the run goes on.
  let prepared: PreparedSystem;
  try {
    prepared = await system.prepare(tools, recorder);
  } catch (error) {
    return ended('no-answer', 0, reasonOf(error));
  }
  let call = initialCall(recoveryCase);
  for (let round = 0;; round += 1) {
    const answer = await prepared.attempt(call);
    const runs = recorder.takeRuns();
    if (runs.length > 0) {
      const wrong = runs.find((run) => !isIntendedRun(run, intended));
      return wrong === undefined ? ended('recovered', round) : ended('wrong-execution', round, describeRun(wrong));
    }
    if (answer.kind === 'no-answer') return ended('no-answer', round, answer.reason);
    if (round === maxFeedbackRounds) return ended('not-recovered', round);
    const toolMessage = answer.text;
    const roundGuidance = answer.guidance ?? '';
    feedback.push(toolMessage);
    guidance.push(roundGuidance);
    firstSuggestionWrong ||= isFirstSuggestionWrong(
      modelReads(toolMessage, roundGuidance),
      toolNames,
      call.name,
      intended.name,
    );
    const move = await caseModel.revise(call, { toolMessage, guidance: roundGuidance });
    if (move.kind === 'words') return ended('not-recovered', round + 1, 'the model answered in words');
    call = move.call;
  }
}
