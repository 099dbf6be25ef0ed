/**
 * The chat function's history routes: the caller's agents, conversations (newest first,
 * cursor paged) and one conversation's messages, with tool calls folded into the
 * assistant messages (docs/web-app.md).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import { setupHintSchema } from '../chat/chat-events.ts';
import { functionPath, invokeFunction } from './invoke-function.ts';

const agentSchema = z.object({ id: z.string(), name: z.string(), isDefault: z.boolean() });
const conversationSchema = z.object({
  id: z.string(),
  agentId: z.string(),
  title: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
const storedToolCallSchema = z.object({
  id: z.string(),
  name: z.string(),
  arguments: z.string().optional(),
  status: z.enum(['success', 'error']),
  category: z.string().nullable().optional(),
  attempt: z.number().int().positive(),
  setup: setupHintSchema.nullable().optional(),
  message: z.string().nullable().optional(),
});
const storedMessageSchema = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string().nullable(),
  createdAt: z.string(),
  toolCalls: z.array(storedToolCallSchema).optional(),
});

/** One of the caller's agents. */
export type Agent = z.output<typeof agentSchema>;
/** One of the caller's conversations. */
export type Conversation = z.output<typeof conversationSchema>;
/** A stored message of a conversation. */
export type StoredMessage = z.output<typeof storedMessageSchema>;
/** A stored tool call with its outcome. */
export type StoredToolCall = z.output<typeof storedToolCallSchema>;

const agentsSchema = z.object({ agents: z.array(agentSchema) });
const conversationsSchema = z.object({ conversations: z.array(conversationSchema), nextCursor: z.string().nullable() });
const messagesSchema = z.object({
  conversation: conversationSchema,
  messages: z.array(storedMessageSchema),
  nextCursor: z.string().nullable(),
});

/** The caller's agents (the default one is created on first use). */
export async function listAgents(supabase: SupabaseClient): Promise<Agent[]> {
  return (await invokeFunction(supabase, 'chat/agents', agentsSchema)).agents;
}

/** The caller's default agent (else the first). */
export async function defaultAgent(supabase: SupabaseClient): Promise<Agent | null> {
  const agents = await listAgents(supabase);
  return agents.find((agent) => agent.isDefault) ?? agents[0] ?? null;
}

/** A page of conversations, newest first. */
export function listConversations(
  supabase: SupabaseClient,
  options: { readonly cursor?: string | null; readonly limit?: number } = {},
): Promise<z.output<typeof conversationsSchema>> {
  return invokeFunction(
    supabase,
    functionPath('chat/conversations', { limit: options.limit ?? 20, cursor: options.cursor }),
    conversationsSchema,
  );
}

/** A page of one conversation's messages, oldest first; `nextCursor` pages back to older ones. */
export function loadMessages(
  supabase: SupabaseClient,
  conversationId: string,
  options: { readonly cursor?: string | null; readonly limit?: number } = {},
): Promise<z.output<typeof messagesSchema>> {
  return invokeFunction(
    supabase,
    functionPath(`chat/conversations/${encodeURIComponent(conversationId)}/messages`, {
      limit: options.limit ?? 50,
      cursor: options.cursor,
    }),
    messagesSchema,
  );
}
