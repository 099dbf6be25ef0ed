import type { ChatStreamEvent as ChatEvent } from '../../shared/protocol/index.ts';
import { compactArguments } from './compact-arguments.ts';
import { formatApproval } from './format-approval.ts';
import { style } from './terminal-style.ts';

/** What the transcript printed so far that the next event depends on. */
export interface TranscriptState {
  /** The output ends in the middle of a line (streamed text without a newline). */
  readonly midLine: boolean;
  /** The text streamed since the last other event: the reply, when `done` repeats it. */
  readonly streamedText: string;
}

/** Nothing printed yet. */
export const initialTranscriptState: TranscriptState = { midLine: false, streamedText: '' };

/** How to render: colour on or off, and the retry bound shown in `retry 1 of 3`. */
export interface RenderOptions {
  readonly color: boolean;
  readonly maxRetryRounds: number;
}

/** The text an event adds to the transcript, and the state after it. */
export interface Rendered {
  readonly text: string;
  readonly state: TranscriptState;
}

function toolName(call: { readonly name: string; readonly resolvedName: string | null }): string {
  return call.resolvedName === null || call.resolvedName === call.name
    ? call.name
    : `${call.name} → ${call.resolvedName}`;
}

function indented(message: string): string {
  return message.split(/\r?\n/).map((line) => `  ${line}`).join('\n');
}

/** The lines of an event other than streamed text and the reply; empty for events not shown. */
function eventLines(event: Exclude<ChatEvent, { type: 'text-delta' | 'done' }>, options: RenderOptions): string[] {
  const { color } = options;
  switch (event.type) {
    case 'conversation':
    case 'step-start':
    case 'error':
      return [];
    case 'tool-call':
      return [
        `${style('→', 'call', color)} ${style(event.name, 'bold', color)}${
          style(`(${compactArguments(event.arguments)})`, 'dim', color)
        }`,
      ];
    case 'tool-result': {
      const attempt = event.call.attempt > 1 ? ` · attempt ${event.call.attempt}` : '';
      return [
        `${style('✓', 'good', color)} ${toolName(event.call)}${
          style(`${attempt} · ${event.call.durationMs} ms`, 'dim', color)
        }`,
      ];
    }
    case 'tool-error': {
      const details = [event.call.category, event.call.attempt > 1 ? `attempt ${event.call.attempt}` : null].filter((
        part,
      ) => part !== undefined && part !== null);
      const header = `${style('✗', 'bad', color)} ${style(toolName(event.call), 'bad', color)}${
        style(details.map((part) => ` · ${part}`).join(''), 'dim', color)
      }`;
      const question = event.interaction?.kind === 'question'
        ? [`  ${style('?', 'warn', color)} ${style(event.interaction.text, 'bold', color)}`]
        : [];
      return [header, indented(event.message), ...question];
    }
    case 'approval-request':
      return formatApproval(event.approval, { color });
    case 'retry':
      if ('scope' in event) {
        return [style(`↻ ${event.model} retried in ${event.delayMs} ms (${event.reason})`, 'warn', color)];
      }
      return [style(`↻ retry ${event.round} of ${options.maxRetryRounds}: ${event.tools.join(', ')}`, 'warn', color)];
    case 'fallback': {
      const label = event.kind === 'model' ? 'fallback' : 'tool fallback';
      return [style(`⇄ ${label}: ${event.fromModel} → ${event.toModel} (${event.reason})`, 'warn', color)];
    }
  }
}

/**
 * Renders one event of a turn as transcript text: tool calls with compact arguments,
 * results, errors as the model saw them, retries, fallbacks, calls that wait for the
 * user's approval with what they would do, streamed reply text, and
 * the final reply when it was not streamed. Pure: the same event and state give the
 * same text.
 */
export function renderChatEvent(event: ChatEvent, state: TranscriptState, options: RenderOptions): Rendered {
  if (event.type === 'text-delta') {
    if (event.text === '') return { text: '', state };
    return {
      text: event.text,
      state: { midLine: !event.text.endsWith('\n'), streamedText: state.streamedText + event.text },
    };
  }
  const newline = state.midLine ? '\n' : '';
  if (event.type === 'done') {
    const reply = event.reply.reply;
    const streamed = state.streamedText.trim() !== '' && state.streamedText.trim() === reply.trim();
    return { text: streamed ? newline : `${newline}${reply}\n`, state: initialTranscriptState };
  }
  const lines = eventLines(event, options);
  if (lines.length === 0) return { text: newline, state: initialTranscriptState };
  return { text: `${newline}${lines.join('\n')}\n`, state: initialTranscriptState };
}
