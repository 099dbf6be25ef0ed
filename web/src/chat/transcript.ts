/**
 * The conversation as a `role="log"` region (`aria-live="polite"`): the user's messages and
 * Parley's turns, live or loaded from history. `aria-busy` is set while a reply streams, so
 * a screen reader reads the finished reply rather than every word.
 */
import type { StoredMessage } from '../api/history-api.ts';
import { element, replaceChildren } from '../ui/dom.ts';
import { renderLinkedText } from '../ui/linked-text.ts';
import { type AssistantTurn, createAssistantTurn } from './assistant-turn.ts';
import type { SetupHint } from '../../../shared/protocol/index.ts';

/** The transcript. */
export interface Transcript {
  readonly element: HTMLElement;
  /** Empties it and shows the welcome. */
  reset(): void;
  addUserMessage(text: string): void;
  startAssistantTurn(): AssistantTurn;
  /** The assistant turn the transcript ends with, else a new one (for what a paused turn
   * loaded from the history asks). */
  lastAssistantTurn(): AssistantTurn;
  /** Shows stored messages: a run of assistant messages (tool calls, then the reply) is one turn. */
  showHistory(messages: readonly StoredMessage[]): void;
  setBusy(busy: boolean): void;
  /** Shows older messages above (history paging). */
  prepend(node: HTMLElement): void;
}

const suggestions = ['search the web for Deno 2', 'send the meeting notes to ana@example.com', 'check my inbox'];

/** Creates the transcript; `setupButton` renders setup hints; `suggest` fills the message box. */
export function createTranscript(
  setupButton: (hint: SetupHint) => HTMLElement,
  suggest: (text: string) => void,
): Transcript {
  const root = element('div', {
    class: 'transcript',
    role: 'log',
    'aria-live': 'polite',
    'aria-label': 'Conversation',
    tabindex: 0,
  });
  const scrollToEnd = (): void => {
    root.scrollTop = root.scrollHeight;
  };
  const welcome = (): HTMLElement =>
    element(
      'div',
      { class: 'welcome' },
      element('h2', {}, 'What can Parley do for you?'),
      element(
        'p',
        { class: 'muted' },
        'Ask for something that needs a tool. When a tool call fails, you see Parley recover — or ask you.',
      ),
      element(
        'ul',
        { class: 'suggestions' },
        ...suggestions.map((text) =>
          element(
            'li',
            {},
            element('button', { type: 'button', class: 'button suggestion', onclick: () => suggest(text) }, text),
          )
        ),
      ),
    );
  const userMessage = (text: string): HTMLElement => {
    const body = element('div', { class: 'message-text' });
    renderLinkedText(body, text);
    return element('article', { class: 'turn user', 'aria-label': 'You' }, body);
  };
  /** The turn the transcript ends with, if it ends with one. */
  let last: AssistantTurn | null = null;
  const startAssistantTurn = (): AssistantTurn => {
    const turn = createAssistantTurn(setupButton);
    root.append(turn.element);
    last = turn;
    return turn;
  };
  const observer = new MutationObserver(scrollToEnd);
  observer.observe(root, { childList: true, subtree: true, characterData: true });

  return {
    element: root,
    reset() {
      last = null;
      replaceChildren(root, welcome());
    },
    addUserMessage(text) {
      last = null;
      root.querySelector('.welcome')?.remove();
      root.append(userMessage(text));
    },
    startAssistantTurn,
    lastAssistantTurn() {
      return last ?? startAssistantTurn();
    },
    showHistory(messages) {
      last = null;
      replaceChildren(root);
      let turn: AssistantTurn | null = null;
      for (const message of messages) {
        if (message.role === 'user') {
          turn = null;
          last = null;
          root.append(userMessage(message.content));
          continue;
        }
        turn ??= startAssistantTurn();
        for (const call of message.toolCalls ?? []) {
          // What the model read back from a success is the call's result.
          if (call.status === 'success') turn.toolResult({ ...call, result: call.message });
          else if (call.status === 'error') turn.toolError(call, call.message ?? null);
          else turn.toolUnknown(call);
        }
        if (message.content.trim() !== '') turn.finish(message.content);
      }
      for (const pending of root.querySelectorAll<HTMLElement>('.turn-status')) pending.hidden = true;
      if (messages.length === 0) root.append(welcome());
    },
    setBusy(busy) {
      root.setAttribute('aria-busy', String(busy));
    },
    prepend(node) {
      root.prepend(node);
    },
  };
}
