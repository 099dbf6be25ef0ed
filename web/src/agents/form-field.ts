/**
 * A labelled form field with a hint and a place for its error, tied together for screen
 * readers (`aria-describedby`, `aria-invalid`), and the form's list of such places so a
 * refused body's issues land next to the fields they name.
 */
import type { FieldIssue } from '../api/api-error.ts';
import { element, replaceChildren } from '../ui/dom.ts';
import { fieldKeyOf } from './field-issue-key.ts';

/** Where one field's error is shown: the control to mark and focus, and the error's element. */
export interface FieldSlot {
  /** The issue path this field shows (`name`, `settings.temperature`, `settings.mcpServers.0.url`). */
  readonly key: string;
  readonly control: HTMLElement;
  readonly error: HTMLElement;
}

let nextId = 0;
/** An id unique in the page. */
export function uniqueId(prefix: string): string {
  nextId += 1;
  return `${prefix}-${nextId}`;
}

/** An error element, empty and hidden until an issue is shown in it. */
export function errorSlotElement(): HTMLElement {
  return element('p', { class: 'field-error', id: uniqueId('error'), hidden: true });
}

/** Points `control` at the hint and error elements that describe it. */
export function describeControl(control: HTMLElement, ...describers: (HTMLElement | null)[]): void {
  const ids = describers.filter((describer): describer is HTMLElement => describer !== null).map((node) => node.id);
  if (ids.length > 0) control.setAttribute('aria-describedby', ids.join(' '));
}

/** A field: `label`, then `control`, its hint, its error; the slot for `key`. */
export function createField(options: {
  readonly key: string;
  readonly label: string;
  readonly control: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
  readonly hint?: string;
}): { readonly element: HTMLElement; readonly slot: FieldSlot } {
  const { control } = options;
  control.id ||= uniqueId('field');
  const hint = options.hint === undefined
    ? null
    : element('p', { class: 'field-hint', id: uniqueId('hint') }, options.hint);
  const error = errorSlotElement();
  describeControl(control, hint, error);
  return {
    element: element(
      'div',
      { class: 'field' },
      element('label', { for: control.id }, options.label),
      control,
      hint,
      error,
    ),
    slot: { key: options.key, control, error },
  };
}

/** Clears every slot, then shows each issue at its field (the rest in `summary`); the first
 * marked control, in the order of `slots`, for the focus. */
export function showFieldIssues(
  slots: readonly FieldSlot[],
  issues: readonly FieldIssue[],
  summary: HTMLElement,
): HTMLElement | null {
  const byKey = new Map<string, string[]>();
  const unplaced: string[] = [];
  const keys = slots.map((slot) => slot.key);
  for (const issue of issues) {
    const key = fieldKeyOf(issue.path, keys);
    if (key === null) unplaced.push(issue.path === '' ? issue.message : `${issue.path}: ${issue.message}`);
    else byKey.set(key, [...(byKey.get(key) ?? []), issue.message]);
  }
  let first: HTMLElement | null = null;
  for (const slot of slots) {
    const messages = byKey.get(slot.key) ?? [];
    slot.error.textContent = messages.join(' ');
    slot.error.hidden = messages.length === 0;
    if (messages.length > 0) {
      slot.control.setAttribute('aria-invalid', 'true');
      first ??= slot.control;
    } else slot.control.removeAttribute('aria-invalid');
  }
  replaceChildren(summary, ...unplaced.map((text) => element('p', {}, text)));
  return first;
}
