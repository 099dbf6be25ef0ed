/**
 * How well a call's argument keys fit a tool's declared parameters: the share of the
 * given keys the tool declares and the share of its required parameters they cover.
 * Used to point at the tool a call was meant for when the name or the keys miss.
 */
import type { DeclaredParameters } from './declared-parameters.ts';
import { canonicalName } from './name-words.ts';

/** How a set of argument keys fits one tool. */
export interface ArgumentFit {
  /** Given keys the tool declares (up to case and separators), as a share of all given keys. */
  readonly declaredShare: number;
  /** The tool's required parameters the keys cover, as a share (1 when it requires none). */
  readonly requiredShare: number;
  /** How many given keys the tool declares. */
  readonly declaredCount: number;
  /** The given keys the tool does not declare, in the order given. */
  readonly undeclared: readonly string[];
}

/** The keys of `value` when it is a plain object, else none. */
export function argumentKeys(value: unknown): string[] {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.keys(value) : [];
}

/** How `keys` fit `declared`; a key matches a parameter spelled the same up to case and
 * separators (`patientId` for `patient_id`). */
export function argumentFit(keys: readonly string[], declared: DeclaredParameters): ArgumentFit {
  const byCanonical = new Map(declared.names.map((name) => [canonicalName(name), name]));
  const matched = new Set<string>();
  const undeclared: string[] = [];
  for (const key of keys) {
    const name = declared.names.includes(key) ? key : byCanonical.get(canonicalName(key));
    if (name === undefined) undeclared.push(key);
    else matched.add(name);
  }
  let requiredCovered = 0;
  for (const name of declared.required) if (matched.has(name)) requiredCovered += 1;
  return {
    declaredShare: keys.length === 0 ? 0 : (keys.length - undeclared.length) / keys.length,
    requiredShare: declared.required.size === 0 ? 1 : requiredCovered / declared.required.size,
    declaredCount: keys.length - undeclared.length,
    undeclared,
  };
}

/** True when the tool takes every given key and the keys cover everything it requires:
 * the call, as written, is a call of this tool. */
export function fitsFully(fit: ArgumentFit): boolean {
  return fit.declaredCount > 0 && fit.declaredShare === 1 && fit.requiredShare === 1;
}

/** How strongly the keys point at the tool, in [0, 1]: full fits of several keys most;
 * a single shared key (`limit`, `id`) says little about which tool was meant. */
export function fitStrength(fit: ArgumentFit): number {
  return fit.declaredShare * fit.requiredShare * Math.min(1, fit.declaredCount / 2);
}
