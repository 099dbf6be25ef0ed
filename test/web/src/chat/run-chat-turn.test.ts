import { describe, expect, it } from 'vitest';
import type { AssistantTurn } from '../../../../web/src/chat/assistant-turn.ts';
import type { ChatEvent } from '../../../../web/src/chat/chat-events.ts';
import { runChatTurn } from '../../../../web/src/chat/run-chat-turn.ts';

/** A turn that records what it was told. */
function recordingTurn(question: string | null = null): AssistantTurn & { readonly calls: string[] } {
  const calls: string[] = [];
  const record = (name: string) => (...values: unknown[]) => {
    calls.push(`${name}(${values.map((value) => JSON.stringify(value)).join(', ')})`);
  };
  return {
    calls,
    element: {} as HTMLElement,
    stepStart: record('stepStart'),
    appendText: record('appendText'),
    modelRetried: record('modelRetried'),
    toolCall: record('toolCall'),
    toolResult: (call) => record('toolResult')(call.name),
    toolError: (call, message) => record('toolError')(call.name, call.category, message),
    retry: record('retry'),
    fallback: record('fallback'),
    fail: record('fail'),
    finish: (reply) => {
      record('finish')(reply);
      return question;
    },
  };
}

async function* events(...list: ChatEvent[]): AsyncGenerator<ChatEvent> {
  yield* list;
}

const call = { id: 'c1', name: 'searchWeb', status: 'error' as const, category: 'not_found', attempt: 1 };

describe('runChatTurn', () => {
  describe('when the turn recovers from a failed call', () => {
    it('shows the failure, the retry, the success and the reply, in order', async () => {
      const turn = recordingTurn();

      const result = await runChatTurn(
        events(
          { event: 'step-start', data: { step: 1, model: 'm' } },
          { event: 'tool-call', data: { id: 'c1', name: 'searchWeb', arguments: '{}' } },
          { event: 'tool-error', data: { call, message: 'Tool `searchWeb` is not available.', willRetry: true } },
          { event: 'retry', data: { round: 1, tools: ['searchWeb'] } },
          {
            event: 'tool-result',
            data: { call: { ...call, id: 'c2', name: 'web_search', status: 'success', attempt: 2 } },
          },
          { event: 'fallback', data: { kind: 'model', fromModel: 'a', toModel: 'b', reason: 'timeout' } },
          { event: 'text-delta', data: { text: 'Found' } },
          { event: 'done', data: { conversationId: 'conv', reply: 'Found it', toolCalls: [], model: 'm' } },
        ),
        turn,
        new AbortController().signal,
      );

      expect(result).toEqual({ kind: 'done', conversationId: 'conv', question: null });
      expect(turn.calls).toEqual([
        'stepStart()',
        'toolCall("c1", "searchWeb")',
        'toolError("searchWeb", "not_found", "Tool `searchWeb` is not available.")',
        'retry(1, ["searchWeb"])',
        'toolResult("web_search")',
        'fallback("model", "a", "b")',
        'appendText("Found")',
        'finish("Found it")',
      ]);
    });
  });

  describe('when the turn ends with a question', () => {
    it('returns it for the page to focus the message box', async () => {
      const result = await runChatTurn(
        events({ event: 'done', data: { conversationId: 'conv', reply: 'Who?', toolCalls: [], model: 'm' } }),
        recordingTurn('Who?'),
        new AbortController().signal,
      );

      expect(result).toEqual({ kind: 'done', conversationId: 'conv', question: 'Who?' });
    });
  });

  describe('when the function sends an error event', () => {
    it('fails the turn with its message, keeping the conversation it created', async () => {
      const turn = recordingTurn();

      const result = await runChatTurn(
        events({
          event: 'error',
          data: { code: 'upstream_failed', message: 'Every model failed.', conversationId: 'conv' },
        }),
        turn,
        new AbortController().signal,
      );

      expect(result).toMatchObject({
        kind: 'failed',
        conversationId: 'conv',
        error: { kind: 'server', message: 'Every model failed.' },
      });
      expect(turn.calls).toEqual(['fail("Every model failed.")']);
    });
  });

  describe('when Stop aborts the stream', () => {
    it('says the reply was cancelled', async () => {
      const abort = new AbortController();
      async function* stopped(): AsyncGenerator<ChatEvent> {
        yield { event: 'text-delta', data: { text: 'Par' } };
        abort.abort();
        throw new DOMException('The operation was aborted.', 'AbortError');
      }
      const turn = recordingTurn();

      expect(await runChatTurn(stopped(), turn, abort.signal)).toEqual({ kind: 'stopped' });
      expect(turn.calls.at(-1)).toBe('fail("Stopped — the rest of this reply was cancelled.")');
    });
  });

  describe('when the stream ends without done', () => {
    it('fails the turn as cut off', async () => {
      expect(await runChatTurn(events(), recordingTurn(), new AbortController().signal)).toMatchObject({
        kind: 'failed',
        error: { kind: 'network' },
      });
    });
  });
});
