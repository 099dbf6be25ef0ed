/**
 * Other tools of the catalog that a call's arguments fit better than the tool it named:
 * the model picked a sibling (`list_projects` for `get_contact`) and sent the arguments
 * of the one it meant. Never run: they are only named in the feedback.
 */
import { argumentFit, argumentKeys, fitStrength } from './argument-fit.ts';
import { declaredParameters } from './declared-parameters.ts';
import type { AnyToolDefinition } from './tool-definition.ts';
import type { ToolRegistry } from './tool-registry.ts';

/** The given keys the called tool does not take, and the tools that take them. */
export interface SiblingTools {
  readonly undeclared: readonly string[];
  /** Best first. */
  readonly names: readonly string[];
}

/** At most this many siblings are named: more would be a guess, not a pointer. */
const maxSiblings = 2;

/**
 * The tools that fit `value`'s keys much better than `tool`: each declares every key the
 * called tool does not, a larger share of all keys given, and is given all it requires.
 * Null when the called tool declares every key, or no tool fits better.
 */
export function siblingTools(registry: ToolRegistry, tool: AnyToolDefinition, value: unknown): SiblingTools | null {
  const keys = argumentKeys(value);
  const current = argumentFit(keys, declaredParameters(tool));
  if (current.undeclared.length === 0) return null;
  const candidates: { name: string; strength: number }[] = [];
  for (const name of registry.names) {
    const other = registry.get(name);
    if (other === undefined || name === tool.name) continue;
    const fit = argumentFit(keys, declaredParameters(other));
    const declaresTheRest = current.undeclared.every((key) => !fit.undeclared.includes(key));
    if (!declaresTheRest || fit.requiredShare < 1 || fit.declaredShare <= current.declaredShare) continue;
    candidates.push({ name, strength: fitStrength(fit) });
  }
  if (candidates.length === 0) return null;
  // Equal fits are told apart by how close their names are to the one called.
  const nameScores = new Map(registry.index.scoreAll(tool.name).map((entry) => [entry.name, entry.score]));
  const nameScore = (name: string): number => nameScores.get(name) ?? 0;
  candidates.sort((left, right) =>
    right.strength - left.strength || nameScore(right.name) - nameScore(left.name) ||
    left.name.localeCompare(right.name)
  );
  return { undeclared: current.undeclared, names: candidates.slice(0, maxSiblings).map((entry) => entry.name) };
}
