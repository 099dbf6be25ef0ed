import { z } from 'zod';

/** The integrations that take an API key. */
export const apiKeyProviders = ['serper', 'brave', 'serpapi'] as const;

/** `serper`, `brave` or `serpapi`. */
export type ApiKeyProvider = (typeof apiKeyProviders)[number];

const statusSchema = z.enum(['connected', 'not_connected', 'needs_reconnect', 'sandbox']);

/** One integration as the integrations function reports it; never a secret. */
export const integrationStatusSchema = z.object({
  /** `gmail`, `serper`, `brave`, `serpapi`, or `mcp:<name>`. */
  id: z.string(),
  kind: z.enum(['oauth', 'api_key', 'mcp']),
  status: statusSchema,
  /** An MCP server's credentials, by the names its headers reference. */
  credentials: z.array(z.object({ name: z.string(), status: statusSchema })).optional(),
  account: z.string().optional(),
  fingerprint: z.string().optional(),
  connectedAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  lastFailure: z.object({ category: z.string(), at: z.string() }).nullable(),
});

/** One integration's status. */
export type IntegrationStatus = z.output<typeof integrationStatusSchema>;

/** `GET /integrations?agentId=`. */
export const integrationListSchema = z.object({ agentId: z.string(), integrations: z.array(integrationStatusSchema) });

/** Every integration of one agent. */
export type IntegrationList = z.output<typeof integrationListSchema>;

/** `PUT` and `DELETE /integrations/{provider}`. */
export const integrationAnswerSchema = z.object({ integration: integrationStatusSchema });

/** `POST /integrations/gmail/connect`. */
export const gmailConnectAnswerSchema = z.object({ authorizationUrl: z.url({ protocol: /^https?$/ }) });

/** `POST /integrations/gmail/complete`: the connection the completion code finished. */
export const gmailCompleteAnswerSchema = z.object({ agentId: z.string(), integration: integrationStatusSchema });

/** `POST /integrations/gmail/disconnect`: `revoked` is false when Google's revoke failed
 * (the connection is deleted here all the same). */
export const gmailDisconnectAnswerSchema = z.object({ integration: integrationStatusSchema, revoked: z.boolean() });

/** What Gmail's disconnect did. */
export type GmailDisconnection = z.output<typeof gmailDisconnectAnswerSchema>;

/** A status in which the integration works. */
export function isUsable(status: IntegrationStatus): boolean {
  return status.status === 'connected' || status.status === 'sandbox';
}
