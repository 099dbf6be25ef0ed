/**
 * The loop's own words to the model: retry guidance, nudges, the loop guard. Tool error
 * texts live in shared/tools/feedback.ts; these are about the conversation.
 */

/** One failed call, as the guidance names it. */
export interface FailedCallNote {
  readonly toolName: string;
  /** The first line of what the executor told the model. */
  readonly problem: string;
  /** The same failing call was made twice: repeating it will not work. */
  readonly repeated: boolean;
}

function firstLine(text: string): string {
  const line = text.split('\n').find((part) => part.trim().length > 0) ?? text;
  return line.length > 160 ? `${line.slice(0, 159)}…` : line;
}

/** The short system message after a round with failed calls. */
export function retryGuidance(failures: readonly FailedCallNote[], round: number, maxRounds: number): string {
  const lines = failures.map((failure) =>
    failure.repeated
      ? `- ${failure.toolName}: the same call failed twice; repeating it will not work. Change it or stop calling it.`
      : `- ${failure.toolName}: ${firstLine(failure.problem)}`
  );
  return [
    `Tool calls failed (retry ${round} of ${maxRounds}). Fix them using the tool results above:`,
    ...lines,
    'If a Question asks for information that is not in this conversation, ask the user for it instead of inventing it.',
  ].join('\n');
}

/** Said once retries are used up: answer the user now. */
export function retriesExhaustedGuidance(): string {
  return 'Tool retries are used up. Do not call tools again. Reply to the user: say what could not be done and ask for what is missing.';
}

/** Said when a tool needs setting up by the user: no retry, tell the user. */
export function notConfiguredGuidance(toolNames: readonly string[]): string {
  return `${toolNames.join(', ')} cannot run until the user sets it up. Do not retry it; tell the user what to set up, using the Question in its result.`;
}

/** Nudge after an empty answer. */
export function emptyResponseNudge(): string {
  return 'Your last answer was empty. Reply to the user, or call a tool.';
}

/** The reply when the model keeps answering nothing. */
export const emptyResponseReply = 'Sorry — the model returned no answer for this message. Please try again or rephrase it.';

/** The reply when the step bound ends the turn before the model answered. */
export const stepLimitReply = 'Sorry — this request needed more steps than one turn allows. Please break it into smaller requests.';
