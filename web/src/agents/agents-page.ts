/**
 * The Agents page: the user's agents, each with Edit, Duplicate and Delete, and New agent.
 * The form opens beside the list (below it on a phone); a save that the server refuses keeps
 * everything typed: its issues show at their fields, a 404 (the agent was deleted elsewhere)
 * turns the form into a new agent's, and a network or server failure offers Retry.
 */
import { ApiError } from '../api/api-error.ts';
import { type AgentDetails, createAgent, deleteAgent, readAgent, updateAgent } from '../api/agents-api.ts';
import { type Agent, listAgents } from '../api/history-api.ts';
import type { Page, PageContext } from '../app/page-context.ts';
import { element, replaceChildren } from '../ui/dom.ts';
import { type AgentForm, createAgentForm } from './agent-form.ts';
import {
  type AgentFormValues,
  duplicateValuesOf,
  emptyAgentFormValues,
  formValuesOf,
  requestBodyOf,
} from './agent-form-values.ts';
import { createAgentList } from './agent-list.ts';

/** What the open form saves: a new agent, or changes to `agent`. */
type FormMode = { readonly kind: 'create' } | { readonly kind: 'update'; readonly agent: AgentDetails };

/** Builds the page and loads the list. */
export function createAgentsPage(context: PageContext): Page {
  const { supabase, banner } = context;
  let agents: Agent[] = [];
  let open: { readonly form: AgentForm; mode: FormMode; readonly opener: HTMLElement | null } | null = null;

  const notice = element('div', { class: 'notice', role: 'status' });
  const editor = element('section', { class: 'agent-editor', 'aria-label': 'Agent form', hidden: true });
  const newAgent = element('button', { type: 'button', class: 'button primary' }, 'New agent');
  const list = createAgentList({
    edit: (agent, opener) => void openExisting(agent, opener, 'edit'),
    duplicate: (agent, opener) => void openExisting(agent, opener, 'duplicate'),
    remove: (agent) => void remove(agent),
  });
  const root = element(
    'div',
    { class: 'wide-page agents-page' },
    element(
      'div',
      { class: 'page-head' },
      element('h1', {}, 'Agents'),
      newAgent,
    ),
    element(
      'p',
      { class: 'muted' },
      'Each agent has its own instructions, model, tools and approvals. New conversations start with the default agent; the chat lets you pick another.',
    ),
    notice,
    element('div', { class: 'agents-layout' }, list.element, editor),
  );

  const say = (kind: 'success' | 'error', text: string): void => {
    notice.className = `notice ${kind}`;
    notice.textContent = text;
  };
  const toolNames = (): string[] => [...new Set(agents.flatMap((agent) => agent.enabledTools))];

  function closeForm(focusOpener: boolean): void {
    const opener = open?.opener ?? null;
    open = null;
    editor.hidden = true;
    replaceChildren(editor);
    if (focusOpener) (opener?.isConnected ? opener : newAgent).focus();
  }

  function openForm(mode: FormMode, title: string, values: AgentFormValues, opener: HTMLElement | null): void {
    const form = createAgentForm({
      title,
      saveLabel: mode.kind === 'create' ? 'Create agent' : 'Save changes',
      values,
      toolNames: toolNames(),
      isDefaultAgent: mode.kind === 'update' && mode.agent.isDefault,
      save: (typed) => void save(typed),
      cancel: () => closeForm(true),
    });
    open = { form, mode, opener };
    replaceChildren(editor, form.element);
    editor.hidden = false;
    form.focus();
  }

  async function openExisting(summary: Agent, opener: HTMLElement, purpose: 'edit' | 'duplicate'): Promise<void> {
    try {
      const agent = await readAgent(supabase, summary.id);
      if (purpose === 'edit') openForm({ kind: 'update', agent }, `Edit “${agent.name}”`, formValuesOf(agent), opener);
      else openForm({ kind: 'create' }, `Duplicate “${agent.name}”`, duplicateValuesOf(agent), opener);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        await load();
        say('error', `“${summary.name}” no longer exists.`);
      } else banner.show(error, { retry: () => void openExisting(summary, opener, purpose) });
    }
  }

  async function save(values: AgentFormValues): Promise<void> {
    const current = open;
    if (current === null) return;
    banner.clear();
    current.form.setBusy(true);
    try {
      const body = requestBodyOf(values);
      const saved = current.mode.kind === 'create'
        ? await createAgent(supabase, body)
        : await updateAgent(supabase, current.mode.agent.id, body);
      context.agentsChanged();
      closeForm(false);
      // The notice comes with the list that shows it.
      await load();
      say('success', current.mode.kind === 'create' ? `Created “${saved.name}”.` : `Saved “${saved.name}”.`);
      list.focusAgent(saved.id);
    } catch (error) {
      if (open !== current) return;
      current.form.setBusy(false);
      if (error instanceof ApiError && error.status === 400 && error.issues.length > 0) {
        current.form.showIssues(error.issues);
      } else if (error instanceof ApiError && error.status === 404 && current.mode.kind === 'update') {
        // Deleted meanwhile (another tab): what was typed can still become a new agent.
        current.mode = { kind: 'create' };
        current.form.showIssues([]);
        current.form.retitle('New agent', 'Create agent');
        await load();
        say('error', 'This agent was deleted meanwhile. Your changes are kept: Create agent saves them as a new one.');
      } else if (error instanceof ApiError && error.kind === 'request') {
        current.form.showIssues([{ path: '', message: error.message }]);
      } else banner.show(error, { retry: () => void save(values) });
    }
  }

  async function remove(agent: Agent): Promise<void> {
    if (!confirm(`Delete “${agent.name}” and its conversations? This cannot be undone.`)) return;
    banner.clear();
    try {
      await deleteAgent(supabase, agent.id);
      context.agentsChanged();
      if (open?.mode.kind === 'update' && open.mode.agent.id === agent.id) closeForm(false);
      await load();
      say('success', `Deleted “${agent.name}”.`);
      newAgent.focus();
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        await load();
        say('error', `“${agent.name}” was already deleted.`);
      } else if (error instanceof ApiError && error.kind === 'request') say('error', error.message);
      else banner.show(error, { retry: () => void remove(agent) });
    }
  }

  async function load(): Promise<void> {
    try {
      agents = await listAgents(supabase);
      list.show(agents);
    } catch (error) {
      banner.show(error, { retry: () => void load() });
    }
  }

  newAgent.addEventListener('click', () => {
    openForm({ kind: 'create' }, 'New agent', { ...emptyAgentFormValues, enabledTools: [] }, newAgent);
  });
  void load();
  return { element: root };
}
