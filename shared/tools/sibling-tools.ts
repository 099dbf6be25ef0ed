/**
 * Other tools of the catalog that a call's arguments fit better than the tool it named:
 * the model picked a sibling (`list_projects` for `get_contact`) and sent the arguments
 * of the one it meant. Never run: they are only named in the feedback.
 */
import { argumentFit, argumentKeys, fitsFully } from './argument-fit.ts';
import { declaredParameters } from './declared-parameters.ts';
import type { AnyToolDefinition } from './tool-definition.ts';
import type { ToolRegistry } from './tool-registry.ts';
import { isNearMiss } from './unknown-keys.ts';

/** The given keys the called tool does not take, and the tools that take them. */
export interface SiblingTools {
  readonly undeclared: readonly string[];
  /** Best first. */
  readonly names: readonly string[];
}

/** At most this many siblings are named: more would be a guess, not a pointer. */
const maxSiblings = 2;
/** A sibling is named only for calls of at least this many keys: one key (`location`,
 * `id`) is taken by too many tools to say which was meant. */
const minKeys = 2;

/**
 * The tools that fit `value`'s keys much better than `tool`: each takes every key given
 * and is given all it requires, while the called tool takes at most half of the keys,
 * none of the others being a near miss of its own parameters (`startDate` for
 * `start_date` is a slip, not another tool). Null when no tool fits that much better.
 */
export function siblingTools(registry: ToolRegistry, tool: AnyToolDefinition, value: unknown): SiblingTools | null {
  const keys = argumentKeys(value);
  if (keys.length < minKeys) return null;
  const declared = declaredParameters(tool);
  const current = argumentFit(keys, declared);
  if (current.undeclared.length === 0 || current.declaredShare > 0.5) return null;
  if (current.undeclared.some((key) => declared.names.some((name) => isNearMiss(key, name)))) return null;
  const candidates: string[] = [];
  for (const name of registry.names) {
    const other = registry.get(name);
    if (other === undefined || name === tool.name) continue;
    const fit = argumentFit(keys, declaredParameters(other));
    if (fitsFully(fit)) candidates.push(name);
  }
  if (candidates.length === 0) return null;
  // Equal fits are told apart by how close their names are to the one called.
  const nameScores = new Map(registry.index.scoreAll(tool.name).map((entry) => [entry.name, entry.score]));
  const nameScore = (name: string): number => nameScores.get(name) ?? 0;
  candidates.sort((left, right) => nameScore(right) - nameScore(left) || left.localeCompare(right));
  return { undeclared: current.undeclared, names: candidates.slice(0, maxSiblings) };
}
