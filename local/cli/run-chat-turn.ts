import { terminalJson, terminalText, terminalValue } from '../terminal/terminal-text.ts';
import { chatLimits } from '../../shared/chat/chat-limits.ts';
import type { ChatStreamEvent as ChatEvent } from '../../shared/protocol/index.ts';
import { eventData } from './event-data.ts';
import { describeChatFailure } from './chat-failure.ts';
import type { ChatConnection, ChatTurnOutcome, ChatTurnRequest } from './chat-request.ts';
import { invokeChatTurn } from './invoke-chat-turn.ts';
import { initialTranscriptState, renderChatEvent, type TranscriptState } from './render-chat-event.ts';
import type { Spinner } from './spinner.ts';
import { streamChatTurn } from './stream-chat-turn.ts';
import { formatTurnSummary, summarizeTurn } from './summarize-turn.ts';

/** Everything one turn touches. */
export interface ChatTurnDependencies {
  readonly connection: ChatConnection;
  readonly fetch: typeof fetch;
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  /** Drawn while waiting; the silent spinner off a terminal. */
  readonly spinner: Spinner;
  /** Milliseconds, for the time in the summary. */
  readonly now: () => number;
  readonly color: boolean;
  /** Raw events as JSON lines instead of the transcript. */
  readonly json: boolean;
  /** SSE (live progress) or one JSON request through supabase-js. */
  readonly stream: boolean;
  readonly signal?: AbortSignal;
}

/** What the spinner says while the turn waits after an event; null when it should not spin. */
export function activityAfter(event: ChatEvent | null): string | null {
  if (event === null) return 'waiting';
  switch (event.type) {
    case 'text-delta':
    case 'done':
    case 'error':
      return null;
    case 'step-start':
      return `thinking (${event.model})`;
    case 'tool-call':
      return `running ${event.name}`;
    default:
      return 'thinking';
  }
}

function jsonLine(event: string, data: unknown): string {
  return `${terminalJson(JSON.stringify({ event, data }))}\n`;
}

/**
 * Sends one turn (a message, or the answers that resume a paused turn) and prints it as
 * it happens (or, with `json`, prints its raw events), then a summary line; a failure
 * becomes one line on stderr. Resolves with the outcome.
 */
export async function runChatTurn(
  request: ChatTurnRequest,
  dependencies: ChatTurnDependencies,
): Promise<ChatTurnOutcome> {
  const { stdout, spinner } = dependencies;
  const startedAt = dependencies.now();
  const events: ChatEvent[] = [];
  let transcript: TranscriptState = initialTranscriptState;
  // What the model, a tool or a provider wrote is printed inert (terminal-text.ts).
  const show = (event: ChatEvent): void => {
    const rendered = renderChatEvent(terminalValue(event), transcript, {
      color: dependencies.color,
      maxRetryRounds: chatLimits.maxRetryRounds,
    });
    transcript = rendered.state;
    if (rendered.text !== '') stdout(rendered.text);
  };

  spinner.start('waiting for the chat function');
  let outcome: ChatTurnOutcome;
  try {
    if (dependencies.stream) {
      outcome = await streamChatTurn(dependencies.connection, request, {
        fetch: dependencies.fetch,
        signal: dependencies.signal,
        onEvent: (message, reading) => {
          if (dependencies.json) {
            stdout(jsonLine(message.event, eventData(message)));
            return;
          }
          spinner.stop();
          if (reading.kind === 'malformed') {
            dependencies.stderr(
              terminalText(`Skipped a ${reading.name} event that does not fit the protocol: ${reading.problem}`) + '\n',
            );
          }
          if (reading.kind !== 'event') return;
          const { event } = reading;
          events.push(terminalValue(event));
          show(event);
          const activity = activityAfter(event);
          if (activity !== null) spinner.start(activity);
        },
      });
    } else {
      outcome = await invokeChatTurn(dependencies.connection, request, {
        fetch: dependencies.fetch,
        signal: dependencies.signal,
        onBody: (body) => {
          if (dependencies.json) stdout(jsonLine('done', body));
        },
      });
      spinner.stop();
      if (outcome.ok && !dependencies.json) {
        show({ type: 'done', reply: outcome.reply });
        // The stream sends these as events; the JSON reply only lists them.
        for (const approval of outcome.reply.approvals) show({ type: 'approval-request', approval });
      }
    }
  } finally {
    spinner.stop();
  }

  if (transcript.midLine) stdout('\n');
  if (!outcome.ok) {
    dependencies.stderr(`${terminalText(describeChatFailure(outcome.failure), { multiline: true })}\n`);
  } else if (!dependencies.json) {
    const summary = summarizeTurn(events, terminalValue(outcome.reply), dependencies.now() - startedAt);
    stdout(`${formatTurnSummary(summary, { color: dependencies.color })}\n`);
  }
  return outcome;
}
