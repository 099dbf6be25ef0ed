/**
 * The form that creates or edits an agent: name, system prompt, model and fallback models,
 * tools and when they ask first, the approval policy, MCP servers, the turn's other settings
 * and whether it is the default. It only reads and shows values: saving is the page's. A
 * refused body's issues are shown next to the fields they name, the focus on the first; the
 * values typed stay as they are.
 */
import type { FieldIssue } from '../api/api-error.ts';
import { element } from '../ui/dom.ts';
import {
  type AgentFormValues,
  approvalModes,
  type SearchProviderName,
  searchProviderNames,
} from './agent-form-values.ts';
import { createField, errorSlotElement, type FieldSlot, showFieldIssues, uniqueId } from './form-field.ts';
import { createMcpServersEditor } from './mcp-servers-editor.ts';
import { modelSuggestions } from './model-suggestions.ts';
import { approvalModeLabels, createToolChoices } from './tool-choices.ts';

/** The form. */
export interface AgentForm {
  readonly element: HTMLFormElement;
  values(): AgentFormValues;
  /** Shows `issues` at their fields (the rest above the form) and focuses the first. */
  showIssues(issues: readonly FieldIssue[]): void;
  setBusy(busy: boolean): void;
  /** Names what the form now does (an edit whose agent was deleted becomes a new agent). */
  retitle(title: string, saveLabel: string): void;
  /** Puts the focus on the form's heading. */
  focus(): void;
}

/** What the form is for and what its buttons do. */
export interface AgentFormOptions {
  readonly title: string;
  readonly saveLabel: string;
  readonly values: AgentFormValues;
  /** Tool names to offer (the user's agents' tools). */
  readonly toolNames: readonly string[];
  /** The agent is the user's default: that cannot be switched off here. */
  readonly isDefaultAgent: boolean;
  readonly save: (values: AgentFormValues) => void;
  readonly cancel: () => void;
}

function lines(text: string): string[] {
  return text.split('\n');
}

function textInput(value: string, extra: Record<string, string> = {}): HTMLInputElement {
  return element('input', { type: 'text', autocomplete: 'off', value, ...extra });
}

function numberInput(value: string, min: number, max: number, step: string): HTMLInputElement {
  return element('input', { type: 'number', inputmode: 'decimal', min, max, step, value });
}

function checkbox(label: string, checked: boolean): { element: HTMLElement; input: HTMLInputElement } {
  const input = element('input', { type: 'checkbox', id: uniqueId('check'), checked });
  return { element: element('label', { class: 'check', for: input.id }, input, label), input };
}

/** Builds the form showing `options.values`. */
export function createAgentForm(options: AgentFormOptions): AgentForm {
  const initial = options.values;
  const headingId = uniqueId('agent-form-title');
  const heading = element('h2', { id: headingId, tabindex: '-1' }, options.title);
  const summary = element('div', { class: 'form-errors', role: 'alert' });

  const name = createField({
    key: 'name',
    label: 'Name',
    control: textInput(initial.name, { required: 'true', maxlength: '200' }),
  });
  const systemPrompt = createField({
    key: 'systemPrompt',
    label: 'System prompt',
    control: element('textarea', { rows: 5 }, initial.systemPrompt),
    hint: 'What the agent is told before every conversation.',
  });
  const suggestionsId = uniqueId('models');
  const model = createField({
    key: 'model',
    label: 'Model',
    control: textInput(initial.model, { list: suggestionsId, placeholder: 'openai:gpt-4o-mini' }),
    hint: 'provider:model; empty for this deployment’s default model.',
  });
  const fallbackModels = createField({
    key: 'fallbackModels',
    label: 'Fallback models',
    control: element('textarea', { rows: 2 }, initial.fallbackModels.join('\n')),
    hint: 'Up to 5, one per line, tried in order when the model fails.',
  });
  const tools = createToolChoices(options.toolNames, initial.enabledTools, initial.toolApprovalModes);

  const defaultMode = createField({
    key: 'settings.approvals.defaultMode',
    label: 'Calls with side effects',
    control: element(
      'select',
      {},
      ...approvalModes.map((mode) =>
        element('option', { value: mode, selected: mode === initial.defaultApprovalMode }, approvalModeLabels[mode])
      ),
    ),
  });
  const allowedDestinations = createField({
    key: 'settings.approvals.allowedDestinations',
    label: 'Destinations that need no approval',
    control: element('textarea', { rows: 2 }, initial.allowedDestinations.join('\n')),
    hint: 'One per line: an address (ana@example.com), a domain (@example.com) or a URL prefix.',
  });
  const approvalsError = errorSlotElement();

  const mcpServers = createMcpServersEditor(initial.mcpServers);

  const temperature = createField({
    key: 'settings.temperature',
    label: 'Temperature',
    control: numberInput(initial.temperature, 0, 2, '0.1'),
    hint: '0 to 2.',
  });
  const maxToolFailures = createField({
    key: 'settings.maxToolFailures',
    label: 'Failed calls of one tool before giving up on it',
    control: numberInput(initial.maxToolFailures, 0, 20, '1'),
  });
  const maxModelFailures = createField({
    key: 'settings.maxModelFailures',
    label: 'Failed model requests before the turn fails',
    control: numberInput(initial.maxModelFailures, 0, 20, '1'),
  });
  const autoResolveNames = checkbox('Run a misspelt tool name’s one close match', initial.autoResolveNames);
  const fallbackTool = checkbox(
    'Let the fallback tool caller fix calls the model keeps getting wrong',
    initial.fallbackTool,
  );
  // The agent's preference order first (it is kept), then the providers it does not use.
  const providerOrder = [
    ...initial.searchProviders,
    ...searchProviderNames.filter((provider) => !initial.searchProviders.includes(provider)),
  ];
  const providers = providerOrder.map((provider) => ({
    provider,
    ...checkbox(provider, initial.searchProviders.includes(provider)),
  }));
  const providersError = errorSlotElement();
  const switchesError = errorSlotElement();
  const isDefaultError = errorSlotElement();
  const isDefault = checkbox('The default agent (new conversations start with it)', initial.isDefault);
  if (options.isDefaultAgent) {
    isDefault.input.disabled = true;
    isDefault.element.append(
      element('span', { class: 'small muted' }, ' — make another agent the default to change this'),
    );
  }

  const save = element('button', { type: 'submit', class: 'button primary' }, options.saveLabel);
  const cancel = element('button', { type: 'button', class: 'button', onclick: options.cancel }, 'Cancel');

  const slots = (): FieldSlot[] => [
    name.slot,
    systemPrompt.slot,
    model.slot,
    fallbackModels.slot,
    ...tools.slots,
    defaultMode.slot,
    allowedDestinations.slot,
    { key: 'settings.approvals', control: defaultMode.slot.control, error: approvalsError },
    ...mcpServers.slots(),
    temperature.slot,
    maxToolFailures.slot,
    maxModelFailures.slot,
    { key: 'settings.searchProviders', control: providers[0]?.input ?? save, error: providersError },
    { key: 'isDefault', control: isDefault.input, error: isDefaultError },
    // Any other setting's issue (settings are checked as one object) shows with the turn's settings.
    { key: 'settings', control: temperature.slot.control, error: switchesError },
  ];

  const read = (): AgentFormValues => ({
    name: (name.slot.control as HTMLInputElement).value,
    systemPrompt: (systemPrompt.slot.control as HTMLTextAreaElement).value,
    model: (model.slot.control as HTMLInputElement).value,
    fallbackModels: lines((fallbackModels.slot.control as HTMLTextAreaElement).value),
    enabledTools: tools.enabledTools(),
    toolApprovalModes: tools.toolApprovalModes(),
    defaultApprovalMode: approvalModes.find((mode) => mode === (defaultMode.slot.control as HTMLSelectElement).value) ??
      'auto',
    allowedDestinations: lines((allowedDestinations.slot.control as HTMLTextAreaElement).value),
    temperature: (temperature.slot.control as HTMLInputElement).value,
    maxToolFailures: (maxToolFailures.slot.control as HTMLInputElement).value,
    maxModelFailures: (maxModelFailures.slot.control as HTMLInputElement).value,
    autoResolveNames: autoResolveNames.input.checked,
    fallbackTool: fallbackTool.input.checked,
    searchProviders: providers.filter((entry) => entry.input.checked).map((entry): SearchProviderName =>
      entry.provider
    ),
    mcpServers: mcpServers.values(),
    isDefault: isDefault.input.checked,
  });

  const form = element(
    'form',
    { class: 'agent-form', 'aria-labelledby': headingId, novalidate: true },
    heading,
    summary,
    name.element,
    systemPrompt.element,
    model.element,
    element('datalist', { id: suggestionsId }, ...modelSuggestions.map((value) => element('option', { value }))),
    fallbackModels.element,
    tools.element,
    element(
      'fieldset',
      { class: 'form-group' },
      element('legend', {}, 'Approvals'),
      defaultMode.element,
      allowedDestinations.element,
      approvalsError,
    ),
    mcpServers.element,
    element(
      'fieldset',
      { class: 'form-group' },
      element('legend', {}, 'The turn'),
      temperature.element,
      maxToolFailures.element,
      maxModelFailures.element,
      autoResolveNames.element,
      fallbackTool.element,
      switchesError,
      element(
        'fieldset',
        { class: 'form-group inline' },
        element('legend', {}, 'Search providers, in this order'),
        ...providers.map((entry) => entry.element),
      ),
      providersError,
    ),
    isDefault.element,
    isDefaultError,
    element('div', { class: 'form-actions' }, save, cancel),
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    options.save(read());
  });

  return {
    element: form,
    values: read,
    showIssues(issues) {
      const first = showFieldIssues(slots(), issues, summary);
      if (issues.length > 0) {
        const count = issues.length === 1 ? 'One field needs' : `${issues.length} fields need`;
        summary.prepend(element('p', { class: 'form-errors-lead' }, `Not saved: ${count} a change.`));
      }
      if (first !== null) first.focus();
      else if (summary.childElementCount > 0) heading.focus();
    },
    setBusy(busy) {
      save.disabled = busy;
      form.setAttribute('aria-busy', String(busy));
    },
    retitle(title, saveLabel) {
      heading.textContent = title;
      save.textContent = saveLabel;
    },
    focus() {
      heading.focus();
    },
  };
}
