/**
 * What a real model is told about a case (RECOVERY.md, "Real-model mode"): the task in
 * neutral words — the intended tool's description and the values of the intended call,
 * never the tool's name nor any key — then its own faulty first call, as if it had made it.
 */
import type { ChatMessage } from '../../shared/llm/chat-message.ts';
import type { JsonValue, RecoveryCase } from './recovery-case.ts';

/** The system message of every real-model case. */
export const realModelSystemPrompt =
  "You complete the user's task by calling one of the tools you are given. When a tool call fails, read what came back and call a tool again.";

/** The id of the case's first, faulty call in the transcript. */
export const firstCallId = 'call_1';

/** The leaf values of a JSON value, depth first in key order: what a user would say,
 * without the keys the tool spells them with. */
export function leafValues(value: JsonValue): (string | number | boolean | null)[] {
  if (Array.isArray(value)) return value.flatMap(leafValues);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(leafValues);
  return [value];
}

/** The user's message for a case: the intended tool's description and the intended
 * call's values, e.g. `Search the web. Use these values: "pglite", 5.` */
export function userMessageFor(recoveryCase: Pick<RecoveryCase, 'tools' | 'intended'>): string {
  const description = recoveryCase.tools.find((tool) => tool.name === recoveryCase.intended.name)?.description.trim() ??
    '';
  const values = leafValues(recoveryCase.intended.arguments);
  const task = description.length > 0 ? description : 'Do the task with the right tool.';
  return values.length === 0
    ? task
    : `${task} Use these values: ${values.map((value) => JSON.stringify(value)).join(', ')}.`;
}

/** The conversation before the first feedback: system, user, and the model's faulty call. */
export function openingMessages(recoveryCase: RecoveryCase): ChatMessage[] {
  return [
    { role: 'system', content: realModelSystemPrompt },
    { role: 'user', content: userMessageFor(recoveryCase) },
    {
      role: 'assistant',
      content: null,
      toolCalls: [{ id: firstCallId, name: recoveryCase.call.name, arguments: recoveryCase.call.arguments }],
    },
  ];
}
