/**
 * A tool call as a chip in the transcript: running when the model calls it, waiting while
 * the user is asked to approve it, then succeeded (with its attempt and time) or failed
 * with its category and the message the model got. Its arguments and result are folded
 * into a collapsed `<details>`. Retry rounds and model fallbacks are chips of their own.
 */
import { element } from '../ui/dom.ts';
import type { ToolCallSummary } from '../../../shared/protocol/index.ts';
import { formatJsonText } from './formatted-arguments.ts';

/** A tool call as a chip shows it: live from a turn's events, or stored in the history
 * (where the attempt is absent when no outcome was logged). `arguments` is the call's JSON
 * as the model wrote it; `result`, the start of what the model read back from a success. */
export type ShownToolCall =
  & Pick<ToolCallSummary, 'id' | 'name' | 'category' | 'setup' | 'interaction'>
  & {
    readonly resolvedName?: string | null;
    readonly attempt?: number;
    readonly durationMs?: number;
    readonly arguments?: string;
    readonly result?: string;
  };

/** The chip's states. */
export type ToolChipState = 'running' | 'awaiting' | 'succeeded' | 'failed' | 'unknown';

/** A chip being updated. */
export interface ToolChip {
  readonly element: HTMLLIElement;
  /** Runs (again, once the user approved it). */
  run(): void;
  /** Waits for the user's approval. */
  waitForApproval(): void;
  succeed(call: ShownToolCall): void;
  /** Marks it failed; `extra` goes below the message (a setup button). */
  fail(call: ShownToolCall, message: string | null, extra?: HTMLElement | null): void;
  /** A stored call without a logged outcome (its turn stopped before it ran). */
  unknown(call: ShownToolCall): void;
}

const icons: Readonly<Record<ToolChipState, string>> = {
  running: '',
  awaiting: '!',
  succeeded: '✓',
  failed: '✕',
  unknown: '?',
};

function nameOf(call: { readonly name: string; readonly resolvedName?: string | null | undefined }): string {
  return call.resolvedName ?? call.name;
}

/** The collapsed arguments and result of a call. */
function createCallDetails(name: string) {
  const summaryText = element('span', {}, 'Arguments');
  const toolName = element('span', { class: 'visually-hidden' }, ` of ${name}`);
  const argumentsBlock = element('pre', { class: 'chip-code' });
  const resultBlock = element('pre', { class: 'chip-code' });
  const argumentsPart = element(
    'div',
    { hidden: true },
    element('p', { class: 'chip-label' }, 'Arguments'),
    argumentsBlock,
  );
  const resultPart = element('div', { hidden: true }, element('p', { class: 'chip-label' }, 'Result'), resultBlock);
  const details = element(
    'details',
    { class: 'chip-details', hidden: true },
    element('summary', {}, summaryText, toolName),
    argumentsPart,
    resultPart,
  );
  const refresh = (): void => {
    details.hidden = argumentsPart.hidden && resultPart.hidden;
    const shown = [argumentsPart.hidden ? null : 'arguments', resultPart.hidden ? null : 'result']
      .filter((part) => part !== null).join(' and ');
    summaryText.textContent = `${shown.charAt(0).toUpperCase()}${shown.slice(1)}`;
  };
  return {
    element: details,
    setName(value: string): void {
      toolName.textContent = ` of ${value}`;
    },
    setArguments(text: string): void {
      argumentsBlock.textContent = formatJsonText(text);
      argumentsPart.hidden = false;
      refresh();
    },
    setResult(text: string): void {
      resultBlock.textContent = formatJsonText(text);
      resultPart.hidden = false;
      refresh();
    },
  };
}

/** A chip for a call of `name`, running; `argumentsText` is the call's JSON as the model wrote it. */
export function createToolChip(name: string, argumentsText?: string): ToolChip {
  const icon = element('span', { class: 'chip-icon', 'aria-hidden': 'true' });
  const label = element('span', { class: 'chip-name' }, name);
  const state = element('span', { class: 'chip-state' }, 'running');
  const head = element('span', { class: 'chip-head' }, icon, label, state);
  const details = createCallDetails(name);
  const chip = element('li', { class: 'chip', 'data-state': 'running', 'data-tool': name }, head, details.element);
  if (argumentsText !== undefined) details.setArguments(argumentsText);
  const set = (value: ToolChipState, text: string): void => {
    chip.dataset.state = value;
    icon.textContent = icons[value];
    state.textContent = text;
  };
  const rename = (call: ShownToolCall): void => {
    label.textContent = nameOf(call);
    chip.dataset.tool = nameOf(call);
    details.setName(nameOf(call));
  };
  return {
    element: chip,
    run() {
      set('running', 'running');
    },
    waitForApproval() {
      set('awaiting', 'waiting for your approval');
    },
    succeed(call) {
      rename(call);
      const parts = [
        call.attempt !== undefined && call.attempt > 1 ? `attempt ${call.attempt}` : null,
        call.durationMs === undefined ? null : `${call.durationMs} ms`,
      ].filter((part) => part !== null);
      set('succeeded', ['succeeded', ...parts].join(' · '));
      if (call.result !== undefined && call.result !== '') details.setResult(call.result);
    },
    fail(call, message, extra = null) {
      rename(call);
      chip.dataset.category = call.category ?? 'error';
      set('failed', `failed · ${call.category ?? 'error'}`);
      const body = element(
        'div',
        { class: 'chip-body' },
        message === null ? null : element('p', { class: 'chip-message' }, message),
        extra,
      );
      if (message !== null || extra !== null) chip.insertBefore(body, details.element);
    },
    unknown(call) {
      rename(call);
      set('unknown', 'no outcome logged');
    },
  };
}

/** A retry round that runs: "retry n of 3", naming the tools the model calls in it. */
export function createRetryChip(round: number, maxRounds: number, tools: readonly string[]): HTMLLIElement {
  return element(
    'li',
    { class: 'chip notice', 'data-kind': 'retry' },
    element('span', { class: 'chip-icon', 'aria-hidden': 'true' }, '↻'),
    `retry ${round} of ${maxRounds}`,
    tools.length > 0 ? element('span', { class: 'chip-detail' }, ` · ${tools.join(', ')}`) : null,
  );
}

/** A notice chip (a model fallback, a model call retried). */
export function createNoticeChip(kind: 'fallback' | 'model-retry', text: string): HTMLLIElement {
  return element(
    'li',
    { class: 'chip notice', 'data-kind': kind },
    element('span', { class: 'chip-icon', 'aria-hidden': 'true' }, kind === 'fallback' ? '⇄' : '↻'),
    text,
  );
}
