/**
 * The schema-aware model of RECOVERY.md (revised 2026-11-27): the literal model plus what
 * any real model does with the tool definitions it was given — it takes the system's
 * first tool suggestion, and renames an unknown key the feedback names to the declared key
 * it plainly meant (`priceRange` → `price_range`) instead of dropping it.
 */
import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import { closestDeclaredKey } from './key-similarity.ts';
import { containsWordJson, fixFields, isJsonObject, type LiteralCall } from './literal-model.ts';
import { type CaseTool, type JsonObject, parseJsonArguments, type RecoveryCase } from './recovery-case.ts';
import { suggestedTool } from './tool-suggestions.ts';
import { containsWholeToken } from './whole-token.ts';

/** What the schema-aware model knows: what it meant, the correct call, and the tools. */
export type SchemaAwareKnowledge = Pick<RecoveryCase, 'meant' | 'intended' | 'tools'>;

const objectSchema = z.object({ properties: z.record(z.string(), z.unknown()).optional() });

/** The top-level keys a tool declares (its JSON Schema's `properties`). */
export function declaredKeysOf(tool: CaseTool): string[] {
  const parsed = objectSchema.safeParse(tool.parameters);
  return parsed.success ? Object.keys(parsed.data.properties ?? {}) : [];
}

/**
 * Rule 3a: each key of `current` the tool does not declare, named by the feedback (as a
 * whole token or the head of a dotted path), is renamed to the declared key it is a near
 * spelling of, keeping its value — unless that key is already set.
 */
export function renameUnknownKeys(current: JsonObject, declaredKeys: readonly string[], feedback: string): JsonObject {
  const renamed: JsonObject = {};
  for (const [key, value] of Object.entries(current)) {
    const target = declaredKeys.includes(key) || !containsWholeToken(feedback, key, 'path-head')
      ? undefined
      : closestDeclaredKey(key, declaredKeys);
    if (target === undefined || Object.hasOwn(current, target) || Object.hasOwn(renamed, target)) {
      renamed[key] = value;
    } else {
      renamed[target] = value;
    }
  }
  return renamed;
}

/**
 * The schema-aware model's next call after reading `feedback` about `call`: rule 1 takes
 * the first suggested catalog tool, rule 2 is the literal model's, rule 3a renames unknown
 * keys, rule 3 fixes the keys the feedback names (reading a dotted path's head as its
 * key); the call unchanged when none applies.
 */
export function reviseCallSchemaAware(
  call: LiteralCall,
  feedback: string,
  knowledge: SchemaAwareKnowledge,
): LiteralCall {
  const { intended, tools } = knowledge;
  const name = suggestedTool(feedback, tools.map((tool) => tool.name), call.name, intended.name) ?? call.name;

  let argumentsValue = parseJsonArguments(call.argumentsText);
  let argumentsChanged = false;
  if (argumentsValue === undefined && knowledge.meant !== undefined && containsWordJson(feedback)) {
    argumentsValue = knowledge.meant;
    argumentsChanged = true;
  }
  if (isJsonObject(argumentsValue)) {
    const tool = tools.find((candidate) => candidate.name === name);
    const renamed = tool === undefined
      ? argumentsValue
      : renameUnknownKeys(argumentsValue, declaredKeysOf(tool), feedback);
    const fixed = fixFields(renamed, intended.arguments, feedback, 'path-head');
    if (!isDeepStrictEqual(fixed, argumentsValue)) {
      argumentsValue = fixed;
      argumentsChanged = true;
    }
  }
  return { name, argumentsText: argumentsChanged ? JSON.stringify(argumentsValue) : call.argumentsText };
}
