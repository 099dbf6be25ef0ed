import { describe, expect, it } from 'vitest';
import type { IntegrationStatus } from '../../../../web/src/api/integrations-api.ts';
import { createIntegrationCard, type IntegrationActions } from '../../../../web/src/integrations/integration-card.ts';
import { textOf, useBrowserDocument } from '../support/browser-document.ts';

useBrowserDocument();

/** An event of the test document's own kind (the DOM does not dispatch Node's). */
function domEvent(type: string): Event {
  const view = document.defaultView as unknown as { Event: typeof Event };
  return new view.Event(type, { cancelable: true });
}

/** Actions that note what the card asked for. */
function recordingActions(): { actions: IntegrationActions; calls: string[][] } {
  const calls: string[][] = [];
  const note = (...call: string[]) => {
    calls.push(call);
    return Promise.resolve();
  };
  return {
    calls,
    actions: {
      connectGmail: () => note('connectGmail'),
      disconnectGmail: () => note('disconnectGmail'),
      saveKey: (integration, apiKey) => note('saveKey', integration, apiKey),
      removeKey: (integration) => note('removeKey', integration),
      saveMcpCredential: (integration, credential, secret) =>
        note('saveMcpCredential', integration, credential, secret),
      removeMcpCredential: (integration, credential) => note('removeMcpCredential', integration, credential),
    },
  };
}

const tracker: IntegrationStatus = {
  id: 'mcp:tracker',
  kind: 'mcp',
  status: 'not_connected',
  credentials: [
    { name: 'tracker-token', status: 'connected' },
    { name: 'tracker-workspace', status: 'not_connected' },
  ],
  connectedAt: null,
  lastUsedAt: null,
  lastFailure: null,
};

describe("an MCP server's integration card", () => {
  it('offers a labelled password input per credential, Remove only for a stored one', () => {
    const card = createIntegrationCard(tracker, recordingActions().actions);

    const forms = [...card.querySelectorAll('form')];
    expect(forms.map((form) => form.getAttribute('data-credential'))).toEqual(['tracker-token', 'tracker-workspace']);
    for (const form of forms) {
      const input = form.querySelector('input');
      const label = form.querySelector('label');
      expect(input?.getAttribute('type')).toBe('password');
      expect(label?.getAttribute('for')).toBe(input?.id);
    }
    expect(forms.map((form) => textOf(form.querySelector('label')))).toEqual([
      'Secret for tracker-token (stored)',
      'Secret for tracker-workspace',
    ]);
    expect(forms.map((form) => textOf(form.querySelector('button')))).toEqual(['Replace', 'Save']);
    const removes = [...card.querySelectorAll('button')].filter((button) => textOf(button).startsWith('Remove'));
    expect(removes.map((button) => textOf(button))).toEqual(['Remove tracker-token']);
  });

  it('saves the typed secret under its credential name, and removes a stored one', () => {
    const { actions, calls } = recordingActions();
    const card = createIntegrationCard(tracker, actions);
    const workspace = card.querySelector('form[data-credential="tracker-workspace"]');
    const input = workspace?.querySelector('input');
    if (workspace === null || workspace === undefined || input === null || input === undefined) {
      throw new Error('no form for tracker-workspace');
    }

    input.value = 'acme-workspace';
    workspace.dispatchEvent(domEvent('submit'));
    const remove = [...card.querySelectorAll('button')].find((button) => textOf(button) === 'Remove tracker-token');
    remove?.dispatchEvent(domEvent('click'));

    expect(calls).toEqual([
      ['saveMcpCredential', 'mcp:tracker', 'tracker-workspace', 'acme-workspace'],
      ['removeMcpCredential', 'mcp:tracker', 'tracker-token'],
    ]);
  });

  it('sends nothing for a blank secret, and shows no form for a server without credentials', () => {
    const { actions, calls } = recordingActions();
    const card = createIntegrationCard(tracker, actions);
    const form = card.querySelector('form[data-credential="tracker-workspace"]');
    const input = form?.querySelector('input');
    if (input) input.value = '   ';
    form?.dispatchEvent(domEvent('submit'));

    const open = createIntegrationCard(
      { ...tracker, id: 'mcp:docs', status: 'connected', credentials: [] },
      actions,
    );

    expect(calls).toEqual([]);
    expect(open.querySelector('form')).toBeNull();
  });
});

describe("an API key integration's card", () => {
  const serper: IntegrationStatus = {
    id: 'serper',
    kind: 'api_key',
    status: 'not_connected',
    connectedAt: null,
    lastUsedAt: null,
    lastFailure: null,
  };

  it('offers a labelled password input with Save key, and no Remove before a key is stored', () => {
    const card = createIntegrationCard(serper, recordingActions().actions);

    const form = card.querySelector('form');
    const input = form?.querySelector('input');
    expect(form?.getAttribute('class')).toBe('key-form');
    expect(form?.hasAttribute('data-credential')).toBe(false);
    expect(input?.id).toBe('key-serper');
    expect(input?.getAttribute('type')).toBe('password');
    expect(input?.getAttribute('autocomplete')).toBe('off');
    expect(input?.getAttribute('spellcheck')).toBe('false');
    expect(input?.hasAttribute('required')).toBe(true);
    expect(form?.querySelector('label')?.getAttribute('for')).toBe('key-serper');
    expect(textOf(form?.querySelector('label'))).toBe('Serper API key');
    expect([...card.querySelectorAll('button')].map((button) => textOf(button))).toEqual(['Save key']);
  });

  it('saves the key trimmed, and once stored offers Replace key and Remove', () => {
    const { actions, calls } = recordingActions();
    const card = createIntegrationCard({ ...serper, status: 'connected', fingerprint: 'abcd' }, actions);
    const form = card.querySelector('form');
    const input = form?.querySelector('input');
    if (form === null || form === undefined || input === null || input === undefined) throw new Error('no key form');

    input.value = '  serper-key-0123456789  ';
    form.dispatchEvent(domEvent('submit'));
    const remove = [...card.querySelectorAll('button')].find((button) => textOf(button) === 'Remove Serper key');
    remove?.dispatchEvent(domEvent('click'));

    expect([...card.querySelectorAll('button')].map((button) => textOf(button))).toEqual([
      'Replace key',
      'Remove Serper key',
    ]);
    expect(calls).toEqual([['saveKey', 'serper', 'serper-key-0123456789'], ['removeKey', 'serper']]);
  });
});
