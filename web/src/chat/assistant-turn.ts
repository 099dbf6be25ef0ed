/**
 * One assistant turn in the transcript, built from the streamed events (or from history):
 * the tool chips in order, the reply as it streams, an open Question shown as a question,
 * the approvals it waits for, and how the turn ended. A paused turn goes on in the same
 * place once the user answered.
 */
import { element } from '../ui/dom.ts';
import { createCopyButton } from '../ui/copy-button.ts';
import { createReplyView, pageReplyRendering, type ReplyRendering } from '../ui/markdown/reply-view.ts';
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
  /** The model called a tool; `argumentsText` is its JSON as written. The call of a chip
   * waiting for approval runs on that chip. */
  toolCall(id: string, name: string, argumentsText?: string): void;
  /** The call waits for the user's approval. */
  toolAwaitingApproval(toolCallId: string): void;
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
  /** Shows what the turn waits for (the approval prompt) at its end. */
  askApproval(prompt: HTMLElement): void;
  /** The user answered: the turn goes on. */
  resume(): void;
}

/**
 * Creates a turn; `setupButton` renders a setup hint's button, `rendering` draws the reply
 * (Markdown, sanitized) and copies it.
 */
export function createAssistantTurn(
  setupButton: (hint: SetupHint) => HTMLElement,
  rendering: ReplyRendering = pageReplyRendering(),
): AssistantTurn {
  const chips = element('ul', { class: 'chips', 'aria-label': 'Tool calls', hidden: true });
  const text = element('div', { class: 'message-text' });
  const replyView = createReplyView(text, rendering);
  const statusText = element('span', {}, 'Thinking…');
  const status = element(
    'p',
    { class: 'turn-status' },
    element('span', { class: 'dots', 'aria-hidden': 'true' }),
    statusText,
  );
  const actions = element(
    'div',
    { class: 'turn-actions', hidden: true },
    createCopyButton('Copy reply', () => reply, rendering.writeClipboard),
  );
  const root = element('article', { class: 'turn assistant', 'aria-label': 'Parley' }, chips, text, actions, status);
  /** Chips without an outcome yet (running, or waiting for approval), by call id. */
  const open = new Map<string, ToolChip>();
  /** The last chip of each call id, for a call found waiting after the history is shown. */
  const latest = new Map<string, ToolChip>();
  /** The open question per tool: set by a failed call that asks, cleared by a success. */
  const questions = new Map<string, string>();
  let reply = '';
  let stepStartLength = 0;

  const addChip = (chip: HTMLLIElement): void => {
    chips.hidden = false;
    chips.append(chip);
  };
  const newChip = (id: string, name: string, argumentsText: string | undefined): ToolChip => {
    const created = createToolChip(name, argumentsText);
    latest.set(id, created);
    addChip(created.element);
    return created;
  };
  /** The open chip of the call, else a new one (a stored call, or a provider reusing ids). */
  const chipFor = (call: ShownToolCall): ToolChip => {
    const existing = open.get(call.id);
    open.delete(call.id);
    return existing ?? newChip(call.id, call.name, call.arguments);
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
      replyView.update(reply);
      setStatus(null);
    },
    modelRetried(reason) {
      reply = reply.slice(0, stepStartLength);
      replyView.update(reply);
      addChip(createNoticeChip('model-retry', `model call retried · ${reason}`));
    },
    toolCall(id, name, argumentsText) {
      const waiting = open.get(id);
      if (waiting !== undefined) waiting.run();
      else open.set(id, newChip(id, name, argumentsText));
      setStatus(`Running ${name}…`);
    },
    toolAwaitingApproval(toolCallId) {
      const chip = open.get(toolCallId) ?? latest.get(toolCallId);
      if (chip === undefined) return;
      chip.waitForApproval();
      open.set(toolCallId, chip);
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
      replyView.render(reply);
      setStatus(null);
      actions.hidden = reply.trim() === '';
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
    askApproval(prompt) {
      setStatus(null);
      root.classList.add('awaits');
      root.append(prompt);
    },
    resume() {
      root.classList.remove('awaits');
      // The reply comes below the answered prompt, which stays in place (its answer has the focus).
      actions.hidden = true;
      root.append(text, actions, status);
      setStatus('Thinking…');
    },
  };
}
