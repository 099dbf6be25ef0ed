/**
 * A form that stores one secret (an API key, an MCP server's credential): a labelled password
 * field with a Save button, and a Remove button once something is stored. The secret is sent
 * as typed (a blank one is not sent) and never shown.
 */
import { busyWhile } from '../ui/busy-while.ts';
import { element, type ElementOptions } from '../ui/dom.ts';

/** What one secret form shows and does. */
export interface SecretFormOptions {
  readonly inputId: string;
  readonly label: string;
  /** The submit button's text: `Save key`, `Replace`, … */
  readonly saveLabel: string;
  /** Attributes of the form besides its class. */
  readonly formAttributes?: ElementOptions;
  /** The Remove button's text; null when nothing is stored, so there is nothing to remove. */
  readonly removeLabel: string | null;
  /** Stores `typed`, the field's value as it is (never blank). */
  readonly save: (typed: string) => Promise<void>;
  readonly remove: () => Promise<void>;
}

/** The form, or the form and its Remove button once something is stored. */
export function secretForm(options: SecretFormOptions): HTMLElement {
  const input = element('input', {
    id: options.inputId,
    type: 'password',
    autocomplete: 'off',
    spellcheck: 'false',
    required: true,
  });
  const save = element('button', { type: 'submit', class: 'button primary' }, options.saveLabel);
  const form = element(
    'form',
    { class: 'key-form', ...options.formAttributes },
    element('label', { for: options.inputId }, options.label),
    element('div', { class: 'key-row' }, input, save),
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (input.value.trim() === '') return;
    busyWhile(save, () => options.save(input.value))();
  });
  if (options.removeLabel === null) return form;
  const remove = element('button', { type: 'button', class: 'button' }, options.removeLabel);
  remove.addEventListener('click', busyWhile(remove, options.remove));
  return element('div', {}, form, element('div', { class: 'card-actions' }, remove));
}
