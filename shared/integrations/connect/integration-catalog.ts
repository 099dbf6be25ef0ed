/**
 * Which integrations an agent can use, how each is stored, and how the tool log names it:
 * Gmail (OAuth), the three search APIs (API keys), and every MCP server in the agent's
 * settings (whose headers reference stored credentials by provider name).
 */
import type { Agent } from '../../db/repositories/agents-repository.ts';
import { type McpServerSettings, searchProviders } from '../../db/repositories/agent-settings.ts';
import { isUuid } from '../../db/repositories/uuid.ts';
import type { IntegrationLogMatch } from '../../db/repositories/integration-usage-repository.ts';
import { gmailCredentialProvider, parseGmailToken } from '../gmail/gmail-token.ts';
import type { IntegrationKind } from './integration-status.ts';

/** One integration of an agent. */
export interface IntegrationEntry {
  readonly id: string;
  readonly kind: IntegrationKind;
  /** The `integration_credentials.provider` names it needs (none for an MCP server without secrets). */
  readonly credentialProviders: readonly string[];
  readonly logMatch: IntegrationLogMatch;
}

/** The integrations whose API key a user stores through `PUT /integrations/<id>`. */
export const apiKeyIntegrations = searchProviders;

/** One of {@link apiKeyIntegrations}. */
export type ApiKeyIntegration = (typeof apiKeyIntegrations)[number];

/** True for an id of {@link apiKeyIntegrations}. */
export function isApiKeyIntegration(id: string): id is ApiKeyIntegration {
  return (apiKeyIntegrations as readonly string[]).includes(id);
}

const mcpIdPrefix = 'mcp:';

/** The integration id of the MCP server named `serverName`. */
export function mcpIntegrationId(serverName: string): string {
  return `${mcpIdPrefix}${serverName}`;
}

/** The server name of an MCP integration id (`mcp:<server>`), or null for any other id. */
export function mcpServerNameOf(id: string): string | null {
  return id.startsWith(mcpIdPrefix) && id.length > mcpIdPrefix.length ? id.slice(mcpIdPrefix.length) : null;
}

/** The credential names `server`'s headers reference, each once, sorted (stored settings keep no header order). */
export function credentialNamesOf(server: McpServerSettings): string[] {
  return [...new Set(Object.values(server.headers ?? {}).map((reference) => reference.credential))].sort();
}

/** True for a credential name an integration of its own stores (Gmail's token, a search key). */
export function isReservedCredentialName(name: string): boolean {
  return name === gmailCredentialProvider || isApiKeyIntegration(name);
}

/** Every integration `agent` can use, Gmail and the search APIs first, then its MCP servers. */
export function integrationEntriesFor(agent: Agent): IntegrationEntry[] {
  const gmail: IntegrationEntry = {
    id: 'gmail',
    kind: 'oauth',
    credentialProviders: [gmailCredentialProvider],
    logMatch: { id: 'gmail', provider: gmailCredentialProvider, toolNamePrefix: 'gmail_' },
  };
  const keys = apiKeyIntegrations.map((provider): IntegrationEntry => ({
    id: provider,
    kind: 'api_key',
    credentialProviders: [provider],
    logMatch: { id: provider, provider, toolNamePrefix: null },
  }));
  // MCP rows are matched by tool name only: a server may be named like a provider.
  const servers = agent.settings.mcpServers.map((server): IntegrationEntry => ({
    id: mcpIntegrationId(server.name),
    kind: 'mcp',
    credentialProviders: credentialNamesOf(server),
    logMatch: { id: mcpIntegrationId(server.name), provider: null, toolNamePrefix: `${server.name}__` },
  }));
  return [gmail, ...keys, ...servers];
}

/** Characters that would end a header line (see shared/mcp/mcp-server-headers.ts). */
const unsafeHeaderValue = /[\r\n\0]/;

/**
 * Whether a decrypted secret can be used by what reads it: a Gmail token object, a search
 * key that is not blank or a bare UUID (a Vault reference, see search-credentials.ts), an
 * MCP header value that fits on a header line. Runs inside the credentials repository;
 * only the verdict comes out.
 */
export function isUsableSecret(provider: string, secret: string): boolean {
  if (provider === gmailCredentialProvider) return parseGmailToken(secret) !== null;
  if (isApiKeyIntegration(provider)) return secret.trim().length > 0 && !isUuid(secret.trim());
  return secret.length > 0 && !unsafeHeaderValue.test(secret);
}
