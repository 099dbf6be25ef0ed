import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../web/src/api/api-error.ts';
import type { ChatStreamEvent } from '../../../../shared/protocol/index.ts';
import { streamChatTurn } from '../../../../web/src/chat/stream-chat-turn.ts';

const connection = { supabaseUrl: 'http://127.0.0.1:54321', anonKey: 'anon-key', accessToken: 'user-token' };

function sse(...events: [string, unknown][]): string {
  return events.map(([name, data]) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`).join('');
}

/** A body that arrives in pieces, cut mid-event. */
function chunked(text: string, size: number): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(offset, offset + size));
      offset += size;
    },
  });
}

const reply = {
  conversationId: 'c',
  status: 'completed',
  reply: 'Hé ',
  approvals: [],
  toolCalls: [],
  model: 'm',
  usage: { promptTokens: 3, completionTokens: 2, totalTokens: 5 },
};

async function collect(events: AsyncIterable<ChatStreamEvent>): Promise<ChatStreamEvent[]> {
  const collected: ChatStreamEvent[] = [];
  for await (const event of events) collected.push(event);
  return collected;
}

describe('streamChatTurn', () => {
  describe('when the function streams the turn', () => {
    it('posts with the headers supabase-js sends and yields each event as it arrives', async () => {
      let sent: Request | null = null;
      const body = sse(
        ['step-start', { type: 'step-start', step: 1, model: 'm' }],
        ['text-delta', { type: 'text-delta', text: 'Hé ' }],
        ['unknown', {}],
        ['done', reply],
      );

      const events = await collect(streamChatTurn(
        {
          ...connection,
          fetch: async (input, init) => {
            sent = new Request(input, init);
            return new Response(chunked(body, 7), { headers: { 'content-type': 'text/event-stream' } });
          },
        },
        { message: 'hi', conversationId: 'c' },
        new AbortController().signal,
      ));

      expect(events.map((event) => event.type)).toEqual(['step-start', 'text-delta', 'done']);
      expect(events[1]).toEqual({ type: 'text-delta', text: 'Hé ' });
      expect(events[2]).toEqual({ type: 'done', reply });
      const request = sent as unknown as Request;
      expect(request.url).toBe('http://127.0.0.1:54321/functions/v1/chat');
      expect(
        Object.fromEntries(
          ['authorization', 'apikey', 'accept', 'content-type'].map((name) => [name, request.headers.get(name)]),
        ),
      ).toEqual({
        authorization: 'Bearer user-token',
        apikey: 'anon-key',
        accept: 'text/event-stream',
        'content-type': 'application/json',
      });
      expect(request.headers.get('x-client-info')).toMatch(/^parley-web\//);
      expect(await request.json()).toEqual({ message: 'hi', conversationId: 'c' });
    });
  });

  describe('when an event does not fit the protocol', () => {
    const streamOf = (body: string) =>
      streamChatTurn(
        { ...connection, fetch: async () => new Response(body, { headers: { 'content-type': 'text/event-stream' } }) },
        { message: 'hi' },
        new AbortController().signal,
      );

    it('skips a malformed progress event with a warning and goes on', async () => {
      const warnings: unknown[] = [];
      const warn = console.warn;
      console.warn = (message: unknown) => warnings.push(message);
      try {
        const events = await collect(streamOf(sse(['text-delta', { type: 'text-delta', text: 1 }], ['done', reply])));

        expect(events.map((event) => event.type)).toEqual(['done']);
        expect(warnings).toEqual([
          'The server sent a text-delta event this app cannot read (text: Invalid input: expected string, received number).',
        ]);
      } finally {
        console.warn = warn;
      }
    });

    it('fails the turn with a clear error when done cannot be read', async () => {
      await expect(collect(streamOf(sse(['done', { ...reply, usage: undefined }])))).rejects.toMatchObject({
        kind: 'server',
        message: expect.stringMatching(/^The server sent a done event this app cannot read \(usage: .*\)\. Retry\.$/),
      });
    });
  });

  describe('when the function refuses the request', () => {
    it('throws the ApiError for its status', async () => {
      const turn = streamChatTurn(
        {
          ...connection,
          fetch: async () => new Response('{}', { status: 429, headers: { 'retry-after': '5' } }),
        },
        { message: 'hi' },
        new AbortController().signal,
      );

      await expect(collect(turn)).rejects.toMatchObject({
        kind: 'rate_limited',
        message: 'Too many requests — wait 5 s.',
      });
    });
  });

  describe('when the server cannot be reached', () => {
    it('throws a network ApiError', async () => {
      const turn = streamChatTurn(
        {
          ...connection,
          fetch: async () => {
            throw new TypeError('fetch failed');
          },
        },
        { message: 'hi' },
        new AbortController().signal,
      );

      await expect(collect(turn)).rejects.toBeInstanceOf(ApiError);
    });
  });
});
