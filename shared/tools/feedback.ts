/**
 * Every text a model reads about a tool call, in one place. Short and actionable: the
 * model sees what went wrong and what to send instead; developer detail never appears.
 * Pieces of it live beside it (feedback-*.ts) to keep each file small; the names other
 * modules use are re-exported from here.
 */
import type { ArgumentProblem } from './argument-problem.ts';
import { askEmailProblems, askSearchProblems } from './feedback-family-problems.ts';
import { askingFeedback, plainFeedback, type ToolFeedback } from './feedback-interaction.ts';
import { questionFor } from './feedback-questions.ts';
import { cut, quoteName } from './feedback-text.ts';
import { bigCatalogListChars, cappedList, listLength, toolFamilies } from './feedback-tool-list.ts';
import { extraKeyLines, problemLine, quotePath, relatedNote } from './feedback-argument-lines.ts';
import { executorLimits } from './limits.ts';
import type { ParsedArguments } from './parse-arguments.ts';
import type { SetupHint } from './setup-hint.ts';
import type { ToolFamily } from './tool-definition.ts';

export { formatInvalidEmailAddresses } from './feedback-family-problems.ts';
export { questionFor } from './feedback-questions.ts';
export { askingFeedback, plainFeedback, renderQuestion, type ToolFeedback } from './feedback-interaction.ts';
export { cut, quoteName } from './feedback-text.ts';

/** The one text `internal` failures show the model. */
export const internalErrorMessage = 'An unexpected error occurred while executing this tool.';

/** A source of tools (an MCP server) whose tools are missing from this turn, and why. */
export interface UnavailableToolSource {
  /** The source's name, as in its tools' prefix (`everything` for `everything__echo`). */
  readonly name: string;
  /** The prefix its tools carry, when they carry one (`everything__`). */
  readonly namePrefix?: string;
  /** `unreachable`: it did not answer; `not_configured`: a credential it needs is not
   * connected (or was refused); `address_not_allowed`: its URL is not https or its host
   * resolves to an address the deployment refuses (private, loopback, …), said in `detail`;
   * `failed`: anything else. */
  readonly reason: 'unreachable' | 'not_configured' | 'address_not_allowed' | 'failed';
  /** For `address_not_allowed`: what was refused (`mcp.example.com resolves to a loopback address`). */
  readonly detail?: string;
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
    address_not_allowed: "the MCP server's address is not allowed",
    failed: 'it could not be loaded',
  };
  const sentences: string[] = [];
  let length = 0;
  for (const source of sources) {
    const prefix = source.namePrefix === undefined ? '' : ` (${quoteName(`${source.namePrefix}…`)})`;
    const detail = source.detail === undefined ? '' : `: ${cut(source.detail, 120)}`;
    const sentence = `The tools of ${quoteName(source.name)}${prefix} are unavailable right now: ${
      why[source.reason]
    }${detail}.`;
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

/** The called tool does not take some keys another tool takes: that tool is named first
 * as the likely intended one, and the called tool's own fix after it. */
export function formatSiblingTools(
  toolName: string,
  siblings: { readonly undeclared: readonly string[]; readonly names: readonly string[] },
  problems: readonly ArgumentProblem[],
): string {
  const keys = siblings.undeclared.slice(0, 3).map(quoteName).join(', ');
  const more = siblings.undeclared.length > 3 ? ' …' : '';
  const names = siblings.names.map(quoteName);
  const takes = `${names.join(' and ')} ${names.length === 1 ? 'takes' : 'take'}`;
  const intro = `${quoteName(toolName)} does not take ${keys}${more}; ${takes} ${
    siblings.undeclared.length === 1 ? 'it' : 'them'
  }. If you meant ${names[0]}, call it instead.`;
  if (problems.length === 0) return `${intro} Otherwise call ${quoteName(toolName)} again without ${keys}${more}.`;
  return `${intro} Otherwise fix ${quoteName(toolName)}:\n${
    problems.slice(0, executorLimits.maxArgumentProblems).map(problemLine).join('\n')
  }`;
}

/** A side-effect call whose JSON stopped before its closing brackets: it was not run,
 * since a later member (a recipient, an option) may have been cut off. */
export function formatCutOffCall(toolName: string): string {
  return `${
    quoteName(toolName)
  } was not run: its JSON arguments stop before the closing brackets (cut off?). Send the whole call again.`;
}

/**
 * Adds to an argument message that the JSON itself was also broken (and was read as
 * repaired). Said in the same message as the value's problems, so the model fixes both
 * in one round instead of resending the same broken text.
 */
export function withRepairedJsonNote(feedback: ToolFeedback): ToolFeedback {
  return {
    ...feedback,
    text: `${feedback.text}\n(Your JSON was also malformed; it was read as repaired. Send valid JSON.)`,
  };
}

/** Schema failures as a plain list: one line per problem, then what to do. */
function problemList(toolName: string, problems: readonly ArgumentProblem[]): string {
  if (problems.length === 0) {
    // Never an empty list, which reads as nothing wrong: say what is known.
    return `Invalid arguments for ${
      quoteName(toolName)
    }: they do not match its parameters. Check them against its schema and call it again.`;
  }
  const shown = problems.slice(0, executorLimits.maxArgumentProblems).map(problemLine);
  const hidden = problems.length - shown.length;
  if (hidden > 0) shown.push(`- …and ${hidden} more`);
  return `Invalid arguments for ${quoteName(toolName)}:\n${shown.join('\n')}\nFix these and call ${
    quoteName(toolName)
  } again.`;
}

/** Schema failures: one line per problem, then what to do. Email and search tools ask
 * about bad recipient addresses, empty required fields and page lists as questions instead. */
export function formatInvalidArguments(
  toolName: string,
  problems: readonly ArgumentProblem[],
  family: ToolFamily = 'generic',
): ToolFeedback {
  const asked = family === 'email'
    ? askEmailProblems(problems)
    : family === 'search'
    ? askSearchProblems(problems)
    : null;
  if (asked === null) return plainFeedback(problemList(toolName, problems));
  return askingFeedback(asked.questions, {
    lines: asked.rest.length > 0 ? [problemList(toolName, asked.rest)] : [],
  });
}

/** At most this many related arguments are shown beside missing parameters. */
const maxRelatedNotes = 2;

/** Required parameters left out: the family's questions, naming the parameters (none
 * named is not a question: the generic invalid-arguments text), each with a present
 * argument related to it, then any extra keys the tool would ignore. */
export function formatMissing(
  toolName: string,
  family: ToolFamily,
  problems: readonly ArgumentProblem[],
): ToolFeedback {
  const required = problems.filter((problem) => problem.kind === 'missing');
  if (required.length === 0) return formatInvalidArguments(toolName, []);
  const questions = required.slice(0, executorLimits.maxArgumentProblems).map((problem) =>
    questionFor(problem.path, family, problem.description)
  );
  const names = required.map((problem) => quotePath(problem.path)).join(', ');
  const related = required.flatMap((problem) => {
    const note = relatedNote(problem);
    return note === undefined ? [] : [`; ${note}`];
  }).slice(0, maxRelatedNotes).join('');
  return askingFeedback(questions, {
    lines: [`(${quoteName(toolName)} is missing ${names}${related}.)`, ...extraKeyLines(problems)],
  });
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
