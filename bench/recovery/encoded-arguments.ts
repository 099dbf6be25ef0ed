/**
 * Arguments that are JSON but not an object, as the schema-aware model reads them
 * (RECOVERY.md, revised 2026-11-27): every tool takes an object, so a call whose arguments
 * are a JSON string holding the object (encoded twice) is fixed once the feedback says an
 * object is expected — `expected object, received string` — or that the JSON is wrong.
 */
import { isJsonObject } from './literal-model.ts';
import { type JsonObject, type JsonValue, parseJsonArguments } from './recovery-case.ts';

/** The word `object` or the word `JSON`, in any case: what tells a model its arguments as
 * a whole are not the object the tool takes. */
export function namesTheArgumentsObject(feedback: string): boolean {
  return /\b(?:object|json)\b/i.test(feedback);
}

/**
 * The object the model meant by arguments `value` that parsed but are not an object:
 * `meant` when the case states it, else the object a JSON string decodes to; undefined
 * when `value` is already an object or nothing it holds is one.
 */
export function objectMeantBy(value: JsonValue, meant: JsonObject | undefined): JsonObject | undefined {
  if (isJsonObject(value)) return undefined;
  if (meant !== undefined) return meant;
  const decoded = typeof value === 'string' ? parseJsonArguments(value) : undefined;
  return isJsonObject(decoded) ? decoded : undefined;
}
