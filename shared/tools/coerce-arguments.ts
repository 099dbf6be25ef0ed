import type { z } from 'zod';
import type { ArgumentCoercion } from './tool-definition.ts';

type Issue = z.core.$ZodIssue;

function convert(value: unknown, expected: string, coercion: ArgumentCoercion): { changed: boolean; value: unknown } {
  if ((expected === 'number' || expected === 'int') && coercion.numbers === true && typeof value === 'string') {
    const trimmed = value.trim();
    if (/^-?\d+(\.\d+)?$/.test(trimmed)) return { changed: true, value: Number(trimmed) };
  }
  if (expected === 'string' && coercion.numbers === true && typeof value === 'number' && Number.isFinite(value)) {
    return { changed: true, value: String(value) };
  }
  if (expected === 'boolean' && coercion.booleans === true && (value === 'true' || value === 'false')) {
    return { changed: true, value: value === 'true' };
  }
  if (
    expected === 'array' && coercion.arrays === true && value !== undefined && value !== null && !Array.isArray(value)
  ) {
    return { changed: true, value: [value] };
  }
  return { changed: false, value };
}

/**
 * Applies the tool's opted-in coercions at the places zod reported a type mismatch.
 * Returns the converted copy, or null when nothing could be converted.
 */
export function coerceArguments(input: unknown, issues: readonly Issue[], coercion: ArgumentCoercion): unknown | null {
  const copy: unknown = structuredClone(input);
  let changed = false;
  for (const issue of issues) {
    if (issue.code !== 'invalid_type' || issue.path.length === 0) continue;
    let parent: unknown = copy;
    for (const segment of issue.path.slice(0, -1)) {
      parent = typeof parent === 'object' && parent !== null
        ? (parent as Record<PropertyKey, unknown>)[segment]
        : undefined;
    }
    if (typeof parent !== 'object' || parent === null) continue;
    const key = issue.path[issue.path.length - 1] as PropertyKey;
    const container = parent as Record<PropertyKey, unknown>;
    const result = convert(container[key], issue.expected, coercion);
    if (result.changed) {
      container[key] = result.value;
      changed = true;
    }
  }
  return changed ? copy : null;
}
