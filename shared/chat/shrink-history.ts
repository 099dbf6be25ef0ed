import type { ChatMessage } from '../llm/chat-message.ts';

/**
 * Drops the oldest turn of the history (a user message and everything up to the next
 * user message) to fit a context window. Never drops system messages or anything at or
 * after `protectedFrom` (the current turn). Null when nothing is left to drop.
 */
export function shrinkHistory(messages: readonly ChatMessage[], protectedFrom: number): ChatMessage[] | null {
  const firstDroppable = messages.findIndex((message, index) => index < protectedFrom && message.role !== 'system');
  if (firstDroppable < 0) return null;
  let end = firstDroppable + 1;
  while (end < protectedFrom && messages[end]?.role !== 'user') end += 1;
  // Keep system messages that sit inside the dropped range.
  const kept = messages.slice(firstDroppable, end).filter((message) => message.role === 'system');
  return [...messages.slice(0, firstDroppable), ...kept, ...messages.slice(end)];
}
