/**
 * Tool call ids made unique and bounded within a turn. A call's id keys its tool message, its
 * approval, its idempotency key and its log rows, so two calls of a turn must never share one;
 * some providers answer every call with the same id, or an empty one, and an id of any length
 * would reach the log's index (see `executorLimits.maxToolCallIdChars`).
 */
import { executorLimits } from '../tools/limits.ts';
import type { ToolCall } from '../tools/tool-outcome.ts';

function isUsableId(id: string): boolean {
  return id.trim().length > 0 && id.length <= executorLimits.maxToolCallIdChars;
}

/** `calls` with every id non-empty, at most `executorLimits.maxToolCallIdChars` long, and
 * unused by `taken` or an earlier call of the list (an empty or overlong id becomes
 * `call_<n>`); a call whose id was fine is returned as it was. */
export function withUniqueCallIds(calls: readonly ToolCall[], taken: ReadonlySet<string>): ToolCall[] {
  const seen = new Set(taken);
  return calls.map((call, index) => {
    const base = isUsableId(call.id) ? call.id : `call_${index + 1}`;
    let id = base;
    for (let suffix = 2; seen.has(id); suffix += 1) {
      // The suffix stays inside the bound: the base gives way for it.
      const room = executorLimits.maxToolCallIdChars - `_${suffix}`.length;
      id = `${base.slice(0, room)}_${suffix}`;
    }
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
