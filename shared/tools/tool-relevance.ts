/**
 * Ranks a catalog's tools for a call whose name matched none: by the name's words and
 * spelling (tool-name-index.ts), and by how well the call's argument keys fit each tool's
 * parameters. What a not-found message suggests and lists comes from this order, never
 * from catalog position.
 */
import { argumentFit, fitsFully, fitStrength } from './argument-fit.ts';
import { declaredParameters } from './declared-parameters.ts';
import { type NameSuggestion, suggestionThreshold } from './tool-name-index.ts';
import type { ToolRegistry } from './tool-registry.ts';

/** The tools a not-found message names: the suggestions, and every tool by relevance. */
export interface RankedTools {
  /** Tools the call likely meant, best first (at most the limit given). */
  readonly suggestions: readonly NameSuggestion[];
  /** Every tool's name, most relevant first. */
  readonly ordered: readonly string[];
}

/** How much a full fit of the argument keys adds to a name's score: enough to lift a
 * tool the name says nothing about to a suggestion, not enough to pass a clear name match. */
const fitWeight = 0.45;
/** A tool found by its arguments alone is suggested only when few tools fit that fully:
 * keys every list tool takes (`limit`, `cursor`) point at none of them. */
const maxArgumentOnlySuggestions = 2;
/** What a tool loses in the order when it declares fewer than half of two or more given keys:
 * a name word in common (`schedule_visit`, `add_visit_note`) says less about the call than
 * arguments that are another tool's parameters, so that tool comes first. */
const keyMismatchPenalty = 0.5;

/** Ranks every tool of `registry` for a call named `requested` with `keys` as arguments. */
export function rankTools(
  registry: ToolRegistry,
  requested: string,
  keys: readonly string[],
  limit: number,
): RankedTools {
  const scored = registry.index.scoreAll(requested).map((entry) => {
    const tool = registry.get(entry.name);
    const fit = tool === undefined || keys.length === 0 ? null : argumentFit(keys, declaredParameters(tool));
    const full = fit !== null && fitsFully(fit) && fit.declaredCount >= 2;
    const keysMismatch = fit !== null && keys.length >= 2 && fit.declaredShare < 0.5;
    const relevance = entry.score + (fit === null ? 0 : fitWeight * fitStrength(fit));
    return {
      name: entry.name,
      nameScore: entry.score,
      full,
      relevance,
      order: relevance - (keysMismatch ? keyMismatchPenalty : 0),
    };
  });
  scored.sort((left, right) => right.order - left.order || left.name.localeCompare(right.name));
  const fullFits = scored.filter((entry) => entry.full && entry.nameScore < suggestionThreshold).length;
  const suggestions = scored
    .filter((entry) => entry.nameScore >= suggestionThreshold || (entry.full && fullFits <= maxArgumentOnlySuggestions))
    .slice(0, limit)
    .map((entry) => ({ name: entry.name, score: Math.min(1, entry.relevance) }));
  return { suggestions, ordered: scored.map((entry) => entry.name) };
}
