/**
 * The lines that name one problem of a call's arguments (`- \`to\`: required, missing …`).
 * Part of the one formatter (feedback.ts).
 */
import type { ArgumentProblem } from './argument-problem.ts';
import { cut, quoteName } from './feedback-text.ts';
import { executorLimits } from './limits.ts';

/** A parameter path in backticks; a nested one also names its top-level parameter on its
 * own, since that is what the model rewrites (`start.timeZone` → the `start` object). */
export function quotePath(path: string): string {
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
  if (problem.suggestion !== undefined) {
    const shape = problem.suggestionExpected === undefined ? '' : ` (${problem.suggestionExpected})`;
    return `- ${subject}; did you mean ${quoteName(problem.suggestion)}${shape}?`;
  }
  if (problem.wraps !== undefined) {
    const shown = problem.wraps.slice(0, maxWrappedKeys).map(quoteName).join(', ');
    const more = problem.wraps.length > maxWrappedKeys ? ', …' : '';
    return `- ${subject}; it wraps the arguments: send ${shown}${more} at the top level`;
  }
  // An open schema would take the key and ignore it: the model is told to drop it, or it
  // keeps it while fixing the rest and the tool runs without what it meant.
  return problem.ignored === true ? `- ${subject}; leave it out` : `- ${subject}`;
}

/** At most this many keys of an envelope are named. */
const maxWrappedKeys = 8;

/** A present argument related to a missing parameter, with its value: `repo` is
 * "github/docs" (Repository name): if it also holds `owner`, split it. */
export function relatedNote(problem: ArgumentProblem): string | undefined {
  const related = problem.related;
  if (related === undefined) return undefined;
  const about = related.description === undefined ? '' : ` (${cut(related.description, 40)})`;
  return `${quoteName(related.path)} is ${related.shown}${about}: if it also holds ${
    quoteName(problem.path)
  }, split it`;
}

/** The lines naming the unknown keys among `problems`, capped like any problem list. */
export function extraKeyLines(problems: readonly ArgumentProblem[]): string[] {
  return problems.filter((problem) => problem.kind === 'unknown').slice(0, executorLimits.maxArgumentProblems)
    .map(unknownLine);
}

/** One problem as a line of a list: `- path: what is wrong`. */
export function problemLine(problem: ArgumentProblem): string {
  const where = problem.path.length === 0 ? 'arguments' : quotePath(problem.path);
  switch (problem.kind) {
    case 'missing': {
      const note = relatedNote(problem);
      return `- ${where}: required, missing${
        problem.description === undefined ? '' : ` (${cut(problem.description, 80)})`
      }${note === undefined ? '' : `; ${note}`}`;
    }
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
