/**
 * Which tools of a case's catalog a feedback text names, in the order it names them: a
 * model that takes a system's first suggestion takes the first of them (RECOVERY.md,
 * revised 2026-11-27).
 */
import { allowedEdits, keyDistance } from './key-similarity.ts';
import { wholeTokenIndex } from './whole-token.ts';

/** The catalog's tool names, other than `currentName`, that `feedback` names as whole
 * tokens, ordered by their first such occurrence. */
export function catalogToolsNamed(
  feedback: string,
  toolNames: readonly string[],
  currentName: string,
): string[] {
  return toolNames
    .filter((name) => name !== currentName)
    .map((name) => ({ name, index: wholeTokenIndex(feedback, name) }))
    .filter((named) => named.index !== -1)
    .sort((left, right) => left.index - right.index)
    .map((named) => named.name);
}

/** True when `named` is every catalog tool other than the current one: a list of the
 * whole catalog (the AI SDK's "Available tools: …") is no suggestion, so the model picks
 * from it by what it meant. */
function isWholeCatalog(named: readonly string[], toolNames: readonly string[], currentName: string): boolean {
  return named.length === toolNames.filter((name) => name !== currentName).length;
}

/**
 * The tool the schema-aware model switches to, among the catalog tools the feedback names
 * (other than the current one); undefined when it names none. When they are the whole
 * catalog, the tool it meant (if named), as the literal model does: a full list ranks
 * nothing. When they are a selection, the system suggested them in order: the first that
 * is a near spelling of the current name (by the key rule: case, separators, a small
 * edit), else the first named — a real model shown suggestions takes the one that looks
 * like what it called, or else the first.
 */
export function suggestedTool(
  feedback: string,
  toolNames: readonly string[],
  currentName: string,
  intendedName: string,
): string | undefined {
  const named = catalogToolsNamed(feedback, toolNames, currentName);
  if (named.length === 0) return undefined;
  if (isWholeCatalog(named, toolNames, currentName)) return named.includes(intendedName) ? intendedName : undefined;
  return named.find((name) => keyDistance(currentName, name) <= allowedEdits(name)) ?? named[0];
}

/**
 * True when the feedback for a call whose name is not the intended one suggests a
 * selection of catalog tools that includes the intended one, but names another before it:
 * a model that takes the first suggestion goes to the wrong tool, while the literal model
 * (which accepts the intended name anywhere) recovers. A list of the whole catalog
 * suggests nothing and does not count.
 */
export function isFirstSuggestionWrong(
  feedback: string,
  toolNames: readonly string[],
  currentName: string,
  intendedName: string,
): boolean {
  if (currentName === intendedName) return false;
  const named = catalogToolsNamed(feedback, toolNames, currentName);
  return named.includes(intendedName) && named[0] !== intendedName && !isWholeCatalog(named, toolNames, currentName);
}
