/**
 * The literal model of RECOVERY.md: a deterministic stand-in for a model that knows what
 * it meant to call but fixes a mistake only when the feedback spells the fix out. It
 * measures how informative feedback is, not how any real model behaves.
 */
import { isDeepStrictEqual } from 'node:util';
import { type JsonObject, type JsonValue, parseJsonArguments, type RecoveryCase } from './recovery-case.ts';
import { containsWholeToken, type TokenReading } from './whole-token.ts';

/** The model's current call `C`: a name and the argument text it emits. Arguments that
 * are valid JSON are the object they parse to; any other text is a raw string. */
export interface LiteralCall {
  readonly name: string;
  readonly argumentsText: string;
}

/** At most this many feedback rounds per case: the loop's retry limit. */
export const maxFeedbackRounds = 3;

/** What the model needs to know to revise: what it meant, and the correct call. */
export type LiteralModelKnowledge = Pick<RecoveryCase, 'meant' | 'intended'>;

/** The case's first, faulty call, exactly as the model emitted it. */
export function initialCall(recoveryCase: Pick<RecoveryCase, 'call'>): LiteralCall {
  return { name: recoveryCase.call.name, argumentsText: recoveryCase.call.arguments };
}

/** Rule 2's test: the word `JSON` in any case, as a word (`JSON.` ends a sentence; the
 * `JSON` inside `JSONParseError` is not the word). Rules 1 and 3 use whole tokens. */
export function containsWordJson(text: string): boolean {
  return /\bjson\b/i.test(text);
}

/** True for a JSON object (not an array, not null). */
export function isJsonObject(value: JsonValue | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Rule 3: each differing top-level key the feedback names takes its intended value
 * (is deleted where the intended call has none). */
export function fixFields(
  current: JsonObject,
  intended: JsonObject,
  feedback: string,
  reading: TokenReading = 'whole',
): JsonObject {
  const fixed: JsonObject = { ...current };
  const keys = new Set([...Object.keys(current), ...Object.keys(intended)]);
  for (const key of keys) {
    if (isDeepStrictEqual(current[key], intended[key]) || !containsWholeToken(feedback, key, reading)) continue;
    const intendedValue = intended[key];
    if (Object.hasOwn(intended, key) && intendedValue !== undefined) fixed[key] = intendedValue;
    else delete fixed[key];
  }
  return fixed;
}

/**
 * The model's next call after reading `feedback` about `call`: the name, JSON and field
 * rules of RECOVERY.md applied in that order; the call unchanged when none applies.
 */
export function reviseCall(call: LiteralCall, feedback: string, knowledge: LiteralModelKnowledge): LiteralCall {
  const { intended } = knowledge;
  const name = call.name !== intended.name && containsWholeToken(feedback, intended.name) ? intended.name : call.name;

  let argumentsValue = parseJsonArguments(call.argumentsText);
  let argumentsChanged = false;
  if (argumentsValue === undefined && knowledge.meant !== undefined && containsWordJson(feedback)) {
    argumentsValue = knowledge.meant;
    argumentsChanged = true;
  }
  if (isJsonObject(argumentsValue)) {
    const fixed = fixFields(argumentsValue, intended.arguments, feedback);
    if (!isDeepStrictEqual(fixed, argumentsValue)) {
      argumentsValue = fixed;
      argumentsChanged = true;
    }
  }
  return { name, argumentsText: argumentsChanged ? JSON.stringify(argumentsValue) : call.argumentsText };
}
