/**
 * One integration on the Integrations page: its status (a sandbox shown as "Sandbox"), the
 * account or key it uses, when it was last used or failed, and what can be done: connect or
 * disconnect Gmail, save or remove an API key, save or remove each secret an MCP server's
 * headers use.
 */
import type { IntegrationStatus } from '../api/integrations-api.ts';
import { busyWhile } from '../ui/busy-while.ts';
import { element } from '../ui/dom.ts';
import { integrationName } from './integration-names.ts';
import { secretForm } from './secret-form.ts';

/** What the card's buttons do; each returns when the action has finished. */
export interface IntegrationActions {
  readonly connectGmail: () => Promise<void>;
  readonly disconnectGmail: () => Promise<void>;
  readonly saveKey: (integration: string, apiKey: string) => Promise<void>;
  readonly removeKey: (integration: string) => Promise<void>;
  readonly saveMcpCredential: (integration: string, credential: string, secret: string) => Promise<void>;
  readonly removeMcpCredential: (integration: string, credential: string) => Promise<void>;
}

/** One credential of an MCP server, as the card shows it. */
type McpCredential = NonNullable<IntegrationStatus['credentials']>[number];

const statusLabels: Readonly<Record<IntegrationStatus['status'], string>> = {
  connected: 'Connected',
  not_connected: 'Not connected',
  needs_reconnect: 'Needs reconnect',
  sandbox: 'Sandbox',
};
const purposes: Readonly<Record<string, string>> = {
  gmail: 'Send, read and search mail from your account.',
  serper: 'Web and news search.',
  brave: 'Web and news search.',
  serpapi: 'Web and news search.',
};
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function detailsOf(integration: IntegrationStatus): string[] {
  const details: string[] = [];
  if (integration.status === 'sandbox') details.push('Local sandbox: a stand-in, no real account or key is used.');
  if (integration.account) details.push(`Account: ${integration.account}`);
  if (integration.fingerprint) details.push(`Key ending in ${integration.fingerprint.replace(/^[.…]+/, '')}`);
  if (integration.lastUsedAt) details.push(`Last used ${dateFormat.format(new Date(integration.lastUsedAt))}`);
  if (integration.lastFailure) {
    details.push(
      `Last failure: ${integration.lastFailure.category}, ${dateFormat.format(new Date(integration.lastFailure.at))}`,
    );
  }
  return details;
}

function gmailActions(integration: IntegrationStatus, actions: IntegrationActions): HTMLElement {
  const row = element('div', { class: 'card-actions' });
  if (integration.status !== 'connected' && integration.status !== 'sandbox') {
    const connect = element(
      'button',
      { type: 'button', class: 'button primary' },
      integration.status === 'needs_reconnect' ? 'Reconnect Gmail' : 'Connect Gmail',
    );
    connect.addEventListener('click', busyWhile(connect, actions.connectGmail));
    row.append(connect);
  } else {
    const disconnect = element('button', { type: 'button', class: 'button' }, 'Disconnect Gmail');
    disconnect.addEventListener('click', busyWhile(disconnect, actions.disconnectGmail));
    row.append(disconnect);
  }
  return row;
}

function keyActions(integration: IntegrationStatus, actions: IntegrationActions): HTMLElement {
  const name = integrationName(integration.id);
  const connected = integration.status === 'connected';
  return secretForm({
    inputId: `key-${integration.id}`,
    label: `${name} API key`,
    saveLabel: connected ? 'Replace key' : 'Save key',
    removeLabel: connected ? `Remove ${name} key` : null,
    save: (typed) => actions.saveKey(integration.id, typed.trim()),
    remove: () => actions.removeKey(integration.id),
  });
}

/** A secret form per credential the server's headers use: Save (Replace once stored) and,
 * once stored, Remove. */
function mcpCredentialForm(
  integration: IntegrationStatus,
  credential: McpCredential,
  actions: IntegrationActions,
): HTMLElement {
  const connected = credential.status === 'connected';
  return secretForm({
    inputId: `secret-${integration.id}-${credential.name}`.replace(/[^a-z0-9-]/gi, '-'),
    label: `Secret for ${credential.name}${connected ? ' (stored)' : ''}`,
    saveLabel: connected ? 'Replace' : 'Save',
    formAttributes: { 'data-credential': credential.name },
    removeLabel: connected ? `Remove ${credential.name}` : null,
    save: (typed) => actions.saveMcpCredential(integration.id, credential.name, typed),
    remove: () => actions.removeMcpCredential(integration.id, credential.name),
  });
}

function mcpActions(integration: IntegrationStatus, actions: IntegrationActions): HTMLElement | null {
  const credentials = integration.credentials ?? [];
  if (credentials.length === 0) return null;
  return element('div', {}, ...credentials.map((credential) => mcpCredentialForm(integration, credential, actions)));
}

/** The card for `integration`. */
export function createIntegrationCard(integration: IntegrationStatus, actions: IntegrationActions): HTMLElement {
  const titleId = `integration-${integration.id.replace(/[^a-z0-9-]/gi, '-')}`;
  const controls = integration.kind === 'oauth' && integration.id === 'gmail'
    ? gmailActions(integration, actions)
    : integration.kind === 'api_key'
    ? keyActions(integration, actions)
    : integration.kind === 'mcp'
    ? mcpActions(integration, actions)
    : null;
  return element(
    'section',
    {
      class: 'card integration',
      id: integration.id,
      'aria-labelledby': titleId,
      'data-integration': integration.id,
      'data-status': integration.status,
    },
    element(
      'div',
      { class: 'card-head' },
      element('h2', { id: titleId }, integrationName(integration.id)),
      element('span', { class: `badge ${integration.status}` }, statusLabels[integration.status]),
    ),
    purposes[integration.id] ? element('p', { class: 'muted' }, purposes[integration.id]) : null,
    ...detailsOf(integration).map((line) => element('p', { class: 'small' }, line)),
    controls,
  );
}
