/**
 * The message box: a textarea labelled "Message", "Send", and "Stop" while a reply streams.
 * Enter sends, Shift+Enter starts a new line (an IME composition is never sent early).
 */
import { element } from '../ui/dom.ts';

/** The composer. */
export interface Composer {
  readonly element: HTMLFormElement;
  /** Busy: Send is disabled and Stop shown. */
  setBusy(busy: boolean): void;
  /** Focuses the box; `placeholder` hints what to type (an answer to a question). */
  focus(placeholder?: string): void;
  setText(text: string): void;
}

const defaultPlaceholder = 'Ask Parley something…';

/** Creates the composer; `send` gets the trimmed text, `stop` cancels the reply. */
export function createComposer(
  handlers: { readonly send: (text: string) => void; readonly stop: () => void },
): Composer {
  const textarea = element('textarea', {
    id: 'message',
    name: 'message',
    rows: 1,
    placeholder: defaultPlaceholder,
    autocomplete: 'off',
    enterkeyhint: 'send',
    'aria-describedby': 'message-hint',
  });
  const send = element('button', { type: 'submit', class: 'button primary send' }, 'Send');
  const stop = element(
    'button',
    { type: 'button', class: 'button stop', hidden: true, onclick: () => handlers.stop() },
    'Stop',
  );
  const form = element(
    'form',
    { class: 'composer', 'aria-label': 'Send a message' },
    element('label', { for: 'message', class: 'visually-hidden' }, 'Message'),
    textarea,
    send,
    stop,
    element('span', { id: 'message-hint', class: 'visually-hidden' }, 'Enter sends; Shift+Enter starts a new line.'),
  );
  let busy = false;
  const grow = (): void => {
    textarea.style.height = 'auto';
    textarea.style.height = `${Math.min(textarea.scrollHeight, 200)}px`;
  };
  const submit = (): void => {
    const text = textarea.value.trim();
    if (busy || text === '') return;
    textarea.value = '';
    textarea.placeholder = defaultPlaceholder;
    grow();
    handlers.send(text);
  };
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    submit();
  });
  textarea.addEventListener('input', grow);
  textarea.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.isComposing) {
      event.preventDefault();
      submit();
    }
  });
  return {
    element: form,
    setBusy(value) {
      busy = value;
      send.disabled = value;
      stop.hidden = !value;
      if (!value && document.activeElement === stop) textarea.focus();
    },
    focus(placeholder) {
      if (placeholder !== undefined) textarea.placeholder = placeholder;
      textarea.focus();
    },
    setText(text) {
      textarea.value = text;
      grow();
      textarea.focus();
    },
  };
}
