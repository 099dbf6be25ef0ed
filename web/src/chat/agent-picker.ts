/**
 * Which agent the chat talks to. A new conversation offers the user's agents in a select
 * (the default one chosen); the first message sends the choice as `agentId`. An existing
 * conversation names its agent, which stays its agent.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { type Agent, listAgents } from '../api/history-api.ts';
import { element, replaceChildren } from '../ui/dom.ts';
import type { ChatStreamEvent } from '../../../shared/protocol/index.ts';

/** The picker. */
export interface AgentPicker {
  readonly element: HTMLElement;
  /** A new conversation: the select, set to the default agent. */
  showNew(): void;
  /** An existing conversation: its agent's name (null while it loads). */
  showConversation(agentId: string | null): void;
  /** The agent the next new conversation starts with; null for the server's default. */
  selectedAgentId(): string | null;
  /** `events` passed through, the conversation's agent named as soon as the stream says which it is. */
  follow(events: AsyncIterable<ChatStreamEvent>): AsyncGenerator<ChatStreamEvent>;
}

/** Creates the picker; it loads the user's agents at once. */
export function createAgentPicker(supabase: SupabaseClient): AgentPicker {
  const root = element('div', { class: 'agent-picker' });
  const select = element('select', { id: 'agent-picker', name: 'agent' });
  const label = element('label', { for: 'agent-picker' }, 'Agent');
  let agents: Agent[] = [];
  /** The agent the user chose for the new conversation; null: the default. */
  let chosen: string | null = null;
  select.addEventListener('change', () => {
    chosen = select.value;
  });
  let shown: { readonly kind: 'new' } | { readonly kind: 'conversation'; readonly agentId: string | null } = {
    kind: 'new',
  };

  const render = (): void => {
    if (shown.kind === 'new') {
      const preselected = agents.find((agent) => agent.id === chosen) ?? agents.find((agent) => agent.isDefault);
      replaceChildren(
        select,
        ...agents.map((agent) =>
          element(
            'option',
            { value: agent.id, selected: agent.id === preselected?.id },
            agent.isDefault ? `${agent.name} (default)` : agent.name,
          )
        ),
      );
      replaceChildren(root, ...(agents.length > 0 ? [label, select] : []));
      return;
    }
    const { agentId } = shown;
    const agent = agents.find((candidate) => candidate.id === agentId);
    replaceChildren(
      root,
      agentId === null ? null : element(
        'p',
        { class: 'agent-name-tag' },
        element('span', { class: 'muted' }, 'Agent: '),
        agent?.name ?? 'one of your agents',
      ),
    );
  };
  const load = async (): Promise<void> => {
    try {
      agents = await listAgents(supabase);
    } catch {
      // Without the list a new conversation starts with the default agent, as the server picks it.
      agents = [];
    }
    render();
  };
  void load();
  function showConversation(agentId: string | null): void {
    shown = { kind: 'conversation', agentId };
    render();
  }

  return {
    element: root,
    showNew() {
      shown = { kind: 'new' };
      chosen = null;
      render();
    },
    showConversation,
    async *follow(events) {
      for await (const event of events) {
        if (event.type === 'conversation') showConversation(event.agentId);
        yield event;
      }
    },
    selectedAgentId() {
      return shown.kind === 'new' && agents.length > 0 && select.value !== '' ? select.value : null;
    },
  };
}
