/**
 * Arguments a model sent inside an envelope (`{"arguments": {…}}`, `{"params": {…}}`, any
 * name): lifted to the top level when that loses and invents nothing, like the exact JSON
 * repairs of parse-arguments.ts. Decided by shape — one undeclared key holding an object
 * made only of the tool's parameters — never by a list of envelope names.
 */
import { declaredParameters } from './declared-parameters.ts';
import type { AnyToolDefinition } from './tool-definition.ts';
import { wrappedKeys } from './unknown-keys.ts';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Structural equality of JSON values (key order aside). */
function sameJson(left: unknown, right: unknown): boolean {
  if (left === right) return true;
  if (Array.isArray(left) || Array.isArray(right)) {
    return Array.isArray(left) && Array.isArray(right) && left.length === right.length &&
      left.every((item, index) => sameJson(item, right[index]));
  }
  if (!isPlainObject(left) || !isPlainObject(right)) return false;
  const leftKeys = Object.keys(left);
  return leftKeys.length === Object.keys(right).length &&
    leftKeys.every((key) => Object.hasOwn(right, key) && sameJson(left[key], right[key]));
}

/**
 * `value` with its one envelope lifted to the top level, or null when it has none or
 * lifting would have to choose: more than one undeclared key, or a declared top-level key
 * whose value differs from the envelope's (the caller then reports the envelope).
 */
export function liftWrappedArguments(value: unknown, tool: AnyToolDefinition): Record<string, unknown> | null {
  if (!isPlainObject(value)) return null;
  const declared = declaredParameters(tool).names;
  const undeclared = Object.keys(value).filter((key) => !declared.includes(key));
  if (undeclared.length !== 1) return null;
  const envelopeKey = undeclared[0] as string;
  const envelope = value[envelopeKey];
  if (wrappedKeys(envelope, declared) === null || !isPlainObject(envelope)) return null;
  const lifted: Record<string, unknown> = {};
  for (const [key, member] of Object.entries(value)) {
    if (key === envelopeKey) continue;
    if (Object.hasOwn(envelope, key) && !sameJson(member, envelope[key])) return null;
    lifted[key] = member;
  }
  return { ...lifted, ...envelope };
}
