import { benchToolsOf, isIntendedRun, ToolRunRecorder, type ToolRun, validatedIntendedCall } from './case-tools.ts';
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
  /** Every feedback message the model received, in order. */
  readonly feedback: readonly string[];
  /** For `wrong-execution` the run, for `no-answer` the reason. */
  readonly detail?: string;
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
  let call = initialCall(recoveryCase);
  for (let round = 0; ; round += 1) {
    const answer = await prepared.attempt(call);
    const runs = recorder.takeRuns();
    if (runs.length > 0) {
      const wrong = runs.find((run) => !isIntendedRun(run, intended));
      return wrong === undefined
        ? { ...base, status: 'recovered', rounds: round, feedback }
        : { ...base, status: 'wrong-execution', rounds: round, feedback, detail: describeRun(wrong) };
    }
    if (answer.kind === 'no-answer') return { ...base, status: 'no-answer', rounds: round, feedback, detail: answer.reason };
    if (round === maxFeedbackRounds) return { ...base, status: 'not-recovered', rounds: round, feedback };
    feedback.push(answer.text);
    call = reviseCall(call, answer.text, recoveryCase);
  }
}
