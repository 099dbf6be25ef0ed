/**
 * A tool call as a chip in the transcript: running when the model calls it, then succeeded
 * (with its attempt and time) or failed with its category and the message the model got.
 * Retry rounds and model fallbacks are chips of their own, in order.
 */
import { element } from '../ui/dom.ts';
import type { ToolCallSummary } from '../../../shared/protocol/index.ts';

/** A tool call as a chip shows it: live from a turn's events, or stored in the history
 * (where the attempt is absent when no outcome was logged). */
export type ShownToolCall =
  & Pick<ToolCallSummary, 'id' | 'name' | 'category' | 'setup' | 'interaction'>
  & { readonly resolvedName?: string | null; readonly attempt?: number; readonly durationMs?: number };

/** The chip's states. */
export type ToolChipState = 'running' | 'succeeded' | 'failed' | 'unknown';

/** A chip being updated. */
export interface ToolChip {
  readonly element: HTMLLIElement;
  succeed(call: ShownToolCall): void;
  /** Marks it failed; `extra` goes below the message (a setup button). */
  fail(call: ShownToolCall, message: string | null, extra?: HTMLElement | null): void;
  /** A stored call without a logged outcome (its turn stopped before it ran). */
  unknown(call: ShownToolCall): void;
}

const icons: Readonly<Record<ToolChipState, string>> = { running: '', succeeded: '✓', failed: '✕', unknown: '?' };

function nameOf(call: { readonly name: string; readonly resolvedName?: string | null | undefined }): string {
  return call.resolvedName ?? call.name;
}

/** A chip for a call of `name`, running. */
export function createToolChip(name: string): ToolChip {
  const icon = element('span', { class: 'chip-icon', 'aria-hidden': 'true' });
  const label = element('span', { class: 'chip-name' }, name);
  const state = element('span', { class: 'chip-state' }, 'running');
  const head = element('span', { class: 'chip-head' }, icon, label, state);
  const chip = element('li', { class: 'chip', 'data-state': 'running', 'data-tool': name }, head);
  const set = (value: ToolChipState, text: string): void => {
    chip.dataset.state = value;
    icon.textContent = icons[value];
    state.textContent = text;
  };
  return {
    element: chip,
    succeed(call) {
      label.textContent = nameOf(call);
      chip.dataset.tool = nameOf(call);
      const details = [
        call.attempt !== undefined && call.attempt > 1 ? `attempt ${call.attempt}` : null,
        call.durationMs === undefined ? null : `${call.durationMs} ms`,
      ].filter((part) => part !== null);
      set('succeeded', ['succeeded', ...details].join(' · '));
    },
    fail(call, message, extra = null) {
      label.textContent = nameOf(call);
      chip.dataset.tool = nameOf(call);
      chip.dataset.category = call.category ?? 'error';
      set('failed', `failed · ${call.category ?? 'error'}`);
      const body = element(
        'div',
        { class: 'chip-body' },
        message === null ? null : element('p', { class: 'chip-message' }, message),
        extra,
      );
      if (message !== null || extra !== null) chip.append(body);
    },
    unknown(call) {
      label.textContent = nameOf(call);
      chip.dataset.tool = nameOf(call);
      set('unknown', 'no outcome logged');
    },
  };
}

/** A retry round: "retry n of 3", naming the tools the model is asked to fix. */
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
