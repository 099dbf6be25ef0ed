import type { ChatReply, ChatStreamEvent as ChatEvent } from '../../shared/protocol/index.ts';
import { style } from './terminal-style.ts';

/** The numbers of one turn. */
export interface TurnSummary {
  /** Tool calls run, failed ones included. */
  readonly toolAttempts: number;
  readonly failedAttempts: number;
  /** Attempts numbered 2 or more: a call tried again after its tool failed. */
  readonly retries: number;
  /** Calls the turn waits on the user's approval for. */
  readonly approvals: number;
  /** Every model that answered or was switched to, in order. */
  readonly models: readonly string[];
  readonly elapsedMs: number;
}

type ToolCallSummary = ChatReply['toolCalls'][number];

/**
 * Sums up a turn from its events (streamed) or from its reply alone (`--no-stream`):
 * the reply's tool calls when there is one, else the tool events seen so far.
 */
export function summarizeTurn(events: readonly ChatEvent[], reply: ChatReply | null, elapsedMs: number): TurnSummary {
  const calls: ToolCallSummary[] = reply?.toolCalls ??
    events.flatMap((event) => (event.type === 'tool-result' || event.type === 'tool-error' ? [event.call] : []));
  const models: string[] = [];
  const use = (model: string): void => {
    if (!models.includes(model)) models.push(model);
  };
  for (const event of events) {
    if (event.type === 'step-start') use(event.model);
    if (event.type === 'fallback' && event.kind === 'model') use(event.toModel);
  }
  if (reply !== null) use(reply.model);
  return {
    toolAttempts: calls.length,
    failedAttempts: calls.filter((call) => call.status === 'error').length,
    retries: calls.filter((call) => call.attempt > 1).length,
    approvals: reply?.approvals.length ?? events.filter((event) => event.type === 'approval-request').length,
    models,
    elapsedMs,
  };
}

function count(value: number, singular: string, plural = `${singular}s`): string {
  return `${value} ${value === 1 ? singular : plural}`;
}

/** `1.2 s`, or `850 ms` under a second. */
export function formatElapsed(milliseconds: number): string {
  const rounded = Math.round(milliseconds);
  return rounded < 1_000 ? `${rounded} ms` : `${(rounded / 1_000).toFixed(1)} s`;
}

/** The summary as one dim line: `2 tool attempts (1 failed) · 1 retry · model demo:parley-demo · 1.2 s`,
 * with `1 call awaits approval` before the model when the turn is paused. */
export function formatTurnSummary(summary: TurnSummary, options: { readonly color: boolean }): string {
  const failed = summary.failedAttempts > 0 ? ` (${summary.failedAttempts} failed)` : '';
  const models = summary.models.length === 0
    ? 'no model'
    : `${summary.models.length === 1 ? 'model' : 'models'} ${summary.models.join(' → ')}`;
  const parts = [
    `${count(summary.toolAttempts, 'tool attempt')}${failed}`,
    count(summary.retries, 'retry', 'retries'),
    ...(summary.approvals === 0
      ? []
      : [`${count(summary.approvals, 'call')} await${summary.approvals === 1 ? 's' : ''} approval`]),
    models,
    formatElapsed(summary.elapsedMs),
  ];
  return style(parts.join(' · '), 'dim', options.color);
}
