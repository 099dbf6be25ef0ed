/**
 * Every text a model reads about a tool call, in one place. Short and actionable: the
 * model sees what went wrong and what to send instead; developer detail never appears.
 */
import type { ArgumentProblem } from './argument-problem.ts';
import { executorLimits } from './limits.ts';
import type { ParsedArguments } from './parse-arguments.ts';
import type { SetupHint } from './setup-hint.ts';
import type { ToolFamily } from './tool-definition.ts';

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
    const sentence = `The tools of ${quoteName(source.name)}${prefix} are unavailable right now: ${
      why[source.reason]
    }.`;
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
  const budget = executorLimits.notFoundMessageMaxChars - text.length - 40;
  const label = suggestions.length > 0 ? 'Other tools' : 'Available tools';
  if (listLength(remaining) <= budget) return `${text} ${label}: ${remaining.join(', ')}.`;
  // A big catalog: a slice of it in catalog order would only be noise (and tokens) after
  // the ranked suggestions; the model has the full list in its tool definitions.
  if (suggestions.length > 0) return `${text} (${remaining.length} other tools not listed.)`;
  return `${text} ${
    toolFamilies(remaining, Math.min(budget, bigCatalogListChars)) ??
      cappedList(label, remaining, Math.min(budget, bigCatalogListChars))
  }`;
}

/** Without a suggestion in a big catalog, the listing stays within this many characters
 * (about 60 tokens): enough to show where tools come from, not to read them all. */
const bigCatalogListChars = 240;

function listLength(names: readonly string[]): number {
  return names.reduce((length, name) => length + name.length + 2, 0);
}

/** The first names that fit in `budget` characters, and how many are left out. */
function cappedList(label: string, names: readonly string[], budget: number): string {
  const listed: string[] = [];
  let left = budget;
  for (const name of names) {
    if (name.length + 2 > left) break;
    listed.push(name);
    left -= name.length + 2;
  }
  const more = names.length - listed.length;
  const list = listed.length > 0 ? `${label}: ${listed.join(', ')} ` : '';
  return more > 0 ? `${list}(+${more} more).` : `${list.trimEnd()}.`;
}

/**
 * The servers (`jira__…`) a big catalog's tools come from, those with most tools first,
 * when tools carry such prefixes: it tells the model where to look in far fewer
 * characters than the names. Null when fewer than half the tools have a prefix.
 */
function toolFamilies(names: readonly string[], budget: number): string | null {
  const counts = new Map<string, number>();
  let prefixed = 0;
  for (const name of names) {
    const separator = name.lastIndexOf('__');
    if (separator <= 0) continue;
    prefixed += 1;
    const prefix = `${name.slice(0, separator)}__…`;
    counts.set(prefix, (counts.get(prefix) ?? 0) + 1);
  }
  if (prefixed * 2 < names.length || counts.size < 2) return null;
  const families = [...counts.entries()].sort((left, right) => right[1] - left[1] || left[0].localeCompare(right[0]));
  const shown: string[] = [];
  let left = budget;
  for (const [prefix] of families) {
    if (prefix.length + 2 > left) break;
    shown.push(prefix);
    left -= prefix.length + 2;
  }
  const more = families.length - shown.length;
  return `${names.length} tools from servers ${shown.join(', ')}${more > 0 ? ` (+${more} more).` : '.'}`;
}

/** For an unknown name with one clear match: what the arguments lack for that tool, so
 * the model can fix both in one round. */
export function formatSuggestedToolProblems(toolName: string, problems: readonly ArgumentProblem[]): string {
  const shown = problems.slice(0, 3).map((problem) => problemLine(problem).slice(2));
  return `If you meant \`${toolName}\`, also fix: ${shown.join('; ')}.`;
}

/** Arguments that are not JSON, with where the problem is. `alsoWrong`: problems of the
 * members that were complete, so the resent object fixes them too. */
export function formatInvalidJson(
  toolName: string,
  failure: Extract<ParsedArguments, { ok: false }>,
  alsoWrong: readonly ArgumentProblem[] = [],
): string {
  const subject = `The arguments for ${quoteName(toolName)}`;
  if (failure.problem === 'too_large') return `${subject} are too large. Send a smaller JSON object.`;
  const also = alsoWrong.length === 0
    ? '.'
    : `, also fixing:\n${alsoWrong.slice(0, executorLimits.maxArgumentProblems).map(problemLine).join('\n')}`;
  if (failure.problem === 'truncated') {
    return `${subject} are not valid JSON: they stop in the middle of a value (cut off). Send the complete JSON object again${also}`;
  }
  const near = failure.excerpt.length > 0 ? ` near \`${failure.excerpt.replace(/`/g, "'")}\`` : '';
  return `${subject} are not valid JSON: unexpected text at character ${failure.position}${near}. Send one JSON object${also}`;
}

/**
 * Adds to an argument message that the JSON itself was also broken (and was read as
 * repaired). Said in the same message as the value's problems, so the model fixes both
 * in one round instead of resending the same broken text.
 */
export function withRepairedJsonNote(message: string): string {
  return `${message}\n(Your JSON was also malformed; it was read as repaired. Send valid JSON.)`;
}

/** A parameter path in backticks; a nested one also names its top-level parameter on its
 * own, since that is what the model rewrites (`start.timeZone` → the `start` object). */
function quotePath(path: string): string {
  const topLevel = /^[^.[]+/.exec(path)?.[0];
  return topLevel !== undefined && path[topLevel.length] === '.' ? `\`${path}\` (in \`${topLevel}\`)` : `\`${path}\``;
}

/** An unknown key, named in the object it was sent in: a nested one names that object
 * first (`associations`: unknown key `contactId`), which is what the model rewrites. */
function unknownLine(problem: ArgumentProblem): string {
  const key = problem.key ?? problem.path;
  const parent = problem.path.length > key.length ? problem.path.slice(0, problem.path.length - key.length - 1) : '';
  const subject = parent.length === 0
    ? `${quoteName(key)}: unknown parameter`
    : `${quotePath(parent)}: unknown key ${quoteName(key)}`;
  if (problem.suggestion === undefined) return `- ${subject}`;
  const shape = problem.suggestionExpected === undefined ? '' : ` (${problem.suggestionExpected})`;
  return `- ${subject}; did you mean ${quoteName(problem.suggestion)}${shape}?`;
}

function problemLine(problem: ArgumentProblem): string {
  const where = problem.path.length === 0 ? 'arguments' : quotePath(problem.path);
  switch (problem.kind) {
    case 'missing':
      return `- ${where}: required, missing${
        problem.description === undefined ? '' : ` (${cut(problem.description, 80)})`
      }`;
    case 'unknown':
      return unknownLine(problem);
    case 'enum': {
      const allowed = problem.allowed ?? [];
      const shown = allowed.slice(0, executorLimits.maxListedEnumValues).join(', ');
      return `- ${where}: must be one of ${shown}${
        allowed.length > executorLimits.maxListedEnumValues ? ', …' : ''
      }; received ${problem.received ?? 'another value'}`;
    }
    case 'not_object':
      return `- arguments must be a JSON object of parameters; received ${problem.received ?? 'another value'}`;
    default:
      return `- ${where}: expected ${problem.expected ?? 'a valid value'}, received ${
        problem.received ?? 'another value'
      }`;
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

/** Items of a list of page addresses (`urls[0]`) that are not web addresses. */
const urlElement = /^urls\[\d+\]$/;

/** A search tool's schema failures: an empty list of pages, or items that are not web
 * addresses, are asked as the family's question with what to send. */
function formatSearchProblems(toolName: string, problems: readonly ArgumentProblem[]): string | null {
  let emptyList = false;
  const notAddresses: string[] = [];
  const rest: ArgumentProblem[] = [];
  for (const problem of problems) {
    if (emptyRequiredField(problem, 'search') === 'urls') emptyList = true;
    else if ((problem.kind === 'format' || problem.kind === 'type') && urlElement.test(problem.path)) {
      notAddresses.push(problem.received ?? 'another value');
    } else rest.push(problem);
  }
  if (!emptyList && notAddresses.length === 0) return null;
  const received = notAddresses.length === 0 ? '' : ` (received ${notAddresses.slice(0, 2).join(', ')})`;
  const lines = [
    `Question: Which web page should I read? Send \`urls\` as a list of full addresses starting with http:// or https://${received}.`,
  ];
  if (rest.length > 0) lines.push(formatInvalidArguments(toolName, rest));
  return lines.join('\n');
}

/** Schema failures: one line per problem, then what to do. Email tools ask about bad
 * recipient addresses and empty required fields as questions instead. */
export function formatInvalidArguments(
  toolName: string,
  problems: readonly ArgumentProblem[],
  family: ToolFamily = 'generic',
): string {
  if (problems.length === 0) {
    // Never an empty list, which reads as nothing wrong: say what is known.
    return `Invalid arguments for ${
      quoteName(toolName)
    }: they do not match its parameters. Check them against its schema and call it again.`;
  }
  const asked = family === 'email'
    ? formatEmailProblems(toolName, problems)
    : family === 'search'
    ? formatSearchProblems(toolName, problems)
    : null;
  if (asked !== null) return asked;
  const shown = problems.slice(0, executorLimits.maxArgumentProblems).map(problemLine);
  const hidden = problems.length - shown.length;
  if (hidden > 0) shown.push(`- …and ${hidden} more`);
  return `Invalid arguments for ${quoteName(toolName)}:\n${shown.join('\n')}\nFix these and call ${
    quoteName(toolName)
  } again.`;
}

/** Required parameters left out: the family's questions, naming the parameters (none
 * named is not a question: the generic invalid-arguments text). */
export function formatMissing(toolName: string, family: ToolFamily, missing: readonly ArgumentProblem[]): string {
  if (missing.length === 0) return formatInvalidArguments(toolName, []);
  const questions = missing.slice(0, executorLimits.maxArgumentProblems).map((problem) =>
    questionFor(problem.path, family, problem.description)
  );
  const names = missing.map((problem) => quotePath(problem.path)).join(', ');
  return `${questions.join('\n')}\n(${quoteName(toolName)} is missing ${names}.)`;
}

/** A successful output as the model reads it: text as is, anything else as JSON, cut. */
export function formatResult(output: unknown): string {
  const text = typeof output === 'string' ? output : JSON.stringify(output) ?? 'null';
  return text.length > executorLimits.maxResultChars
    ? `${text.slice(0, executorLimits.maxResultChars)}… (truncated)`
    : text;
}

/** Said when the same side-effect call is still running elsewhere. */
export function formatInProgress(toolName: string): string {
  return `${quoteName(toolName)} is already running for this exact call. Do not call it again; wait for its result.`;
}
