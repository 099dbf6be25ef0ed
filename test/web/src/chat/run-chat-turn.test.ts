import { describe, expect, it } from 'vitest';
import type {
  ChatReply,
  ChatStreamEvent,
  PendingApproval,
  ToolCallSummary,
} from '../../../../shared/protocol/index.ts';
import type { AssistantTurn } from '../../../../web/src/chat/assistant-turn.ts';
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
    toolAwaitingApproval: record('toolAwaitingApproval'),
    toolResult: (call) => record('toolResult')(call.name),
    toolError: (call, message) => record('toolError')(call.name, call.category, message, call.interaction ?? null),
    toolUnknown: (call) => record('toolUnknown')(call.name),
    retry: record('retry'),
    fallback: record('fallback'),
    fail: record('fail'),
    askApproval: () => record('askApproval')(),
    resume: record('resume'),
    finish: (reply) => {
      record('finish')(reply);
      return question;
    },
  };
}

async function* events(...list: ChatStreamEvent[]): AsyncGenerator<ChatStreamEvent> {
  yield* list;
}

const call: ToolCallSummary = {
  id: 'c1',
  name: 'searchWeb',
  resolvedName: null,
  status: 'error',
  category: 'not_found',
  attempt: 1,
  durationMs: 2,
};

function done(reply: string, fields: Partial<ChatReply> = {}): ChatStreamEvent {
  return {
    type: 'done',
    reply: {
      conversationId: 'conv',
      status: 'completed',
      approvals: [],
      reply,
      toolCalls: [],
      model: 'm',
      usage: { promptTokens: 1, completionTokens: 1, totalTokens: 2 },
      ...fields,
    },
  };
}

describe('runChatTurn', () => {
  describe('when the turn recovers from a failed call', () => {
    it('shows the failure, the retry, the success and the reply, in order', async () => {
      const turn = recordingTurn();

      const result = await runChatTurn(
        events(
          { type: 'step-start', step: 1, model: 'm' },
          { type: 'tool-call', id: 'c1', name: 'searchWeb', arguments: '{}' },
          { type: 'tool-error', call, message: 'Tool `searchWeb` is not available.', willRetry: true },
          { type: 'retry', round: 1, tools: ['searchWeb'] },
          {
            type: 'tool-result',
            call: { ...call, id: 'c2', name: 'web_search', resolvedName: 'web_search', status: 'success', attempt: 2 },
          },
          { type: 'fallback', kind: 'model', fromModel: 'a', toModel: 'b', reason: 'timeout' },
          { type: 'text-delta', text: 'Found' },
          done('Found it'),
        ),
        turn,
        new AbortController().signal,
      );

      expect(result).toEqual({ kind: 'done', conversationId: 'conv', question: null, approvals: [] });
      expect(turn.calls).toEqual([
        'stepStart()',
        'toolCall("c1", "searchWeb", "{}")',
        'toolError("searchWeb", "not_found", "Tool `searchWeb` is not available.", null)',
        'retry(1, ["searchWeb"])',
        'toolResult("web_search")',
        'fallback("model", "a", "b")',
        'appendText("Found")',
        'finish("Found it")',
      ]);
    });
  });

  describe('when a failed call asks the user something', () => {
    it("hands the turn the event's interaction, whatever the message says", async () => {
      const turn = recordingTurn();
      const interaction = { kind: 'question' as const, text: 'Who should I send this email to?' };

      await runChatTurn(
        events(
          {
            type: 'tool-error',
            call: { ...call, name: 'gmail_send_email', category: 'needs_input' },
            message: 'The recipient is missing.',
            willRetry: false,
            interaction,
          },
          done('Who should I send it to?'),
        ),
        turn,
        new AbortController().signal,
      );

      expect(turn.calls[0]).toBe(
        `toolError("gmail_send_email", "needs_input", "The recipient is missing.", ${JSON.stringify(interaction)})`,
      );
    });
  });

  describe('when the turn ends with a question', () => {
    it('returns it for the page to focus the message box', async () => {
      const result = await runChatTurn(events(done('Who?')), recordingTurn('Who?'), new AbortController().signal);

      expect(result).toEqual({ kind: 'done', conversationId: 'conv', question: 'Who?', approvals: [] });
    });
  });

  describe('when the turn pauses for the user’s approval', () => {
    const approval: PendingApproval = {
      id: 'signed-1',
      toolCallId: 'c9',
      tool: 'gmail_send_email',
      arguments: { to: ['x@example.net'] },
      reason: '`x@example.net` does not appear in anything you wrote.',
      preview: { kind: 'email', to: ['x@example.net'], cc: [], bcc: [], subject: 'Hi', body: 'Hello', hasHtml: false },
      expiresAt: '2026-11-26T16:00:00.000Z',
    };

    it('marks the call as waiting and returns the approvals of the paused reply', async () => {
      const turn = recordingTurn();

      const result = await runChatTurn(
        events(
          { type: 'tool-call', id: 'c9', name: 'gmail_send_email', arguments: '{"to":["x@example.net"]}' },
          { type: 'approval-request', approval },
          done('', { status: 'awaiting_approval', approvals: [approval] }),
        ),
        turn,
        new AbortController().signal,
      );

      expect(result).toEqual({ kind: 'done', conversationId: 'conv', question: null, approvals: [approval] });
      expect(turn.calls).toEqual([
        'toolCall("c9", "gmail_send_email", "{\\"to\\":[\\"x@example.net\\"]}")',
        'toolAwaitingApproval("c9")',
        'finish("")',
      ]);
    });

    it('returns no approvals from a completed reply', async () => {
      const result = await runChatTurn(
        events(done('Sent.', { approvals: [approval] })),
        recordingTurn(),
        new AbortController().signal,
      );

      expect(result).toMatchObject({ kind: 'done', approvals: [] });
    });
  });

  describe('when the function sends an error event', () => {
    it('fails the turn with its message, keeping the conversation it created', async () => {
      const turn = recordingTurn();

      const result = await runChatTurn(
        events({
          type: 'error',
          error: { code: 'upstream_failed', message: 'Every model failed.', requestId: 'r1', conversationId: 'conv' },
        }),
        turn,
        new AbortController().signal,
      );

      expect(result).toMatchObject({
        kind: 'failed',
        conversationId: 'conv',
        error: { kind: 'server', message: 'Every model failed.', requestId: 'r1' },
      });
      expect(turn.calls).toEqual(['fail("Every model failed.")']);
    });
  });

  describe('when Stop aborts the stream', () => {
    it('says the reply was cancelled', async () => {
      const abort = new AbortController();
      async function* stopped(): AsyncGenerator<ChatStreamEvent> {
        yield { type: 'text-delta', text: 'Par' };
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
