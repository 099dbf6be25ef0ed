import { describe, expect, it } from 'vitest';
import type { ModelRequest } from '../../../shared/llm/chat-model.ts';
import { fakeFetch, useScriptedOpenAi } from './support/openai-fixture.ts';

const openAi = useScriptedOpenAi();
const request: ModelRequest = { messages: [{ role: 'user', content: 'Hi' }], tools: [] };

/** A provider answering a non-streamed request with `message` and `usage`. */
function completing(message: unknown, usage?: unknown) {
  const body = { choices: [{ index: 0, message, finish_reason: 'stop' }], ...(usage === undefined ? {} : { usage }) };
  return openAi.model({
    fetch: fakeFetch(() => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })),
  });
}

/** A provider streaming a chunk with `delta` (and `usage`), then `finish_reason: stop`. */
function streaming(delta: unknown, usage?: unknown) {
  const chunks = [
    { choices: [{ index: 0, delta, finish_reason: null }], ...(usage === undefined ? {} : { usage }) },
    { choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] },
  ];
  const body = chunks.map((chunk) => `data: ${JSON.stringify(chunk)}\n\n`).join('') + 'data: [DONE]\n\n';
  return openAi.model({
    fetch: fakeFetch(() => new Response(body, { headers: { 'content-type': 'text/event-stream' } })),
  });
}

const odd = [
  ['leaves completion_tokens out', { prompt_tokens: 5, total_tokens: 5 }],
  ['sends completion_tokens as null', { prompt_tokens: 5, completion_tokens: null }],
] as const;

describe('createOpenAiChatModel with side fields providers send differently', () => {
  describe.each(odd)('when usage %s', (_how, usage) => {
    it('answers, counting the missing tokens as 0 (not streamed)', async () => {
      const answer = await completing({ role: 'assistant', content: 'Hello' }, usage).generate(request);

      expect(answer).toEqual({ text: 'Hello', toolCalls: [], usage: { promptTokens: 5, completionTokens: 0 } });
    });

    it('answers, counting the missing tokens as 0 (streamed)', async () => {
      const answer = await streaming({ content: 'Hello' }, usage).generate(request, { onTextDelta: () => {} });

      expect(answer).toEqual({ text: 'Hello', toolCalls: [], usage: { promptTokens: 5, completionTokens: 0 } });
    });
  });

  describe('when content is a list of parts', () => {
    const parts = [{ type: 'text', text: 'Hel' }, { type: 'image_url', image_url: { url: 'x' } }, {
      type: 'text',
      text: 'lo',
    }];

    it('answers with its text parts joined (not streamed)', async () => {
      const answer = await completing({ role: 'assistant', content: parts }).generate(request);

      expect(answer.text).toBe('Hello');
    });

    it('hands on and answers with its text parts joined (streamed)', async () => {
      const deltas: string[] = [];

      const answer = await streaming({ content: parts }).generate(request, {
        onTextDelta: (text) => deltas.push(text),
      });

      expect(answer.text).toBe('Hello');
      expect(deltas).toEqual(['Hello']);
    });
  });
});
