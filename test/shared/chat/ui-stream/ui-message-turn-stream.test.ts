import { describe, expect, it } from 'vitest';
import type { ChatReply } from '../../../../shared/chat/chat-reply.ts';
import type { ApprovalDecisions } from '../../../../shared/chat/tool-round.ts';
import type { ToolCallSummary, TurnEvent } from '../../../../shared/chat/turn-event.ts';
import type { TurnFailure } from '../../../../shared/chat/turn-stream.ts';
import { heldCallText } from '../../../../shared/chat/ui-stream/turn-event-translator.ts';
import { createUiMessageTurnStream } from '../../../../shared/chat/ui-stream/ui-message-turn-stream.ts';
import type { PendingApproval } from '../../../../shared/protocol/approval.ts';
import {
  chunkTypes,
  dataOf,
  readUiChunks,
  sendUiChat,
  type UiChatTurn,
  userMessage,
} from './support/ui-chat-client.ts';

const conversationId = '00000000-0000-4000-8000-00000000c001';
const agentId = '00000000-0000-4000-8000-0000000000a1';
const model = 'openai:gpt-4o-mini';

const reply: ChatReply = {
  conversationId,
  status: 'completed',
  approvals: [],
  reply: 'Done.',
  toolCalls: [],
  model,
  usage: { promptTokens: 10, completionTokens: 5, totalTokens: 15 },
};

function call(fields: Partial<ToolCallSummary> = {}): ToolCallSummary {
  return {
    id: 'call_1',
    name: 'web_search',
    resolvedName: 'web_search',
    status: 'success',
    attempt: 1,
    durationMs: 12,
    ...fields,
  };
}

/** Streams the events through the real stream, read back by the `ai` client side. */
async function streamTurn(
  events: readonly TurnEvent[],
  end: { reply: ChatReply } | { failure: TurnFailure } = { reply },
): Promise<UiChatTurn> {
  const stream = createUiMessageTurnStream({
    requestId: 'request-0001',
    messageId: 'assistant-1',
    conversationId,
    agentId,
    created: true,
  });
  for (const event of events) stream.send(event);
  if ('reply' in end) stream.done(end.reply);
  else stream.fail(end.failure);
  stream.close();
  return sendUiChat({ handler: async () => stream.response, messages: [userMessage('Hi')] });
}

const approval: PendingApproval = {
  id: 'approval-signature',
  toolCallId: 'call_send',
  tool: 'gmail_send_email',
  arguments: { to: ['bob@example.com'], subject: 'Hi', body: 'Hello' },
  reason: '`bob@example.com` does not appear in anything you wrote.',
  preview: { kind: 'email', to: ['bob@example.com'], cc: [], bcc: [], subject: 'Hi', body: 'Hello', hasHtml: false },
  expiresAt: '2026-11-27T12:00:00.000Z',
};

const pausedReply: ChatReply = { ...reply, status: 'awaiting_approval', reply: '', approvals: [approval] };

describe('createUiMessageTurnStream', () => {
  describe('when the turn is text only', () => {
    it('opens with the conversation and closes the text, step and message', async () => {
      const turn = await streamTurn([{ type: 'step-start', step: 1, model }, { type: 'text-delta', text: 'Do' }, {
        type: 'text-delta',
        text: 'ne.',
      }]);

      expect(chunkTypes(turn.chunks)).toEqual([
        'start',
        'data-parley-conversation',
        'start-step',
        'text-start',
        'text-delta',
        'text-end',
        'finish-step',
        'finish',
      ]);
      expect(turn.rawBody.endsWith('data: [DONE]\n\n')).toBe(true);
      expect(turn.message.id).toBe('assistant-1');
      expect(turn.message.parts).toEqual([
        { type: 'data-parley-conversation', id: conversationId, data: { conversationId, agentId, created: true } },
        { type: 'step-start' },
        { type: 'text', text: 'Done.', state: 'done' },
      ]);
      expect(turn.message.metadata).toEqual({ conversationId, model, usage: reply.usage });
    });
  });

  describe('when a model call is retried after it streamed text', () => {
    it('closes that text and marks it discarded in data-parley-retry, so the client can hide it', async () => {
      const turn = await streamTurn([
        { type: 'step-start', step: 1, model },
        { type: 'text-delta', text: 'Half an ans' },
        { type: 'retry', scope: 'model', model, delayMs: 500, reason: 'transient' },
        { type: 'text-delta', text: 'Done.' },
      ]);

      expect(chunkTypes(turn.chunks)).toEqual([
        'start',
        'data-parley-conversation',
        'start-step',
        'text-start',
        'text-delta',
        'text-end',
        'data-parley-retry',
        'text-start',
        'text-delta',
        'text-end',
        'finish-step',
        'finish',
      ]);
      expect(chunkTypes(turn.chunks)).not.toContain('reset-step');
      // What a client shows: the step's text after the last part that discards it.
      const parts = turn.message.parts.map((part) => part.type);
      expect(parts).toEqual(['data-parley-conversation', 'step-start', 'text', 'data-parley-retry', 'text']);
      expect(turn.message.parts.filter((part) => part.type === 'text').map((part) => part.text)).toEqual([
        'Half an ans',
        'Done.',
      ]);
      expect(dataOf(turn.message, 'parley-retry')).toEqual([{
        scope: 'model',
        model,
        delayMs: 500,
        reason: 'transient',
        discardsStepText: true,
      }]);
    });

    it('discards nothing when nothing was streamed yet', async () => {
      const turn = await streamTurn([
        { type: 'step-start', step: 1, model },
        { type: 'fallback', kind: 'model', fromModel: model, toModel: 'groq:llama-3.3-70b-versatile', reason: 'auth' },
        { type: 'text-delta', text: 'Done.' },
      ]);

      expect(chunkTypes(turn.chunks).filter((type) => type === 'text-start')).toHaveLength(1);
      expect(dataOf(turn.message, 'parley-fallback')).toEqual([{
        kind: 'model',
        fromModel: model,
        toModel: 'groq:llama-3.3-70b-versatile',
        reason: 'auth',
        discardsStepText: false,
      }]);
    });
  });

  describe('when the model calls tools', () => {
    it("gives each call a dynamic tool part with its input, and Parley's view in data-parley-tool", async () => {
      const turn = await streamTurn([
        { type: 'step-start', step: 1, model },
        { type: 'text-delta', text: 'Let me look.' },
        { type: 'tool-call', id: 'call_1', name: 'web_search', arguments: '{"query":"Deno 2"}' },
        { type: 'tool-result', call: call() },
        { type: 'step-start', step: 2, model },
        { type: 'text-delta', text: 'Done.' },
      ]);

      expect(chunkTypes(turn.chunks)).toEqual([
        'start',
        'data-parley-conversation',
        'start-step',
        'text-start',
        'text-delta',
        'text-end',
        'tool-input-available',
        'tool-output-available',
        'data-parley-tool',
        'finish-step',
        'start-step',
        'text-start',
        'text-delta',
        'text-end',
        'finish-step',
        'finish',
      ]);
      expect(turn.message.parts.find((part) => part.type === 'dynamic-tool')).toMatchObject({
        type: 'dynamic-tool',
        toolCallId: 'call_1',
        toolName: 'web_search',
        state: 'output-available',
        input: { query: 'Deno 2' },
        output: { status: 'success', resolvedName: 'web_search', attempt: 1, durationMs: 12 },
      });
      expect(dataOf(turn.message, 'parley-tool')).toEqual([{
        toolCallId: 'call_1',
        toolName: 'web_search',
        resolvedName: 'web_search',
        status: 'success',
        attempt: 1,
        durationMs: 12,
        willRetry: false,
      }]);
    });

    it('passes arguments that are not JSON on as the raw string', async () => {
      const turn = await streamTurn([
        { type: 'step-start', step: 1, model },
        { type: 'tool-call', id: 'call_1', name: 'web_search', arguments: '{"query": "Deno' },
        {
          type: 'tool-error',
          call: call({ status: 'error', category: 'invalid_arguments' }),
          message: 'The arguments are not valid JSON.',
          willRetry: true,
        },
        { type: 'retry', round: 1, tools: ['web_search'] },
      ]);

      expect(turn.message.parts.find((part) => part.type === 'dynamic-tool')).toMatchObject({
        state: 'output-error',
        input: '{"query": "Deno',
        errorText: 'The arguments are not valid JSON.',
      });
      expect(dataOf(turn.message, 'parley-tool')).toEqual([
        expect.objectContaining({ status: 'error', category: 'invalid_arguments', willRetry: true }),
      ]);
      expect(dataOf(turn.message, 'parley-retry')).toEqual([{
        scope: 'tools',
        round: 1,
        maxRounds: 3,
        tools: ['web_search'],
      }]);
    });

    it("turns the tool-error's question interaction into data-parley-question, with the setup hint on the call", async () => {
      const setup = { integration: 'gmail', action: 'connect' } as const;
      const text = 'Your Gmail account needs to be connected first. Connect your Gmail account under Integrations.';
      const question = `Question: ${text}`;
      const turn = await streamTurn([
        { type: 'step-start', step: 1, model },
        { type: 'tool-call', id: 'call_inbox', name: 'gmail_read_emails', arguments: '{}' },
        {
          type: 'tool-error',
          call: call({
            id: 'call_inbox',
            name: 'gmail_read_emails',
            resolvedName: 'gmail_read_emails',
            status: 'error',
            category: 'not_configured',
            setup,
          }),
          message: question,
          willRetry: false,
          interaction: { kind: 'question', text },
        },
      ]);

      expect(dataOf(turn.message, 'parley-tool')).toEqual([
        expect.objectContaining({ toolCallId: 'call_inbox', category: 'not_configured', setup, willRetry: false }),
      ]);
      expect(dataOf(turn.message, 'parley-question')).toEqual([{
        toolCallId: 'call_inbox',
        toolName: 'gmail_read_emails',
        text,
      }]);
    });

    it('opens no question for a failure without an interaction, whatever its text says', async () => {
      const turn = await streamTurn([
        { type: 'step-start', step: 1, model },
        { type: 'tool-call', id: 'call_1', name: 'gmail_send_email', arguments: '{}' },
        {
          type: 'tool-error',
          call: call({ name: 'gmail_send_email', resolvedName: 'gmail_send_email', status: 'error' }),
          message: 'Question: this text is for the model; the interaction is what asks the user.',
          willRetry: false,
        },
      ]);

      expect(chunkTypes(turn.chunks)).not.toContain('data-parley-question');
    });
  });

  describe('when a tool that asked a Question works later in the turn', () => {
    it('leaves no question open', async () => {
      const turn = await streamTurn([
        { type: 'step-start', step: 1, model },
        { type: 'tool-call', id: 'call_1', name: 'gmail_send_email', arguments: '{}' },
        {
          type: 'tool-error',
          call: call({
            name: 'gmail_send_email',
            resolvedName: 'gmail_send_email',
            status: 'error',
            category: 'needs_input',
          }),
          message: 'Question: Who should I send this email to?',
          willRetry: true,
          interaction: { kind: 'question', text: 'Who should I send this email to?' },
        },
        { type: 'step-start', step: 2, model },
        { type: 'tool-call', id: 'call_2', name: 'gmail_send_email', arguments: '{"to":["ana@example.com"]}' },
        {
          type: 'tool-result',
          call: call({ id: 'call_2', name: 'gmail_send_email', resolvedName: 'gmail_send_email', attempt: 2 }),
        },
      ]);

      expect(chunkTypes(turn.chunks)).not.toContain('data-parley-question');
    });
  });

  describe('when the turn fails', () => {
    it('closes what is open, sends an error chunk holding the HTTP error body, then finish', async () => {
      const failure: TurnFailure = {
        code: 'upstream_failed',
        message: 'Every model failed.',
        requestId: 'request-0001',
        conversationId,
      };
      const turn = await streamTurn([{ type: 'step-start', step: 1, model }, { type: 'text-delta', text: 'Hal' }], {
        failure,
      });

      expect(chunkTypes(turn.chunks)).toEqual([
        'start',
        'data-parley-conversation',
        'start-step',
        'text-start',
        'text-delta',
        'text-end',
        'finish-step',
        'error',
        'finish',
      ]);
      expect(turn.chunks.at(-1)).toMatchObject({ type: 'finish', finishReason: 'error' });
      expect(turn.errors.map((error) => JSON.parse(error.message))).toEqual([{ error: failure }]);
      expect(turn.rawBody.endsWith('data: [DONE]\n\n')).toBe(true);
    });
  });

  describe('when the turn waits for approvals', () => {
    const pausedEvents: TurnEvent[] = [
      { type: 'step-start', step: 1, model },
      { type: 'tool-call', id: 'call_read', name: 'gmail_read_emails', arguments: '{}' },
      { type: 'tool-call', id: 'call_send', name: 'gmail_send_email', arguments: JSON.stringify(approval.arguments) },
      { type: 'approval-request', approval },
    ];

    it('asks with tool-approval-request on the existing part, and says what the call would do in data-parley-approval', async () => {
      const turn = await streamTurn(pausedEvents, { reply: pausedReply });

      expect(chunkTypes(turn.chunks)).toEqual([
        'start',
        'data-parley-conversation',
        'start-step',
        'tool-input-available',
        'tool-input-available',
        'tool-approval-request',
        'data-parley-approval',
        'tool-output-error',
        'finish-step',
        'finish',
      ]);
      expect(turn.message.parts.find((part) => part.type === 'dynamic-tool' && part.toolCallId === 'call_send'))
        .toMatchObject({ state: 'approval-requested', approval: { id: 'approval-signature' } });
      expect(dataOf(turn.message, 'parley-approval')).toEqual([approval]);
      expect(turn.chunks.at(-1)).toMatchObject({ type: 'finish', finishReason: 'tool-calls' });
    });

    it('shows the call of the same step that does not ask as not run yet', async () => {
      const turn = await streamTurn(pausedEvents, { reply: pausedReply });

      expect(turn.message.parts.find((part) => part.type === 'dynamic-tool' && part.toolCallId === 'call_read'))
        .toMatchObject({ state: 'output-error', errorText: heldCallText });
    });

    it('marks no call of an earlier round that ran', async () => {
      const turn = await streamTurn([
        { type: 'step-start', step: 1, model },
        { type: 'tool-call', id: 'call_1', name: 'web_search', arguments: '{}' },
        { type: 'tool-result', call: call() },
        { type: 'step-start', step: 2, model },
        { type: 'tool-call', id: 'call_send', name: 'gmail_send_email', arguments: '{}' },
        { type: 'approval-request', approval },
      ], { reply: pausedReply });

      expect(turn.chunks.filter((chunk) => chunk.type === 'tool-output-error')).toEqual([]);
    });
  });

  describe("when the turn resumes with the user's answers", () => {
    it('continues the asking message: declined calls end output-denied, approved ones go to their outcome', async () => {
      const answered: ApprovalDecisions = {
        approved: new Set(['call_send']),
        declined: new Map([['call_other', 'Not this one']]),
      };
      const stream = createUiMessageTurnStream({
        requestId: 'request-0002',
        messageId: 'assistant-1',
        conversationId,
        agentId,
        created: false,
        answered,
      });
      stream.send({ type: 'tool-call', id: 'call_send', name: 'gmail_send_email', arguments: '{}' });
      stream.send({ type: 'tool-result', call: call({ id: 'call_send', name: 'gmail_send_email' }) });
      stream.done(reply);
      stream.close();

      const chunks = await readUiChunks(stream.response.body ?? new ReadableStream());

      expect(chunks[0]).toEqual({ type: 'start', messageId: 'assistant-1', messageMetadata: { conversationId } });
      expect(chunkTypes(chunks)).toEqual([
        'start',
        'data-parley-conversation',
        'tool-output-denied',
        'tool-output-available',
        'data-parley-tool',
        'finish',
      ]);
      expect(chunks[2]).toEqual({ type: 'tool-output-denied', toolCallId: 'call_other' });
    });
  });
});
