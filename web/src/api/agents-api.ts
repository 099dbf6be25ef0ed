/**
 * The agents API of the chat function (docs/http-api.md): read, create, change and delete
 * one of the caller's agents. The list is `listAgents` in history-api.ts. Every answer is
 * checked with the protocol's schema; a refused body's wrong fields come back as the
 * {@link ApiError}'s `issues`.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import {
  type AgentBody,
  agentSchema,
  type CreateAgentRequest,
  type UpdateAgentRequest,
} from '../../../shared/protocol/index.ts';
import { invokeFunction } from './invoke-function.ts';

/** One of the caller's agents, every field. */
export type AgentDetails = AgentBody;

function agentPath(agentId: string): string {
  return `chat/agents/${encodeURIComponent(agentId)}`;
}

/** The whole agent (404 when it is not the caller's, or gone). */
export function readAgent(supabase: SupabaseClient, agentId: string): Promise<AgentDetails> {
  return invokeFunction(supabase, agentPath(agentId), agentSchema);
}

/** Creates an agent; the agent as stored. */
export function createAgent(supabase: SupabaseClient, request: CreateAgentRequest): Promise<AgentDetails> {
  return invokeFunction(supabase, 'chat/agents', agentSchema, { method: 'POST', body: request });
}

/** Changes the fields `request` gives (settings merge key by key); the agent as stored. */
export function updateAgent(
  supabase: SupabaseClient,
  agentId: string,
  request: UpdateAgentRequest,
): Promise<AgentDetails> {
  return invokeFunction(supabase, agentPath(agentId), agentSchema, { method: 'PATCH', body: request });
}

/** Deletes an agent with its conversations (204); the default agent is refused (409). */
export async function deleteAgent(supabase: SupabaseClient, agentId: string): Promise<void> {
  await invokeFunction(supabase, agentPath(agentId), z.unknown(), { method: 'DELETE' });
}
