import type { Agent } from '../../db/repositories/agents-repository.ts';
import type { CredentialSummary } from '../../db/repositories/credentials-repository.ts';
import { isSandboxCredential } from '../local-sandbox.ts';
import { connectLimits } from './connect-limits.ts';
import { integrationEntriesFor, type IntegrationEntry, isUsableSecret } from './integration-catalog.ts';
import {
  accountOf,
  connectedAtOf,
  type ConnectionStatus,
  credentialStatusOf,
  fingerprintOf,
  type IntegrationStatus,
  usageFieldsOf,
} from './integration-status.ts';
import type { IntegrationsDependencies } from './integrations-dependencies.ts';

const dayMs = 24 * 60 * 60_000;

/** Gmail: a sandbox credential is `sandbox` next to the gateway's stand-ins and means
 * nothing without them (the gmail-api function refuses it as not connected). */
function gmailStatus(summary: CredentialSummary | undefined, sandboxPresent: boolean): ConnectionStatus {
  const status = credentialStatusOf(summary);
  if (summary === undefined || !isSandboxCredential(summary.metadata)) return status;
  if (!sandboxPresent) return 'not_connected';
  return status === 'connected' ? 'sandbox' : status;
}

/** An MCP server: connected when every credential its headers reference is; one refused or
 * unreadable makes it `needs_reconnect`, one missing `not_connected`. */
function mcpStatus(entry: IntegrationEntry, summaries: ReadonlyMap<string, CredentialSummary>): ConnectionStatus {
  const statuses = entry.credentialProviders.map((provider) => credentialStatusOf(summaries.get(provider)));
  if (statuses.includes('needs_reconnect')) return 'needs_reconnect';
  return statuses.includes('not_connected') ? 'not_connected' : 'connected';
}

/**
 * The status of every integration of `agent` for `userId`: one credentials read (secrets
 * decrypted only to judge them, inside the repository) and one tool-log query.
 */
export async function describeIntegrations(
  dependencies: IntegrationsDependencies,
  agent: Agent,
  userId: string,
): Promise<IntegrationStatus[]> {
  const entries = integrationEntriesFor(agent);
  const providers = [...new Set(entries.flatMap((entry) => entry.credentialProviders))];
  const since = new Date(dependencies.clock().getTime() - connectLimits.usageLookbackDays * dayMs);
  const [stored, usage] = await Promise.all([
    dependencies.storage?.credentials.listForUser(userId, providers, { usable: isUsableSecret }) ?? Promise.resolve([]),
    dependencies.usage.usageFor(userId, entries.map((entry) => entry.logMatch), since),
  ]);
  const summaries = new Map(stored.map((summary) => [summary.provider, summary]));
  const { sandbox } = dependencies;
  // The search runs against the sandbox stand-in when none of the agent's providers has a
  // stored, readable key (as search-in-order.ts decides: a real key wins even if it fails).
  const hasSearchKey = agent.settings.searchProviders.some((provider) => {
    const summary = summaries.get(provider);
    return summary !== undefined && summary.credentialStatus !== 'revoked' && summary.readable;
  });
  const sandboxSearch = sandbox !== undefined && !hasSearchKey;
  return entries.map((entry): IntegrationStatus => {
    const summary = entry.kind === 'mcp' ? undefined : summaries.get(entry.credentialProviders[0] ?? '');
    let status: ConnectionStatus;
    if (entry.kind === 'oauth') status = gmailStatus(summary, sandbox !== undefined);
    else if (entry.kind === 'mcp') status = mcpStatus(entry, summaries);
    else status = credentialStatusOf(summary);
    if (
      entry.kind === 'api_key' && status === 'not_connected' && sandboxSearch && sandbox?.search.provider === entry.id
    ) status = 'sandbox';
    const connectedAt = entry.kind === 'mcp'
      ? entry.credentialProviders.map((provider) => connectedAtOf(summaries.get(provider))).filter((at) => at !== null)
        .sort().at(-1) ?? null
      : summary === undefined || status === 'not_connected'
      ? null
      : connectedAtOf(summary);
    const account = entry.kind === 'oauth' && status !== 'not_connected' ? accountOf(summary) : undefined;
    const fingerprint = entry.kind === 'api_key' && status !== 'not_connected' ? fingerprintOf(summary) : undefined;
    const credentials = entry.kind === 'mcp'
      ? entry.credentialProviders.map((name) => ({ name, status: credentialStatusOf(summaries.get(name)) }))
      : undefined;
    return {
      id: entry.id,
      kind: entry.kind,
      status,
      ...(account === undefined ? {} : { account }),
      ...(fingerprint === undefined ? {} : { fingerprint }),
      ...(credentials === undefined ? {} : { credentials }),
      connectedAt,
      ...usageFieldsOf(usage.get(entry.id), connectedAt),
    };
  });
}

/** The status of one integration of `agent` (it must be one of its catalog). */
export async function describeIntegration(
  dependencies: IntegrationsDependencies,
  agent: Agent,
  userId: string,
  id: string,
): Promise<IntegrationStatus> {
  const found = (await describeIntegrations(dependencies, agent, userId)).find((integration) => integration.id === id);
  if (found === undefined) throw new Error(`Integration ${id} is not in the catalog of agent ${agent.id}.`);
  return found;
}
