import { describe, expect, it } from 'vitest';
import type { ModelRequest } from '../../../shared/llm/chat-model.ts';
import type { ModelToolSpec } from '../../../shared/tools/index.ts';
import { fakeFetch, testApiKey, useScriptedOpenAi } from './support/openai-fixture.ts';

const openAi = useScriptedOpenAi();

const sendEmailSpec: ModelToolSpec = {
  type: 'function',
  function: {
    name: 'gmail_send_email',
    description: 'Send an email',
    parameters: {
      type: 'object',
      properties: { to: { type: 'array', items: { type: 'string' } }, subject: { type: 'string' } },
      required: ['to', 'subject'],
    },
  },
};
const searchSpec: ModelToolSpec = {
  type: 'function',
  function: {
    name: 'web_search',
    description: 'Search the web',
    parameters: { type: 'object', properties: { query: { type: 'string' } }, required: ['query'] },
  },
};

const conversation: ModelRequest['messages'] = [
  { role: 'system', content: 'You are helpful.' },
  { role: 'user', content: 'Email Ana' },
  {
    role: 'assistant',
    content: null,
    toolCalls: [{ id: 'call_a', name: 'gmail_send_email', arguments: '{"subject":"Hi"}' }],
  },
  { role: 'tool', toolCallId: 'call_a', content: 'Question: Who should I send this email to?' },
  { role: 'system', content: 'Tool calls failed (retry 1 of 3).' },
];

describe('createOpenAiChatModel', () => {
  describe('when asked without streaming', () => {
    it('returns the text and the token usage', async () => {
      openAi.server().enqueue({ text: 'Hello there', usage: { prompt: 42, completion: 7 } });

      const response = await openAi.model().generate({ messages: [{ role: 'user', content: 'Hi' }], tools: [] });

      expect(response).toEqual({
        text: 'Hello there',
        toolCalls: [],
        usage: { promptTokens: 42, completionTokens: 7 },
      });
    });

    it('returns tool calls with their argument strings exactly as the model wrote them', async () => {
      openAi.server().enqueue({
        toolCalls: [
          { id: 'call_1', name: 'web_search', arguments: '{"query":"deno"}' },
          { id: 'call_2', name: 'gmail_send_email', arguments: '{"to": ["ana@example.com"], subject: oops' },
        ],
      });

      const response = await openAi.model().generate({
        messages: [{ role: 'user', content: 'Hi' }],
        tools: [searchSpec, sendEmailSpec],
      });

      expect(response.text).toBe('');
      expect(response.toolCalls).toEqual([
        { id: 'call_1', name: 'web_search', arguments: '{"query":"deno"}' },
        { id: 'call_2', name: 'gmail_send_email', arguments: '{"to": ["ana@example.com"], subject: oops' },
      ]);
    });

    it('posts to the chat completions path with the key as a bearer token and no stream flag', async () => {
      openAi.server().enqueue({ text: 'ok' });

      await openAi.model().generate({ messages: [{ role: 'user', content: 'Hi' }], tools: [] });

      const [request] = openAi.server().requests;
      expect(request?.method).toBe('POST');
      expect(request?.path).toBe('/v1/chat/completions');
      expect(request?.headers.authorization).toBe(`Bearer ${testApiKey}`);
      expect(request?.body.stream).not.toBe(true);
    });
  });

  describe('when building the request', () => {
    it("sends the provider's own model name, without the provider prefix", async () => {
      openAi.server().enqueue({ text: 'ok' });
      const model = openAi.model({ id: 'openrouter:openai/gpt-4o-mini', model: 'openai/gpt-4o-mini' });

      await model.generate({ messages: [{ role: 'user', content: 'Hi' }], tools: [] });

      expect(model.id).toBe('openrouter:openai/gpt-4o-mini');
      expect(openAi.server().requests[0]?.body.model).toBe('openai/gpt-4o-mini');
    });

    it('sends assistant tool calls, tool results and system notes in the wire shape', async () => {
      openAi.server().enqueue({ text: 'ok' });

      await openAi.model().generate({ messages: conversation, tools: [sendEmailSpec] });

      expect(openAi.server().requests[0]?.body.messages).toEqual([
        { role: 'system', content: 'You are helpful.' },
        { role: 'user', content: 'Email Ana' },
        {
          role: 'assistant',
          content: null,
          tool_calls: [{
            id: 'call_a',
            type: 'function',
            function: { name: 'gmail_send_email', arguments: '{"subject":"Hi"}' },
          }],
        },
        { role: 'tool', tool_call_id: 'call_a', content: 'Question: Who should I send this email to?' },
        { role: 'system', content: 'Tool calls failed (retry 1 of 3).' },
      ]);
    });

    it('sends an assistant message without tool calls as plain content', async () => {
      openAi.server().enqueue({ text: 'ok' });

      await openAi.model().generate({
        messages: [{ role: 'user', content: 'Hi' }, { role: 'assistant', content: 'Hello!', toolCalls: [] }, {
          role: 'user',
          content: 'Bye',
        }],
        tools: [],
      });

      expect(openAi.server().requests[0]?.body.messages[1]).toEqual({ role: 'assistant', content: 'Hello!' });
    });

    it('sends the tools as function specs, the temperature, and a forced tool choice by name', async () => {
      openAi.server().enqueue({ text: 'ok' });

      await openAi.model().generate({
        messages: [{ role: 'user', content: 'Hi' }],
        tools: [sendEmailSpec, searchSpec],
        toolChoice: { name: 'web_search' },
        temperature: 0.7,
      });

      const body = openAi.server().requests[0]?.body;
      expect(body?.tools).toEqual([sendEmailSpec, searchSpec]);
      expect(body?.tool_choice).toEqual({ type: 'function', function: { name: 'web_search' } });
      expect(body?.temperature).toBe(0.7);
    });

    it('sends `auto` as is', async () => {
      openAi.server().enqueue({ text: 'ok' });

      await openAi.model().generate({
        messages: [{ role: 'user', content: 'Hi' }],
        tools: [searchSpec],
        toolChoice: 'auto',
      });

      expect(openAi.server().requests[0]?.body.tool_choice).toBe('auto');
    });

    it('leaves out tools, tool choice and temperature when there are none', async () => {
      openAi.server().enqueue({ text: 'ok' });

      await openAi.model().generate({ messages: [{ role: 'user', content: 'Hi' }], tools: [], toolChoice: 'auto' });

      expect(openAi.server().requests[0]?.body).toEqual({
        model: 'gpt-4o-mini',
        messages: [{ role: 'user', content: 'Hi' }],
        stream: false,
      });
    });
  });

  describe('when asked to stream', () => {
    it('hands on the text pieces in order as they arrive and returns the whole text', async () => {
      const text = 'Streaming works piece by piece, in order.';
      openAi.server().enqueue({ text, usage: { prompt: 30, completion: 9 } });
      const deltas: string[] = [];

      const response = await openAi.model().generate({ messages: [{ role: 'user', content: 'Hi' }], tools: [] }, {
        onTextDelta: (delta) => deltas.push(delta),
      });

      expect(deltas.length).toBeGreaterThan(3);
      expect(deltas.join('')).toBe(text);
      expect(deltas[0]).toBe(text.slice(0, 8));
      expect(response.text).toBe(text);
    });

    it('asks for a stream that ends with the usage', async () => {
      openAi.server().enqueue({ text: 'ok', usage: { prompt: 30, completion: 9 } });

      const response = await openAi.model().generate({ messages: [{ role: 'user', content: 'Hi' }], tools: [] }, {
        onTextDelta: () => {},
      });

      const body = openAi.server().requests[0]?.body as { stream?: boolean; stream_options?: unknown } | undefined;
      expect(body?.stream).toBe(true);
      expect(body?.stream_options).toEqual({ include_usage: true });
      expect(response.usage).toEqual({ promptTokens: 30, completionTokens: 9 });
    });

    it('merges the argument fragments of each tool call', async () => {
      const first = JSON.stringify({
        to: ['ana@example.com', 'bob@example.com'],
        subject: 'Quarterly numbers',
        body: 'Hi both, here they are.',
      });
      const second = JSON.stringify({ query: 'supabase edge functions cpu limits' });
      openAi.server().enqueue({
        toolCalls: [{ id: 'call_x', name: 'gmail_send_email', arguments: first }, {
          id: 'call_y',
          name: 'web_search',
          arguments: second,
        }],
      });
      const deltas: string[] = [];

      const response = await openAi.model().generate({
        messages: [{ role: 'user', content: 'Hi' }],
        tools: [sendEmailSpec, searchSpec],
      }, { onTextDelta: (delta) => deltas.push(delta) });

      expect(response.toolCalls).toEqual([
        { id: 'call_x', name: 'gmail_send_email', arguments: first },
        { id: 'call_y', name: 'web_search', arguments: second },
      ]);
      expect(deltas).toEqual([]);
    });

    it('keeps a tool name that a provider repeats in every fragment as one name', async () => {
      const chunk = (part: Record<string, unknown>) => ({
        id: 'c',
        object: 'chat.completion.chunk',
        created: 1,
        model: 'm',
        choices: [{ index: 0, delta: { tool_calls: [{ index: 0, ...part }] }, finish_reason: null }],
      });
      const finish = {
        id: 'c',
        object: 'chat.completion.chunk',
        created: 1,
        model: 'm',
        choices: [{ index: 0, delta: {}, finish_reason: 'tool_calls' }],
      };
      const body = [
        chunk({ id: 'call_r', type: 'function', function: { name: 'web_search', arguments: '{"query":' } }),
        chunk({ function: { name: 'web_search', arguments: '"deno"}' } }),
        finish,
      ]
        .map((value) => `data: ${JSON.stringify(value)}\n\n`).join('') + 'data: [DONE]\n\n';
      const model = openAi.model({
        fetch: fakeFetch(() => new Response(body, { headers: { 'content-type': 'text/event-stream' } })),
      });

      const response = await model.generate({ messages: [{ role: 'user', content: 'Hi' }], tools: [searchSpec] }, {
        onTextDelta: () => {},
      });

      expect(response.toolCalls).toEqual([{ id: 'call_r', name: 'web_search', arguments: '{"query":"deno"}' }]);
    });
  });

  describe('when a gateway answers 200 with something that is not a completion', () => {
    it('fails with the error it reported, its numeric code read as the status', async () => {
      const model = openAi.model({
        fetch: fakeFetch(() => Response.json({ error: { message: 'Upstream provider overloaded', code: 502 } })),
      });

      const failure = await model.generate({ messages: [{ role: 'user', content: 'Hi' }], tools: [] }).catch((
        error: unknown,
      ) => error);

      expect(failure).toMatchObject({
        name: 'ModelError',
        kind: 'transient',
        status: 502,
        providerMessage: 'Upstream provider overloaded',
      });
    });

    it('fails as unknown when the body is neither a completion nor an error', async () => {
      const model = openAi.model({ fetch: fakeFetch(() => Response.json({ hello: 'world' })) });

      const failure = await model.generate({ messages: [{ role: 'user', content: 'Hi' }], tools: [] }).catch((
        error: unknown,
      ) => error);

      expect(failure).toMatchObject({ name: 'ModelError', kind: 'unknown' });
    });
  });
});
