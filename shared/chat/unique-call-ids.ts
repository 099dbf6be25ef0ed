/**
 * Tool call ids made unique within a turn. A call's id keys its tool message, its approval
 * and its idempotency key, so two calls of a turn must never share one; some providers
 * answer every call with the same id, or an empty one.
 */
import type { ToolCall } from '../tools/tool-outcome.ts';

/** `calls` with every id non-empty and unused by `taken` or an earlier call of the list;
 * a call whose id was fine is returned as it was. */
export function withUniqueCallIds(calls: readonly ToolCall[], taken: ReadonlySet<string>): ToolCall[] {
  const seen = new Set(taken);
  return calls.map((call, index) => {
    const base = call.id.trim().length > 0 ? call.id : `call_${index + 1}`;
    let id = base;
    for (let suffix = 2; seen.has(id); suffix += 1) id = `${base}_${suffix}`;
    seen.add(id);
    return id === call.id ? call : { ...call, id };
  });
}

/** The ids of the calls the turn made so far (after the user's message). */
export function callIdsOfTurn(
  messages: readonly { readonly role: string; readonly toolCalls?: readonly ToolCall[] }[],
  userMessageIndex: number,
): Set<string> {
  return new Set(
    messages.slice(userMessageIndex).flatMap((message) => (message.toolCalls ?? []).map((call) => call.id)),
  );
}
