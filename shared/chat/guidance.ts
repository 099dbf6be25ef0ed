/**
 * The loop's own words to the model: the guidance after a round of tool calls, nudges,
 * the loop guard. Tool error texts live in shared/tools/feedback.ts; these are about the
 * conversation, and all of them are here so they can be read side by side.
 */

/** A failed call the model is asked to fix. The tool message right above the guidance
 * already says what went wrong, so the guidance does not repeat it. */
export interface FailedCallNote {
  readonly toolName: string;
  /** The call asked the user something (its outcome carries a question). */
  readonly asksUser: boolean;
}

/** Why a tool gets no more retries this turn. */
export interface StoppedToolNote {
  readonly toolName: string;
  /** `repeated`: the same failing call came twice (loop guard); `again`: the tool was
   * already stopped and the model called it anyway. */
  readonly why: 'repeated' | 'again';
}

/** What happened in one round of tool calls, as far as the guidance is concerned. */
export interface RoundGuidance {
  /** Failed calls that earn a retry round (or would, if rounds were left). */
  readonly failed: readonly FailedCallNote[];
  readonly stopped: readonly StoppedToolNote[];
  /** Tools that cannot run until the user sets something up. */
  readonly notConfigured: readonly string[];
  /** The retry round this guidance opens; null when none is opened. */
  readonly retryRound: number | null;
  readonly maxRetryRounds: number;
  /** No more tool calls this turn: the model must answer now. */
  readonly toolsOff: boolean;
}

/** A real model may fill a missing value with a guess; the tool message's Question is for
 * the user unless the conversation already says it. */
const askTheUser = 'Ask the user what a Question needs; never invent it.';

const stopCallingTools =
  'Do not call tools again in this turn: tell the user what could not be done and ask for what is missing.';

function namesOf(notes: readonly { readonly toolName: string }[]): string {
  return [...new Set(notes.map((note) => note.toolName))].join(', ');
}

function stoppedLine(note: StoppedToolNote): string {
  return note.why === 'repeated'
    ? `- ${note.toolName}: the same call failed twice; repeating it will not work. Do not call it again.`
    : `- ${note.toolName}: it was already stopped for this turn; do not call it again.`;
}

/** An open round says only which it is: the tool messages right above already name the
 * failed tools and what to fix. */
function failedLine(round: RoundGuidance): string {
  return round.retryRound === null
    ? `${namesOf(round.failed)} failed; all ${round.maxRetryRounds} retry rounds are used up.`
    : `Retry ${round.retryRound} of ${round.maxRetryRounds}.`;
}

/**
 * The one short system message after a round with failed calls. It comes right after
 * the tool messages, so it does not repeat them: it says the retry round (or which tools
 * failed when retries are over), the tools stopped by the loop guard, the tools
 * the user must set up, and then either that tools are over for this turn or — when a
 * call asked a Question — to ask the user rather than invent. Null when nothing needs
 * saying.
 */
export function roundGuidance(round: RoundGuidance): string | null {
  const { failed, stopped, notConfigured } = round;
  if (failed.length + stopped.length + notConfigured.length === 0) return null;
  const lines: string[] = [];
  if (failed.length > 0) lines.push(failedLine(round));
  lines.push(...stopped.map(stoppedLine));
  if (notConfigured.length > 0) {
    lines.push(
      `${
        notConfigured.join(', ')
      } cannot run until the user sets it up. Do not retry it; tell the user what to set up and where, using the Question in its result.`,
    );
  }
  if (round.toolsOff) lines.push(stopCallingTools);
  else if (failed.some((note) => note.asksUser)) lines.push(askTheUser);
  return lines.join('\n');
}

/** Nudge after an empty answer. */
export function emptyResponseNudge(): string {
  return 'Your last answer was empty. Reply to the user, or call a tool.';
}

/** The reply when the model keeps answering nothing. */
export const emptyResponseReply =
  'Sorry — the model returned no answer for this message. Please try again or rephrase it.';

/** The reply when the step bound ends the turn before the model answered. */
export const stepLimitReply =
  'Sorry — this request needed more steps than one turn allows. Please break it into smaller requests.';
