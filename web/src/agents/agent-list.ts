/** The list of the user's agents on the Agents page: name, default mark, tools; Edit, Duplicate, Delete. */
import type { Agent } from '../api/history-api.ts';
import { element, replaceChildren } from '../ui/dom.ts';

/** What the buttons do; `opener` is the button, for the focus to return to. */
export interface AgentListActions {
  readonly edit: (agent: Agent, opener: HTMLElement) => void;
  readonly duplicate: (agent: Agent, opener: HTMLElement) => void;
  readonly remove: (agent: Agent) => void;
}

/** The list. */
export interface AgentList {
  readonly element: HTMLElement;
  show(agents: readonly Agent[]): void;
  /** Puts the focus on the Edit button of `agentId`. */
  focusAgent(agentId: string): void;
}

function toolsText(agent: Agent): string {
  const count = agent.enabledTools.length;
  return count === 0 ? 'No tools' : count === 1 ? '1 tool' : `${count} tools`;
}

/** Creates the (empty) list. */
export function createAgentList(actions: AgentListActions): AgentList {
  const items = element(
    'ul',
    { class: 'agent-list', 'aria-busy': 'true' },
    element('li', { class: 'muted' }, 'Loading agents…'),
  );
  const root = element('section', { class: 'agent-list-section', 'aria-label': 'Your agents' }, items);
  return {
    element: root,
    show(agents) {
      replaceChildren(
        items,
        ...agents.map((agent) => {
          const button = (label: string, run: (opener: HTMLElement) => void, extra: Record<string, string> = {}) => {
            const created = element('button', {
              type: 'button',
              class: 'button small',
              'aria-label': `${label} “${agent.name}”`,
              ...extra,
            }, label);
            created.addEventListener('click', () => run(created));
            return created;
          };
          return element(
            'li',
            { class: 'agent-item', 'data-agent': agent.id },
            element(
              'div',
              { class: 'agent-item-text' },
              element('span', { class: 'agent-name' }, agent.name),
              agent.isDefault ? element('span', { class: 'default-tag' }, 'Default') : null,
              element('span', { class: 'small muted' }, toolsText(agent)),
            ),
            element(
              'div',
              { class: 'agent-actions' },
              button('Edit', (opener) => actions.edit(agent, opener), { 'data-action': 'edit' }),
              button('Duplicate', (opener) => actions.duplicate(agent, opener)),
              // The default agent cannot be deleted: the server refuses it (409), so the button is not offered.
              agent.isDefault ? null : button('Delete', () => actions.remove(agent), { class: 'button small danger' }),
            ),
          );
        }),
      );
      items.setAttribute('aria-busy', 'false');
    },
    focusAgent(agentId) {
      items.querySelector<HTMLElement>(`li[data-agent="${CSS.escape(agentId)}"] [data-action="edit"]`)?.focus();
    },
  };
}
