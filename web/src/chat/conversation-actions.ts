/**
 * Rename and Delete for one conversation of the sidebar. Rename swaps the row for a small
 * form (Enter saves, Escape cancels); Delete asks first. Both call back; the sidebar reloads.
 */
import { element } from '../ui/dom.ts';

/** What the buttons do. */
export interface ConversationActionHandlers {
  rename(title: string): Promise<void>;
  remove(): Promise<void>;
  /** Asks the user to confirm (`window.confirm` in the app). */
  confirm(question: string): boolean;
}

/** The longest title the chat function accepts (docs/http-api.md, PATCH /chat/conversations/{id}). */
const maxTitleLength = 200;

/** Adds the buttons to `row` (which holds the conversation's link), for the conversation titled `title`. */
export function addConversationActions(row: HTMLElement, title: string, handlers: ConversationActionHandlers): void {
  const rename = element(
    'button',
    { type: 'button', class: 'button quiet small', 'aria-label': `Rename “${title}”` },
    'Rename',
  );
  const remove = element(
    'button',
    { type: 'button', class: 'button quiet small', 'aria-label': `Delete “${title}”` },
    'Delete',
  );
  const actions = element('div', { class: 'conversation-actions' }, rename, remove);
  row.append(actions);

  rename.addEventListener('click', () => {
    const input = element('input', {
      type: 'text',
      value: title,
      maxlength: maxTitleLength,
      required: true,
      'aria-label': 'New title',
    });
    const form = element(
      'form',
      { class: 'conversation-rename' },
      input,
      element('button', { type: 'submit', class: 'button primary small' }, 'Save'),
      element('button', { type: 'button', class: 'button quiet small', onclick: () => restore() }, 'Cancel'),
    );
    const hidden = [...row.children].filter((child) => child !== form) as HTMLElement[];
    const restore = (): void => {
      form.remove();
      for (const child of hidden) child.hidden = false;
      rename.focus();
    };
    for (const child of hidden) child.hidden = true;
    row.append(form);
    input.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        restore();
      }
    });
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const next = input.value.trim();
      if (next === '' || next === title) return restore();
      void handlers.rename(next);
    });
    input.focus();
    input.select();
  });
  remove.addEventListener('click', () => {
    if (handlers.confirm(`Delete “${title}” and its messages?`)) void handlers.remove();
  });
}
