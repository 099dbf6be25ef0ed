/**
 * The chat function's history routes: the caller's agents, conversations (newest first,
 * cursor paged) and one conversation's messages, with tool calls folded into the
 * assistant messages (docs/web-app.md).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import {
  agentListSchema,
  type AgentSummary,
  type ConversationPage,
  conversationPageSchema,
  type ConversationView,
  conversationViewSchema,
  type MessagePage,
  messagePageSchema,
  type MessageView,
} from '../../../shared/protocol/index.ts';
import { functionPath, invokeFunction } from './invoke-function.ts';

/** One of the caller's agents. */
export type Agent = AgentSummary;
/** One of the caller's conversations. */
export type Conversation = ConversationView;
/** A stored message of a conversation, its tool calls folded in. */
export type StoredMessage = MessageView;

/** The caller's agents (the default one is created on first use). */
export async function listAgents(supabase: SupabaseClient): Promise<Agent[]> {
  return (await invokeFunction(supabase, 'chat/agents', agentListSchema)).agents;
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
): Promise<ConversationPage> {
  return invokeFunction(
    supabase,
    functionPath('chat/conversations', { limit: options.limit ?? 20, cursor: options.cursor }),
    conversationPageSchema,
  );
}

/** A page of one conversation's messages, oldest first; `nextCursor` pages back to older ones. */
export function loadMessages(
  supabase: SupabaseClient,
  conversationId: string,
  options: { readonly cursor?: string | null; readonly limit?: number } = {},
): Promise<MessagePage> {
  return invokeFunction(
    supabase,
    functionPath(`chat/conversations/${encodeURIComponent(conversationId)}/messages`, {
      limit: options.limit ?? 50,
      cursor: options.cursor,
    }),
    messagePageSchema,
  );
}

/** Renames a conversation (1–200 characters once trimmed); the conversation as renamed. */
export function renameConversation(
  supabase: SupabaseClient,
  conversationId: string,
  title: string,
): Promise<Conversation> {
  return invokeFunction(
    supabase,
    `chat/conversations/${encodeURIComponent(conversationId)}`,
    conversationViewSchema,
    { method: 'PATCH', body: { title } },
  );
}

/** Deletes a conversation and its messages (the answer is 204, no body). */
export async function deleteConversation(supabase: SupabaseClient, conversationId: string): Promise<void> {
  await invokeFunction(supabase, `chat/conversations/${encodeURIComponent(conversationId)}`, z.unknown(), {
    method: 'DELETE',
  });
}
