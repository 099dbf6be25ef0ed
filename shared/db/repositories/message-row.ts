import { z } from 'zod';
import type { ChatMessage } from '../../llm/chat-message.ts';
import { parseRow } from './row-error.ts';

/**
 * How a {@link ChatMessage} is stored in `messages`: `tool_calls` (jsonb) on assistant
 * messages, `tool_call_id` on tool messages, `model` on assistant messages.
 */

/** The columns {@link toMessageColumns} fills, as the insert reads them from JSON. */
export interface MessageColumns {
  readonly role: ChatMessage['role'];
  readonly content: string | null;
  readonly tool_calls: readonly { id: string; name: string; arguments: string }[] | null;
  readonly tool_call_id: string | null;
  readonly model: string | null;
}

/** The columns of one message; `model` is kept for assistant messages only. */
export function toMessageColumns(message: ChatMessage, model: string | null): MessageColumns {
  switch (message.role) {
    case 'assistant': {
      const toolCalls = message.toolCalls === undefined || message.toolCalls.length === 0 ? null : message.toolCalls;
      return {
        role: 'assistant',
        content: message.content,
        tool_calls: toolCalls === null
          ? null
          : toolCalls.map((call) => ({ id: call.id, name: call.name, arguments: call.arguments })),
        tool_call_id: null,
        model,
      };
    }
    case 'tool':
      return {
        role: 'tool',
        content: message.content,
        tool_calls: null,
        tool_call_id: message.toolCallId,
        model: null,
      };
    default:
      return { role: message.role, content: message.content, tool_calls: null, tool_call_id: null, model: null };
  }
}

const toolCallSchema = z.object({ id: z.string(), name: z.string(), arguments: z.string() });

const messageRowSchema = z.discriminatedUnion('role', [
  z.object({ role: z.literal('system'), content: z.string() }),
  z.object({ role: z.literal('user'), content: z.string() }),
  z.object({
    role: z.literal('assistant'),
    content: z.string().nullable(),
    tool_calls: z.array(toolCallSchema).nullable(),
  }),
  z.object({ role: z.literal('tool'), content: z.string(), tool_call_id: z.string() }),
]);

/** A stored message back as a {@link ChatMessage}; throws `InvalidRowError` when the row
 * breaks the shape its role needs. */
export function toChatMessage(row: unknown): ChatMessage {
  const parsed = parseRow(messageRowSchema, row, 'messages');
  switch (parsed.role) {
    case 'assistant':
      return parsed.tool_calls === null || parsed.tool_calls.length === 0
        ? { role: 'assistant', content: parsed.content }
        : { role: 'assistant', content: parsed.content, toolCalls: parsed.tool_calls };
    case 'tool':
      return { role: 'tool', toolCallId: parsed.tool_call_id, content: parsed.content };
    default:
      return { role: parsed.role, content: parsed.content };
  }
}
