/**
 * The loop's own words to the model: the guidance after a round of tool calls, nudges,
 * the loop guard. Tool error texts live in shared/tools/feedback.ts; these are about the
 * conversation, and all of them are here so they can be read side by side.
 */

/** A failed call the model is asked to fix. */
export interface FailedCallNote {
  readonly toolName: string;
  /** What the executor told the model about the call. */
  readonly problem: string;
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

const maxProblemChars = 200;

function cut(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length - 1)}…` : text;
}

/**
 * The gist of an executor message in one line: its bullet lines (one per argument
 * problem) when it has them, else its first line (a Question, or "not available; did
 * you mean …").
 */
export function problemSummary(text: string): string {
  const lines = text.split('\n').map((line) => line.trim()).filter((line) => line.length > 0);
  const bullets = lines.filter((line) => line.startsWith('- ')).map((line) => line.slice(2));
  return cut(bullets.length > 0 ? bullets.join('; ') : lines[0] ?? text.trim(), maxProblemChars);
}

const askTheUser = 'If a Question asks for information that is not in this conversation, ask the user for it instead of inventing it.';

const stopCallingTools = 'Do not call tools again in this turn. Reply to the user: say what could not be done and ask for what is missing.';

function stoppedLine(note: StoppedToolNote): string {
  return note.why === 'repeated'
    ? `- ${note.toolName}: the same call failed twice; repeating it will not work, so it is not retried. Do not call it again.`
    : `- ${note.toolName}: it was already stopped for this turn; do not call it again.`;
}

/**
 * The one short system message after a round with failed calls: each failed tool and
 * what to fix, tools stopped by the loop guard, tools the user must set up, and whether
 * tools may be called again. Null when nothing needs saying.
 */
export function roundGuidance(round: RoundGuidance): string | null {
  const { failed, stopped, notConfigured } = round;
  if (failed.length + stopped.length + notConfigured.length === 0) return null;
  const lines: string[] = [];
  if (failed.length > 0 || stopped.length > 0) {
    lines.push(
      round.retryRound !== null
        ? `Tool calls failed (retry ${round.retryRound} of ${round.maxRetryRounds}). Fix them using the tool results above:`
        : failed.length > 0
        ? `Tool calls failed and all ${round.maxRetryRounds} retry rounds are used up:`
        : 'Tool calls failed:',
      ...failed.map((note) => `- ${note.toolName}: ${problemSummary(note.problem)}`),
      ...stopped.map(stoppedLine),
    );
  }
  if (notConfigured.length > 0) {
    lines.push(`${notConfigured.join(', ')} cannot run until the user sets it up. Do not retry it; tell the user what to set up and where, using the Question in its result.`);
  }
  lines.push(round.toolsOff ? stopCallingTools : askTheUser);
  return lines.join('\n');
}

/** Nudge after an empty answer. */
export function emptyResponseNudge(): string {
  return 'Your last answer was empty. Reply to the user, or call a tool.';
}

/** The reply when the model keeps answering nothing. */
export const emptyResponseReply = 'Sorry — the model returned no answer for this message. Please try again or rephrase it.';

/** The reply when the step bound ends the turn before the model answered. */
export const stepLimitReply = 'Sorry — this request needed more steps than one turn allows. Please break it into smaller requests.';
