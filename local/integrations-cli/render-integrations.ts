import { type ChatTone, style } from '../cli/terminal-style.ts';
import type { GmailDisconnection, IntegrationList, IntegrationStatus } from './integration-status.ts';

const displayNames: Readonly<Record<string, string>> = {
  gmail: 'Gmail',
  serper: 'Serper',
  brave: 'Brave',
  serpapi: 'SerpApi',
};

const mcpIdPrefix = 'mcp:';

/** The server's name in an MCP server's integration id, `mcp:<name>` (the function's ids). */
function mcpServerName(id: string): string | null {
  return id.startsWith(mcpIdPrefix) ? id.slice(mcpIdPrefix.length) : null;
}

/** `Gmail`, `Serper`, `MCP server docs`. */
export function displayName(id: string): string {
  const server = mcpServerName(id);
  return displayNames[id] ?? (server === null ? id : `MCP server ${server}`);
}

const statusWords: Readonly<Record<IntegrationStatus['status'], readonly [string, ChatTone]>> = {
  connected: ['connected', 'good'],
  sandbox: ['sandbox', 'warn'],
  not_connected: ['not connected', 'dim'],
  needs_reconnect: ['needs reconnect', 'bad'],
};

/** `2026-11-22 14:03 UTC`; the text as it came when it is not a date. */
export function formatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** What is known about one integration besides its status, as `a · b · c`. */
function details(integration: IntegrationStatus): string {
  return [
    integration.account ?? '',
    integration.fingerprint === undefined ? '' : `key …${integration.fingerprint}`,
    integration.connectedAt === null ? '' : `since ${formatTime(integration.connectedAt)}`,
    integration.lastUsedAt === null ? '' : `last used ${formatTime(integration.lastUsedAt)}`,
    integration.lastFailure === null
      ? ''
      : `last failure ${integration.lastFailure.category} at ${formatTime(integration.lastFailure.at)}`,
  ].filter((part) => part.length > 0).join(' · ');
}

/** The command that fixes an integration that does not work; null when there is none to run. */
export function fixCommand(integration: IntegrationStatus): string | null {
  if (integration.status === 'connected' || integration.status === 'sandbox') return null;
  if (integration.id === 'gmail') return 'npm run integrations -- connect gmail';
  if (integration.kind === 'api_key') return `npm run integrations -- set ${integration.id} <key> --verify`;
  const missing = integration.credentials?.find((credential) => credential.status !== 'connected');
  const server = mcpServerName(integration.id);
  if (integration.kind === 'mcp' && server !== null && missing !== undefined) {
    return `npm run integrations -- mcp set ${server} --credential ${missing.name}`;
  }
  return null;
}

/** The agent's integrations as a table, then how to connect those that are not. */
export function renderIntegrationList(list: IntegrationList, options: { readonly color: boolean }): string {
  const rows = list.integrations.map((integration) => {
    const [word, tone] = statusWords[integration.status];
    return { name: displayName(integration.id), word, tone, details: details(integration) };
  });
  const nameWidth = Math.max(0, ...rows.map((row) => row.name.length));
  const wordWidth = Math.max(0, ...rows.map((row) => row.word.length));
  const lines = [`Integrations of agent ${list.agentId}`];
  if (rows.length === 0) lines.push('  none');
  for (const row of rows) {
    const status = style(row.word, row.tone, options.color);
    const details = row.details === ''
      ? ''
      : `${' '.repeat(wordWidth - row.word.length)}  ${style(row.details, 'dim', options.color)}`;
    lines.push(`  ${row.name.padEnd(nameWidth)}  ${status}${details}`);
  }
  // One working search provider is enough: the others are only worth a hint when none works.
  const someKeyWorks = list.integrations.some((integration) =>
    integration.kind === 'api_key' && fixCommand(integration) === null
  );
  const fixes = list.integrations.flatMap((integration) => {
    if (someKeyWorks && integration.kind === 'api_key' && integration.status === 'not_connected') return [];
    const command = fixCommand(integration);
    return command === null ? [] : [`  ${displayName(integration.id)}: ${command}`];
  });
  if (fixes.length > 0) lines.push('', 'To connect:', ...fixes);
  if (list.integrations.some((integration) => integration.status === 'sandbox')) {
    lines.push(
      '',
      style(
        "sandbox: the local gateway's stand-in (no network, mail goes to npm run outbox); a real key or account wins.",
        'dim',
        options.color,
      ),
    );
  }
  return `${lines.join('\n')}\n`;
}

/** One line about an integration after a change: `Serper: connected (key …abcd).`, or an
 * MCP server's `(tracker-token connected, tracker-workspace not connected)`. */
export function describeStatus(integration: IntegrationStatus): string {
  const [word] = statusWords[integration.status];
  const about = [
    integration.account ?? '',
    integration.fingerprint === undefined ? '' : `key …${integration.fingerprint}`,
    ...(integration.credentials ?? []).map((credential) => `${credential.name} ${statusWords[credential.status][0]}`),
  ].filter((part) => part.length > 0);
  return `${displayName(integration.id)}: ${word}${about.length === 0 ? '' : ` (${about.join(', ')})`}.`;
}

/** What `disconnect gmail` did, including a revoke at Google that failed. */
export function describeGmailDisconnection(result: GmailDisconnection): string {
  return result.revoked
    ? 'Gmail disconnected: the token was revoked at Google and deleted.'
    : 'Gmail disconnected here, but Google did not confirm the revoke: remove Parley under https://myaccount.google.com/permissions to be sure.';
}
