/**
 * The button a tool failure's setup hint calls for: "Connect Gmail" starts the OAuth flow
 * at once (back to the Integrations page); "Add Serper key" and the like open the
 * Integrations page.
 */
import { element } from '../ui/dom.ts';
import { integrationName } from '../integrations/integration-names.ts';
import type { SetupHint } from '../../../shared/protocol/index.ts';

/** What the button does for Gmail. */
export interface SetupActions {
  readonly connectGmail: () => void;
}

const verbs: Readonly<Record<SetupHint['action'], string>> = {
  connect: 'Connect',
  reconnect: 'Reconnect',
  add_key: 'Add',
  replace_key: 'Replace',
};

/** The button (or link) for `hint`. */
export function createSetupAction(hint: SetupHint, actions: SetupActions): HTMLElement {
  const name = integrationName(hint.integration);
  const isKey = hint.action === 'add_key' || hint.action === 'replace_key';
  const label = `${verbs[hint.action]} ${name}${isKey ? ' key' : ''}`;
  if (hint.integration === 'gmail' && !isKey) {
    return element('button', {
      type: 'button',
      class: 'button small primary setup-action',
      onclick: actions.connectGmail,
    }, label);
  }
  return element('a', {
    class: 'button small primary setup-action',
    href: `/integrations#${encodeURIComponent(hint.integration)}`,
    'data-link': true,
  }, label);
}
