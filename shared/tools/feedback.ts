/**
 * Every text a model reads about a tool call, in one place. Short and actionable: the
 * model sees what went wrong and what to send instead; developer detail never appears.
 */
import type { ArgumentProblem } from './argument-problem.ts';
import { executorLimits } from './limits.ts';
import type { ParsedArguments } from './parse-arguments.ts';
import { redactText } from './redact.ts';
import type { SetupHint } from './setup-hint.ts';
import type { ToolFamily } from './tool-definition.ts';
import type { ToolError } from './tool-error.ts';

/** The one text `internal` failures show the model. */
export const internalErrorMessage = 'An unexpected error occurred while executing this tool.';

/** A name from the model, made safe to quote: no backticks or control characters, cut. */
export function quoteName(name: string): string {
  // deno-lint-ignore no-control-regex
  const clean = name.replace(/[`\u0000-\u001f\u007f]/g, '').trim();
  return `\`${clean.length > 64 ? `${clean.slice(0, 64)}…` : clean}\``;
}

/** `text`, cut to `length` characters with an ellipsis. */
export function cut(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length - 1)}…` : text;
}

/** Which questions each family asks for its well-known parameters. */
const familyQuestions: Record<ToolFamily, Record<string, string>> = {
  email: {
    to: 'Question: Who should I send this email to? Please provide the recipient email address.',
    subject: 'Question: What should be the subject line of this email?',
    body: 'Question: What message content should I include in the email body?',
    query: 'Question: What should I search your mailbox for?',
  },
  search: {
    query: 'Question: What would you like me to search for?',
    urls: 'Question: Which web page should I read? Please provide its URL.',
    focus: 'Question: What should the summary focus on?',
  },
  generic: {},
};

/** The question asking for one missing parameter, in the tool family's words. */
export function questionFor(field: string, family: ToolFamily, description: string | undefined): string {
  const known = familyQuestions[family][field];
  if (known !== undefined) return known;
  const about = description === undefined ? '' : ` (${cut(description, 80)})`;
  return `Question: What should ${quoteName(field)} be${about}?`;
}

/** A source of tools (an MCP server) whose tools are missing from this turn, and why. */
export interface UnavailableToolSource {
  /** The source's name, as in its tools' prefix (`everything` for `everything__echo`). */
  readonly name: string;
  /** The prefix its tools carry, when they carry one (`everything__`). */
  readonly namePrefix?: string;
  /** `unreachable`: it did not answer; `not_configured`: a credential it needs is not
   * connected (or was refused); `failed`: anything else. */
  readonly reason: 'unreachable' | 'not_configured' | 'failed';
  /** For `not_configured`: where the user sets the credential up, when that is known. */
  readonly setup?: SetupHint;
}

/** The note on unavailable sources stays within this many characters (about 75 tokens),
 * however many sources there are and however long their names. */
const unavailableNoteMaxChars = 300;

/** The note a not-found message carries when some sources' tools are missing this turn. */
export function formatUnavailableSources(sources: readonly UnavailableToolSource[]): string {
  const why: Record<UnavailableToolSource['reason'], string> = {
    unreachable: 'its server did not answer',
    not_configured: 'a credential it needs is not set up under Integrations',
    failed: 'it could not be loaded',
  };
  const sentences: string[] = [];
  let length = 0;
  for (const source of sources) {
    const prefix = source.namePrefix === undefined ? '' : ` (${quoteName(`${source.namePrefix}…`)})`;
    const sentence = `The tools of ${quoteName(source.name)}${prefix} are unavailable right now: ${why[source.reason]}.`;
    if (sentences.length > 0 && length + sentence.length + 1 > unavailableNoteMaxChars - 30) break;
    sentences.push(sentence);
    length += sentence.length + 1;
  }
  const more = sources.length - sentences.length;
  return more > 0 ? `${sentences.join(' ')} (+${more} more unavailable.)` : sentences.join(' ');
}

/** An unknown tool name: closest matches first, then the available tools, capped.
 * `unavailableSources` (optional) adds a note on sources whose tools are missing this turn. */
export function formatNotFound(
  requested: string,
  suggestions: readonly { name: string; description: string }[],
  available: readonly string[],
  argumentHint?: string,
  unavailableSources: readonly UnavailableToolSource[] = [],
): string {
  let text = `Tool ${quoteName(requested)} is not available.`;
  if (unavailableSources.length > 0) text += ` ${formatUnavailableSources(unavailableSources)}`;
  if (suggestions.length > 0) {
    const [best, ...rest] = suggestions;
    const bestText = best === undefined ? '' : `\`${best.name}\` (${cut(best.description, 60)})`;
    const others = rest.map((suggestion) => `\`${suggestion.name}\``);
    text += ` Did you mean ${[bestText, ...others].join(', ')}?`;
  }
  if (argumentHint !== undefined) text += ` ${argumentHint}`;
  const suggested = new Set(suggestions.map((suggestion) => suggestion.name));
  const remaining = available.filter((name) => !suggested.has(name));
  if (remaining.length === 0) return text;
  const listed: string[] = [];
  let budget = executorLimits.notFoundMessageMaxChars - text.length - 40;
  for (const name of remaining) {
    if (name.length + 2 > budget) break;
    listed.push(name);
    budget -= name.length + 2;
  }
  const more = remaining.length - listed.length;
  if (listed.length > 0) text += ` ${suggestions.length > 0 ? 'Other tools' : 'Available tools'}: ${listed.join(', ')}`;
  text += more > 0 ? `${listed.length > 0 ? ' ' : ' '}(+${more} more).` : '.';
  return text;
}

/** For an unknown name with one clear match: what the arguments lack for that tool, so
 * the model can fix both in one round. */
export function formatSuggestedToolProblems(toolName: string, problems: readonly ArgumentProblem[]): string {
  const shown = problems.slice(0, 3).map((problem) => problemLine(problem).slice(2));
  return `If you meant \`${toolName}\`, also fix: ${shown.join('; ')}.`;
}

/** Arguments that are not JSON, with where the problem is. */
export function formatInvalidJson(toolName: string, failure: Extract<ParsedArguments, { ok: false }>): string {
  const subject = `The arguments for ${quoteName(toolName)}`;
  if (failure.problem === 'too_large') return `${subject} are too large. Send a smaller JSON object.`;
  if (failure.problem === 'truncated') {
    return `${subject} are not valid JSON: they stop in the middle of a value (cut off). Send the complete JSON object again.`;
  }
  const near = failure.excerpt.length > 0 ? ` near \`${failure.excerpt.replace(/`/g, "'")}\`` : '';
  return `${subject} are not valid JSON: unexpected text at character ${failure.position}${near}. Send one JSON object.`;
}

/** A parameter path in backticks; a nested one also names its top-level parameter on its
 * own, since that is what the model rewrites (`start.timeZone` → the `start` object). */
function quotePath(path: string): string {
  const topLevel = /^[^.[]+/.exec(path)?.[0];
  return topLevel !== undefined && path[topLevel.length] === '.' ? `\`${path}\` (in \`${topLevel}\`)` : `\`${path}\``;
}

function problemLine(problem: ArgumentProblem): string {
  const where = problem.path.length === 0 ? 'arguments' : quotePath(problem.path);
  switch (problem.kind) {
    case 'missing':
      return `- ${where}: required, missing${problem.description === undefined ? '' : ` (${cut(problem.description, 80)})`}`;
    case 'unknown':
      return `- ${where}: unknown parameter${problem.suggestion === undefined ? '' : `; did you mean \`${problem.suggestion}\`?`}`;
    case 'enum': {
      const allowed = problem.allowed ?? [];
      const shown = allowed.slice(0, executorLimits.maxListedEnumValues).join(', ');
      return `- ${where}: must be one of ${shown}${allowed.length > executorLimits.maxListedEnumValues ? ', …' : ''}; received ${problem.received ?? 'another value'}`;
    }
    case 'not_object':
      return `- arguments must be a JSON object of parameters; received ${problem.received ?? 'another value'}`;
    default:
      return `- ${where}: expected ${problem.expected ?? 'a valid value'}, received ${problem.received ?? 'another value'}`;
  }
}

/** At most this many bad addresses are quoted back in one question. */
const maxQuotedAddresses = 5;

/**
 * The question about recipient addresses that are not valid, quoting them (user data,
 * not secrets) as already shown to the model: quoted, cut, control characters escaped.
 */
export function formatInvalidEmailAddresses(shownAddresses: readonly string[]): string {
  const quoted = shownAddresses.slice(0, maxQuotedAddresses).map((address) => cut(address, 80));
  const more = shownAddresses.length - quoted.length;
  const list = `${quoted.join(', ')}${more > 0 ? ` (+${more} more)` : ''}`;
  return `Question: There seems to be an issue with the email address format: ${list} Please check that the recipient email address is valid.`;
}

const recipientElement = /^(to|cc|bcc)\[\d+\]$/;

/** An email tool's address that failed its format or length check, or null for other problems. */
function invalidAddressShown(problem: ArgumentProblem): string | null {
  if ((problem.kind !== 'format' && problem.kind !== 'range') || !recipientElement.test(problem.path)) return null;
  const received = problem.received ?? 'another value';
  return received.startsWith('string ') ? received.slice('string '.length) : received;
}

/** A required text or list sent empty: asked like a missing one when the family has a question for it. */
function emptyRequiredField(problem: ArgumentProblem, family: ToolFamily): string | null {
  const isEmpty = problem.kind === 'range' && /length ≥ 1$/.test(problem.expected ?? '');
  return isEmpty && familyQuestions[family][problem.path] !== undefined ? problem.path : null;
}

/** An email tool's schema failures, asked as the questions the family has for them. */
function formatEmailProblems(toolName: string, problems: readonly ArgumentProblem[]): string | null {
  const addresses = new Map<string, string>();
  const questions: string[] = [];
  const rest: ArgumentProblem[] = [];
  for (const problem of problems) {
    const address = invalidAddressShown(problem);
    const empty = address === null ? emptyRequiredField(problem, 'email') : null;
    if (address !== null) addresses.set(problem.path, address);
    else if (empty !== null) questions.push(questionFor(empty, 'email', problem.description));
    else rest.push(problem);
  }
  if (addresses.size === 0 && questions.length === 0) return null;
  const lines = addresses.size > 0 ? [formatInvalidEmailAddresses([...addresses.values()]), ...questions] : questions;
  if (rest.length > 0) lines.push(formatInvalidArguments(toolName, rest));
  return lines.join('\n');
}

/** Schema failures: one line per problem, then what to do. Email tools ask about bad
 * recipient addresses and empty required fields as questions instead. */
export function formatInvalidArguments(toolName: string, problems: readonly ArgumentProblem[], family: ToolFamily = 'generic'): string {
  if (family === 'email') {
    const asked = formatEmailProblems(toolName, problems);
    if (asked !== null) return asked;
  }
  const shown = problems.slice(0, executorLimits.maxArgumentProblems).map(problemLine);
  const hidden = problems.length - shown.length;
  if (hidden > 0) shown.push(`- …and ${hidden} more`);
  return `Invalid arguments for ${quoteName(toolName)}:\n${shown.join('\n')}\nFix these and call ${quoteName(toolName)} again.`;
}

/** Required parameters left out: the family's questions, naming the parameters. */
export function formatMissing(toolName: string, family: ToolFamily, missing: readonly ArgumentProblem[]): string {
  const questions = missing.slice(0, executorLimits.maxArgumentProblems).map((problem) => questionFor(problem.path, family, problem.description));
  const names = missing.map((problem) => quotePath(problem.path)).join(', ');
  return `${questions.join('\n')}\n(${quoteName(toolName)} is missing ${names}.)`;
}

/** A successful output as the model reads it: text as is, anything else as JSON, cut. */
export function formatResult(output: unknown): string {
  const text = typeof output === 'string' ? output : JSON.stringify(output) ?? 'null';
  return text.length > executorLimits.maxResultChars ? `${text.slice(0, executorLimits.maxResultChars)}… (truncated)` : text;
}

/** Said when the same side-effect call is still running elsewhere. */
export function formatInProgress(toolName: string): string {
  return `${quoteName(toolName)} is already running for this exact call. Do not call it again; wait for its result.`;
}
