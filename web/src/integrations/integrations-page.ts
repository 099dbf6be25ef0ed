/**
 * The Integrations page: the status of each integration of the user's agent; Gmail's
 * connect (the OAuth flow, back here with `?integration=gmail&status=…`, finished from this
 * page in the user's own session) and disconnect; API keys and MCP servers' secrets saved and removed.
 */
import { ApiError } from '../api/api-error.ts';
import {
  completeGmailConnect,
  disconnectGmail,
  listIntegrations,
  removeApiKey,
  removeMcpCredential,
  saveApiKey,
  saveMcpCredential,
  startGmailConnect,
} from '../api/integrations-api.ts';
import type { Page, PageContext } from '../app/page-context.ts';
import { element, replaceChildren } from '../ui/dom.ts';
import { createIntegrationCard, type IntegrationActions } from './integration-card.ts';
import { integrationName } from './integration-names.ts';
import { readOAuthReturn, withoutOAuthReturn } from './oauth-return.ts';

/** Builds the page and loads the list. */
export function createIntegrationsPage(context: PageContext): Page {
  const { supabase, banner } = context;
  const notice = element('div', { class: 'notice', role: 'status' });
  const list = element(
    'div',
    { class: 'cards', 'aria-busy': 'true' },
    element('p', { class: 'muted' }, 'Loading integrations…'),
  );
  const subtitle = element('p', { class: 'muted' }, 'Accounts and keys your agent’s tools use.');
  const root = element('div', { class: 'narrow-page' }, element('h1', {}, 'Integrations'), subtitle, notice, list);

  const say = (kind: 'success' | 'error', text: string): void => {
    notice.className = `notice ${kind}`;
    notice.textContent = text;
  };
  /** Finishes a connection Google consented to; the server refuses it unless this session's
   * user started it. */
  const finishConnection = async (name: string, code: string): Promise<void> => {
    notice.className = 'notice';
    notice.textContent = `Finishing the ${name} connection…`;
    try {
      await completeGmailConnect(supabase, code);
      await load();
      say('success', `${name} is connected.`);
    } catch (error) {
      if (error instanceof ApiError && (error.kind === 'request' || error.kind === 'server')) {
        // The code is used up either way: the way forward is to connect again.
        const reason = error.kind === 'request'
          ? error.message
          : 'Google or the server could not be reached — connect again in a moment.';
        say('error', `${name} was not connected: ${reason}`);
        // A retried request may find the code used by its own first attempt: show what is true.
        await load();
      } else banner.show(error, { retry: () => void finishConnection(name, code) });
    }
  };
  const returned = readOAuthReturn(location.search);
  if (returned !== null) {
    // The completion code leaves the address bar (and the history entry) before it is used.
    context.router.replaceUrl(`${location.pathname}${withoutOAuthReturn(location.search)}${location.hash}`);
    const name = integrationName(returned.integration);
    if (returned.status === 'pending') void finishConnection(name, returned.code);
    else say('error', `${name} was not connected: ${returned.message}`);
  }

  const guarded = (action: () => Promise<void>, done: string | null): () => Promise<void> => async () => {
    try {
      await action();
      // The notice comes with the list that shows it.
      await load();
      if (done !== null) say('success', done);
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'request') say('error', error.message);
      else banner.show(error, { retry: () => void guarded(action, done)() });
    }
  };
  const actions = (agentId: string): IntegrationActions => ({
    connectGmail: guarded(
      async () => location.assign(await startGmailConnect(supabase, agentId, `${location.origin}/integrations`)),
      null,
    ),
    disconnectGmail: guarded(() => disconnectGmail(supabase, agentId), 'Gmail is disconnected.'),
    saveKey: (integration, apiKey) =>
      guarded(() => saveApiKey(supabase, integration, agentId, apiKey), `${integrationName(integration)} key saved.`)(),
    removeKey: (integration) =>
      guarded(() => removeApiKey(supabase, integration, agentId), `${integrationName(integration)} key removed.`)(),
    saveMcpCredential: (integration, credential, secret) =>
      guarded(
        () => saveMcpCredential(supabase, integration, agentId, credential, secret),
        `${credential} saved for ${integrationName(integration)}.`,
      )(),
    removeMcpCredential: (integration, credential) =>
      guarded(
        () => removeMcpCredential(supabase, integration, agentId, credential),
        `${credential} removed from ${integrationName(integration)}.`,
      )(),
  });

  async function load(): Promise<void> {
    try {
      const agent = await context.agent();
      subtitle.textContent = `Accounts and keys the tools of ${agent.name} use.`;
      const integrations = await listIntegrations(supabase, agent.id);
      replaceChildren(
        list,
        ...integrations.map((integration) => createIntegrationCard(integration, actions(agent.id))),
      );
      list.setAttribute('aria-busy', 'false');
      if (location.hash.length > 1) {
        document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView({ block: 'start' });
      }
    } catch (error) {
      banner.show(error, { retry: () => void load() });
    }
  }
  void load();
  return { element: root };
}
