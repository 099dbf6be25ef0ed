import { benchToolsOf, isIntendedRun, type ToolRun, ToolRunRecorder, validatedIntendedCall } from './case-tools.ts';
import { initialCall, maxFeedbackRounds, reviseCall } from './literal-model.ts';
import type { RecoveryCase } from './recovery-case.ts';
import type { RecoverySystem, SystemName } from './recovery-system.ts';

/** How one case ended for one system. `no-answer`: the library raised, or sent the model
 * nothing for the call; like `not-recovered`, it does not count as recovered. */
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
  /** For `wrong-execution` the run, for `no-answer` the reason. */
  readonly detail?: string;
}

/** What the model reads in a round: the tool message, then the guidance after it. */
export function modelReads(toolMessage: string, guidance: string | undefined): string {
  return guidance === undefined || guidance.length === 0 ? toolMessage : `${toolMessage}\n\n${guidance}`;
}

function describeRun(run: ToolRun): string {
  return `${run.name}(${JSON.stringify(run.arguments)})`;
}

/**
 * Plays one case against one system with the literal model: the system gets the model's
 * current call; when a tool runs the case ends (recovered or a wrong execution), when the
 * system answers with feedback the model revises its call, up to the round limit.
 */
export async function runCase(system: RecoverySystem, recoveryCase: RecoveryCase): Promise<CaseResult> {
  const tools = benchToolsOf(recoveryCase.tools);
  const intended = validatedIntendedCall(recoveryCase, tools);
  const recorder = new ToolRunRecorder();
  const prepared = await system.prepare(tools, recorder);
  const base = { caseId: recoveryCase.id, kind: recoveryCase.kind, system: system.name };
  const feedback: string[] = [];
  const guidance: string[] = [];
  let call = initialCall(recoveryCase);
  for (let round = 0;; round += 1) {
    const answer = await prepared.attempt(call);
    const runs = recorder.takeRuns();
    if (runs.length > 0) {
      const wrong = runs.find((run) => !isIntendedRun(run, intended));
      return wrong === undefined
        ? { ...base, status: 'recovered', rounds: round, feedback, guidance }
        : { ...base, status: 'wrong-execution', rounds: round, feedback, guidance, detail: describeRun(wrong) };
    }
    if (answer.kind === 'no-answer') {
      return { ...base, status: 'no-answer', rounds: round, feedback, guidance, detail: answer.reason };
    }
    if (round === maxFeedbackRounds) return { ...base, status: 'not-recovered', rounds: round, feedback, guidance };
    feedback.push(answer.text);
    guidance.push(answer.guidance ?? '');
    call = reviseCall(call, modelReads(answer.text, answer.guidance), recoveryCase);
  }
}
