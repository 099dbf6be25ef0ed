/**
 * One assistant turn in the transcript, built from the streamed events (or from history):
 * the tool chips in order, the reply as it streams, an open Question shown as a question,
 * and how the turn ended.
 */
import { element } from '../ui/dom.ts';
import { renderLinkedText } from '../ui/linked-text.ts';
import type { SetupHint } from '../../../shared/protocol/index.ts';
import { createNoticeChip, createRetryChip, createToolChip, type ShownToolCall, type ToolChip } from './tool-chip.ts';

/** The chat function's bound on retry rounds (docs/architecture.md, "The loop"). */
export const maxRetryRounds = 3;

/** A turn being shown. */
export interface AssistantTurn {
  readonly element: HTMLElement;
  stepStart(): void;
  appendText(text: string): void;
  /** A model call retried after a transient error: its streamed text so far is void. */
  modelRetried(reason: string): void;
  toolCall(id: string, name: string): void;
  toolResult(call: ShownToolCall): void;
  /** A failed call: `message` is what the model read; a question for the user is the
   * call's `interaction`, never read from the message. */
  toolError(call: ShownToolCall, message: string | null): void;
  /** A stored call whose outcome was never logged. */
  toolUnknown(call: ShownToolCall): void;
  retry(round: number, tools: readonly string[]): void;
  fallback(kind: 'model' | 'tool', fromModel: string, toModel: string): void;
  /** The reply is complete; returns the question left for the user, if any. */
  finish(reply: string): string | null;
  fail(message: string): void;
}

/** Creates a turn; `setupButton` renders a setup hint's button. */
export function createAssistantTurn(setupButton: (hint: SetupHint) => HTMLElement): AssistantTurn {
  const chips = element('ul', { class: 'chips', 'aria-label': 'Tool calls', hidden: true });
  const text = element('div', { class: 'message-text' });
  const statusText = element('span', {}, 'Thinking…');
  const status = element(
    'p',
    { class: 'turn-status' },
    element('span', { class: 'dots', 'aria-hidden': 'true' }),
    statusText,
  );
  const root = element('article', { class: 'turn assistant', 'aria-label': 'Parley' }, chips, text, status);
  const running = new Map<string, ToolChip>();
  /** The open question per tool: set by a failed call that asks, cleared by a success. */
  const questions = new Map<string, string>();
  let reply = '';
  let stepStartLength = 0;

  const addChip = (chip: HTMLLIElement): void => {
    chips.hidden = false;
    chips.append(chip);
  };
  const chipFor = (call: ShownToolCall): ToolChip => {
    const existing = running.get(call.id);
    if (existing !== undefined) return existing;
    const created = createToolChip(call.name);
    addChip(created.element);
    return created;
  };
  const setStatus = (value: string | null): void => {
    status.hidden = value === null;
    statusText.textContent = value ?? '';
  };
  const toolKey = (call: ShownToolCall): string => call.resolvedName ?? call.name;

  return {
    element: root,
    stepStart() {
      stepStartLength = reply.length;
      setStatus('Thinking…');
    },
    appendText(delta) {
      reply += delta;
      renderLinkedText(text, reply);
      setStatus(null);
    },
    modelRetried(reason) {
      reply = reply.slice(0, stepStartLength);
      renderLinkedText(text, reply);
      addChip(createNoticeChip('model-retry', `model call retried · ${reason}`));
    },
    toolCall(id, name) {
      const chip = createToolChip(name);
      running.set(id, chip);
      addChip(chip.element);
      setStatus(`Running ${name}…`);
    },
    toolResult(call) {
      chipFor(call).succeed(call);
      questions.delete(toolKey(call));
      setStatus('Thinking…');
    },
    toolError(call, message) {
      if (call.interaction?.kind === 'question') questions.set(toolKey(call), call.interaction.text);
      chipFor(call).fail(call, message, call.setup === undefined ? null : setupButton(call.setup));
      setStatus('Thinking…');
    },
    toolUnknown(call) {
      chipFor(call).unknown(call);
    },
    retry(round, tools) {
      addChip(createRetryChip(round, maxRetryRounds, tools));
    },
    fallback(kind, fromModel, toModel) {
      addChip(
        createNoticeChip(
          'fallback',
          `${kind === 'model' ? 'model fallback' : 'tool fallback'} · ${fromModel} → ${toModel}`,
        ),
      );
    },
    finish(finalReply) {
      reply = finalReply;
      renderLinkedText(text, reply);
      setStatus(null);
      const question = [...questions.values()].at(-1) ?? null;
      if (question === null) return null;
      root.classList.add('asks');
      // The model usually relays the question itself; otherwise it is shown under the reply.
      const relayed = reply.includes(question.split('?')[0] ?? question);
      root.insertBefore(
        element('p', { class: 'question-label' }, element('span', { 'aria-hidden': 'true' }, '? '), 'Question for you'),
        text,
      );
      if (!relayed) root.append(element('p', { class: 'question' }, question));
      return question;
    },
    fail(message) {
      setStatus(null);
      root.classList.add('failed');
      root.append(element('p', { class: 'turn-error' }, message));
    },
  };
}
