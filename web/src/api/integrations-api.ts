/** The integrations function: status, API keys, and Gmail's OAuth connect (docs/integrations.md). */
import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import { functionPath, invokeFunction } from './invoke-function.ts';

const integrationSchema = z.object({
  id: z.string(),
  kind: z.enum(['oauth', 'api_key', 'mcp']),
  status: z.enum(['connected', 'not_connected', 'needs_reconnect', 'sandbox']),
  account: z.string().nullable().optional(),
  fingerprint: z.string().nullable().optional(),
  /** An MCP server's credentials, by the names its headers reference. */
  credentials: z.array(
    z.object({
      name: z.string(),
      status: z.enum(['connected', 'not_connected', 'needs_reconnect', 'sandbox']),
    }),
  ).optional(),
  connectedAt: z.string().nullable().optional(),
  lastUsedAt: z.string().nullable().optional(),
  lastFailure: z.object({ category: z.string(), at: z.string() }).nullable().optional(),
});

/** One integration's status. */
export type IntegrationStatus = z.output<typeof integrationSchema>;

/** The API-key integrations the function accepts keys for. */
export const apiKeyIntegrations = ['serper', 'brave', 'serpapi'] as const;

/** The agent's integrations. */
export async function listIntegrations(supabase: SupabaseClient, agentId: string): Promise<IntegrationStatus[]> {
  const schema = z.object({ integrations: z.array(integrationSchema) });
  return (await invokeFunction(supabase, functionPath('integrations', { agentId }), schema)).integrations;
}

/** Stores an API key (checked for shape by the function). */
export async function saveApiKey(
  supabase: SupabaseClient,
  integration: string,
  agentId: string,
  apiKey: string,
): Promise<void> {
  await invokeFunction(supabase, `integrations/${encodeURIComponent(integration)}`, z.unknown(), {
    method: 'PUT',
    body: { agentId, apiKey },
  });
}

/** Removes an API key. */
export async function removeApiKey(supabase: SupabaseClient, integration: string, agentId: string): Promise<void> {
  await invokeFunction(
    supabase,
    functionPath(`integrations/${encodeURIComponent(integration)}`, { agentId }),
    z.unknown(),
    { method: 'DELETE' },
  );
}

/** Stores the secret of `credential`, a name the MCP server's headers reference (checked by the function). */
export async function saveMcpCredential(
  supabase: SupabaseClient,
  integration: string,
  agentId: string,
  credential: string,
  secret: string,
): Promise<void> {
  await invokeFunction(supabase, `integrations/${encodeURIComponent(integration)}`, z.unknown(), {
    method: 'PUT',
    body: { agentId, credential, secret },
  });
}

/** Removes the stored secret of an MCP server's `credential`. */
export async function removeMcpCredential(
  supabase: SupabaseClient,
  integration: string,
  agentId: string,
  credential: string,
): Promise<void> {
  await invokeFunction(
    supabase,
    functionPath(`integrations/${encodeURIComponent(integration)}`, { agentId, credential }),
    z.unknown(),
    { method: 'DELETE' },
  );
}

/** Starts Gmail's OAuth flow: the consent page to send the browser to. Google (or the local
 * sandbox) sends it back to `returnTo` with `?integration=gmail&status=pending&code=…`, or
 * `status=error&…`. */
export async function startGmailConnect(supabase: SupabaseClient, agentId: string, returnTo: string): Promise<string> {
  const schema = z.object({ authorizationUrl: z.url() });
  return (await invokeFunction(supabase, 'integrations/gmail/connect', schema, {
    method: 'POST',
    body: { agentId, returnTo },
  })).authorizationUrl;
}

/** Finishes Gmail's OAuth flow with the code its return address got. Only the user who
 * started the flow can: anyone else's session is refused (403 `connect_wrong_user`). */
export async function completeGmailConnect(supabase: SupabaseClient, code: string): Promise<IntegrationStatus> {
  const schema = z.object({ agentId: z.string(), integration: integrationSchema });
  return (await invokeFunction(supabase, 'integrations/gmail/complete', schema, {
    method: 'POST',
    body: { code },
  })).integration;
}

/** Disconnects Gmail (the token is revoked at Google). */
export async function disconnectGmail(supabase: SupabaseClient, agentId: string): Promise<void> {
  await invokeFunction(supabase, 'integrations/gmail/disconnect', z.unknown(), { method: 'POST', body: { agentId } });
}
