/**
 * Schema failures of email and search tools asked as the family's questions (bad recipient
 * addresses, empty required fields, page lists that are not web addresses) instead of the
 * generic problem list. Part of the one formatter (feedback.ts), which lists what is left.
 */
import type { ArgumentProblem } from './argument-problem.ts';
import { familyQuestions, questionFor } from './feedback-questions.ts';
import { cut } from './feedback-text.ts';
import type { ToolFamily } from './tool-definition.ts';

/** The questions asked about some of a call's problems (as the user reads them), and the
 * problems left for the generic list. */
export interface AskedProblems {
  readonly questions: readonly string[];
  readonly rest: readonly ArgumentProblem[];
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
  return `There seems to be an issue with the email address format: ${list} Please check that the recipient email address is valid.`;
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

/** An email tool's schema failures, asked as the questions the family has for them; null
 * when none is a question. */
export function askEmailProblems(problems: readonly ArgumentProblem[]): AskedProblems | null {
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
  return {
    questions: addresses.size > 0 ? [formatInvalidEmailAddresses([...addresses.values()]), ...questions] : questions,
    rest,
  };
}

/** Items of a list of page addresses (`urls[0]`) that are not web addresses. */
const urlElement = /^urls\[\d+\]$/;

/** A search tool's schema failures: an empty list of pages, or items that are not web
 * addresses, are asked as the family's question with what to send; null otherwise. */
export function askSearchProblems(problems: readonly ArgumentProblem[]): AskedProblems | null {
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
  return {
    questions: [
      `Which web page should I read? Send \`urls\` as a list of full addresses starting with http:// or https://${received}.`,
    ],
    rest,
  };
}
