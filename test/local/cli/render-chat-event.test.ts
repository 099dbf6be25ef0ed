import { describe, expect, it } from 'vitest';
import { type ChatStreamEvent as ChatEvent, parseChatStreamEvent } from '../../../shared/protocol/index.ts';
import { initialTranscriptState, renderChatEvent, type TranscriptState } from '../../../local/cli/render-chat-event.ts';
import { ansiPattern } from '../../../local/cli/terminal-style.ts';
import { recoveredReplyBody, recoveredTurnStream } from './support/recovered-turn.ts';

const recoveredEvents: ChatEvent[] = recoveredTurnStream.flatMap((wire) => {
  const reading = parseChatStreamEvent(wire.event, JSON.stringify(wire.data));
  return reading.kind === 'event' ? [reading.event] : [];
});

function render(events: readonly ChatEvent[], color: boolean, state: TranscriptState = initialTranscriptState): string {
  let current = state;
  let text = '';
  for (const event of events) {
    const rendered = renderChatEvent(event, current, { color, maxRetryRounds: 3 });
    current = rendered.state;
    text += rendered.text;
  }
  return text;
}

const done = (reply: string): ChatEvent => ({
  type: 'done',
  reply: { ...recoveredReplyBody, reply, toolCalls: [...recoveredReplyBody.toolCalls] },
});

describe('renderChatEvent', () => {
  describe('when a turn recovers from a failed tool call', () => {
    it('shows the call, the error as the model saw it, the retry, the result and the streamed reply once', () => {
      expect(render(recoveredEvents, false)).toBe([
        '→ gmail_send_email(subject: "Meeting notes", body: "Hi,\\n\\nSharing the meeting notes, as requ…")',
        '✗ gmail_send_email · needs_input',
        '  Question: Who should I send this email to? Please provide the recipient email address.',
        '↻ retry 1 of 3: gmail_send_email',
        '→ gmail_send_email(to: ["ana@example.com"], subject: "Meeting notes", body: "Hi,\\n\\nSharing the meeting notes, as requ…")',
        '✓ gmail_send_email · attempt 2 · 41 ms',
        'Done: the email was sent (message id msg_1).',
        '',
      ].join('\n'));
    });
  });

  describe('when colour is on', () => {
    it('adds ANSI codes and nothing else', () => {
      const colored = render(recoveredEvents, true);
      expect(colored).toMatch(/\u001b\[31m✗\u001b\[39m/);
      expect(colored).toMatch(/\u001b\[32m✓\u001b\[39m/);
      expect(colored).toMatch(/\u001b\[33m↻ retry 1 of 3: gmail_send_email\u001b\[39m/);
      expect(colored.replace(ansiPattern, '')).toBe(render(recoveredEvents, false));
    });
  });

  describe('when colour is off', () => {
    it('writes no escape codes', () => {
      expect(render(recoveredEvents, false)).not.toMatch(ansiPattern);
    });
  });

  describe('when the reply was not streamed', () => {
    it('prints it with done', () => {
      expect(render([done('Who should I send it to?')], false)).toBe('Who should I send it to?\n');
    });

    it('prints it when the streamed text was something else', () => {
      const events: ChatEvent[] = [{ type: 'text-delta', text: 'Let me check.' }, done('I could not send it.')];
      expect(render(events, false)).toBe('Let me check.\nI could not send it.\n');
    });
  });

  describe('when text is followed by a tool call', () => {
    it('ends the line first', () => {
      const events: ChatEvent[] = [
        { type: 'text-delta', text: 'Sending now.' },
        { type: 'tool-call', id: 'c', name: 'web_search', arguments: '{"query":"deno"}' },
      ];
      expect(render(events, false)).toBe('Sending now.\n→ web_search(query: "deno")\n');
    });
  });

  describe('when a model or the tool caller falls back', () => {
    it('shows model → model with the reason', () => {
      const events: ChatEvent[] = [
        {
          type: 'fallback',
          kind: 'model',
          fromModel: 'openai:gpt-4o-mini',
          toModel: 'groq:llama-3.3-70b',
          reason: 'rate_limited',
        },
        {
          type: 'fallback',
          kind: 'tool',
          fromModel: 'groq:llama-3.3-70b',
          toModel: 'openai:gpt-4o',
          reason: 'invalid_arguments',
        },
      ];
      expect(render(events, false)).toBe(
        '⇄ fallback: openai:gpt-4o-mini → groq:llama-3.3-70b (rate_limited)\n⇄ tool fallback: groq:llama-3.3-70b → openai:gpt-4o (invalid_arguments)\n',
      );
    });
  });

  describe('when a call was resolved to another name or sent malformed arguments', () => {
    it('shows both names and the raw arguments', () => {
      const events: ChatEvent[] = [
        { type: 'tool-call', id: 'c', name: 'searchWeb', arguments: '{"query": "deno 2", ' },
        {
          type: 'tool-error',
          call: {
            id: 'c',
            name: 'searchWeb',
            resolvedName: null,
            status: 'error',
            category: 'not_found',
            attempt: 1,
            durationMs: 0,
          },
          message: 'Tool "searchWeb" is not available.\nDid you mean web_search?',
          willRetry: true,
        },
        {
          type: 'tool-result',
          call: {
            id: 'd',
            name: 'web-search',
            resolvedName: 'web_search',
            status: 'success',
            attempt: 2,
            durationMs: 5,
          },
        },
      ];
      expect(render(events, false)).toBe([
        '→ searchWeb({"query": "deno 2",)',
        '✗ searchWeb · not_found',
        '  Tool "searchWeb" is not available.',
        '  Did you mean web_search?',
        '✓ web-search → web_search · attempt 2 · 5 ms',
        '',
      ].join('\n'));
    });
  });

  describe('when a failed call asks the user something', () => {
    it("shows the question from the event's interaction under the model's text", () => {
      const event: ChatEvent = {
        type: 'tool-error',
        call: {
          id: 'c',
          name: 'gmail_send_email',
          resolvedName: 'gmail_send_email',
          status: 'error',
          category: 'needs_input',
          attempt: 1,
          durationMs: 1,
        },
        message: 'The recipient is missing.',
        willRetry: false,
        interaction: { kind: 'question', text: 'Who should I send this email to?' },
      };
      expect(render([event], false)).toBe(
        ['✗ gmail_send_email · needs_input', '  The recipient is missing.', '  ? Who should I send this email to?', '']
          .join('\n'),
      );
    });
  });

  describe('when a model call is retried after a transient error', () => {
    it('says which model, after how long and why', () => {
      const event: ChatEvent = { type: 'retry', scope: 'model', model: 'm', delayMs: 500, reason: 'rate_limited' };
      expect(render([event], false)).toBe('↻ m retried in 500 ms (rate_limited)\n');
    });
  });

  describe('when the event is not shown', () => {
    it('returns no text for step-start and error', () => {
      expect(render([{ type: 'step-start', step: 1, model: 'demo:parley-demo' }], false)).toBe('');
      expect(render([{ type: 'error', error: { code: 'internal', message: 'x', requestId: 'r' } }], false)).toBe('');
    });
  });
});
