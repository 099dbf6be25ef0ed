/**
 * The agent's tools as checkboxes, each with when its calls ask the user first. The tools
 * offered are those the user's agents already use (a new user's default agent has the whole
 * catalog) and those this agent names; "Other tools" takes any further name, which the server
 * checks against its catalog.
 */
import { element } from '../ui/dom.ts';
import { type ApprovalMode, approvalModes } from './agent-form-values.ts';
import { createField, describeControl, errorSlotElement, type FieldSlot, uniqueId } from './form-field.ts';

/** The labels of the approval modes, as the form says them. */
export const approvalModeLabels: Readonly<Record<ApprovalMode, string>> = {
  auto: 'Ask when a destination is not one the user wrote',
  always: 'Always ask',
  never: 'Never ask',
};

/** The tools part of the form. */
export interface ToolChoices {
  readonly element: HTMLElement;
  readonly slots: readonly FieldSlot[];
  enabledTools(): string[];
  toolApprovalModes(): Record<string, ApprovalMode>;
}

function isApprovalMode(value: string): value is ApprovalMode {
  return (approvalModes as readonly string[]).includes(value);
}

/** The checkboxes for `toolNames`, set from `enabled` and `modes`. */
export function createToolChoices(
  toolNames: readonly string[],
  enabled: readonly string[],
  modes: Readonly<Record<string, ApprovalMode>>,
): ToolChoices {
  const offered = [...new Set([...toolNames, ...enabled, ...Object.keys(modes)])].sort();
  const rows = offered.map((name) => {
    const checkbox = element('input', { type: 'checkbox', id: uniqueId('tool'), checked: enabled.includes(name) });
    const select = element(
      'select',
      { 'aria-label': `When ${name} asks first` },
      element('option', { value: '', selected: modes[name] === undefined }, 'As the agent’s default'),
      ...approvalModes.map((mode) =>
        element('option', { value: mode, selected: modes[name] === mode }, approvalModeLabels[mode])
      ),
    );
    return {
      name,
      checkbox,
      select,
      element: element(
        'li',
        { class: 'tool-choice' },
        element('label', { for: checkbox.id, class: 'check' }, checkbox, element('code', {}, name)),
        select,
      ),
    };
  });
  const other = createField({
    key: 'enabledTools',
    label: 'Other tools',
    control: element('input', { type: 'text', autocomplete: 'off' }),
    hint: 'More tool names, separated by commas.',
  });
  const listError = errorSlotElement();
  const firstCheckbox = rows[0]?.checkbox ?? (other.slot.control as HTMLInputElement);
  for (const row of rows) describeControl(row.checkbox, listError);
  return {
    element: element(
      'fieldset',
      { class: 'form-group' },
      element('legend', {}, 'Tools'),
      element('p', { class: 'field-hint' }, 'The tools the agent may call, and when each call asks you first.'),
      element('ul', { class: 'tool-choices' }, ...rows.map((row) => row.element)),
      listError,
      other.element,
    ),
    // Issues name a tool by its index in the list sent; the list's own error place shows them all.
    slots: [{ key: 'enabledTools', control: firstCheckbox, error: listError }],
    enabledTools() {
      const typed = (other.slot.control as HTMLInputElement).value.split(',').map((name) => name.trim());
      return [
        ...rows.filter((row) => row.checkbox.checked).map((row) => row.name),
        ...typed.filter((name) => name !== ''),
      ];
    },
    toolApprovalModes() {
      const chosen: Record<string, ApprovalMode> = {};
      for (const row of rows) if (isApprovalMode(row.select.value)) chosen[row.name] = row.select.value;
      return chosen;
    },
  };
}
