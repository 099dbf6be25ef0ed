import type { ToolAnnotations } from './mcp-sdk.ts';

/**
 * Whether an MCP tool runs as a side effect (at most once per idempotency key, never
 * retried by the executor), from its annotations, first rule that applies:
 *
 * 1. `readOnlyHint: true` → no side effects (the spec says the other hints then mean nothing);
 * 2. `destructiveHint: true` → side effects;
 * 3. `idempotentHint: true` → no side effects (repeating it changes nothing more);
 * 4. anything else, including no annotations → side effects: the spec's defaults
 *    (`readOnlyHint: false`, `destructiveHint: true`) assume a tool may change things.
 *
 * Annotations are hints from the server, not guarantees; rule 4 errs on the safe side.
 */
export function mcpSideEffects(annotations: ToolAnnotations | undefined): boolean {
  if (annotations?.readOnlyHint === true) return false;
  if (annotations?.destructiveHint === true) return true;
  if (annotations?.idempotentHint === true) return false;
  return true;
}
