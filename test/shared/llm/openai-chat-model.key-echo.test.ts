import { describe, expect, it } from 'vitest';
import type { ModelRequest } from '../../../shared/llm/chat-model.ts';
import { ModelError } from '../../../shared/llm/model-error.ts';
import { fakeFetch, useScriptedOpenAi } from './support/openai-fixture.ts';

const openAi = useScriptedOpenAi();
const request: ModelRequest = { messages: [{ role: 'user', content: 'Hi' }], tools: [] };

async function failureOf(promise: Promise<unknown>): Promise<ModelError> {
  const outcome = await promise.then(() => null, (error: unknown) => error);
  if (!(outcome instanceof ModelError)) throw new Error(`Expected a ModelError, got ${String(outcome)}`);
  return outcome;
}

/** Key formats the shape-based redaction does not know, as an outside tester sent them. */
const keys = {
  groq: 'gsk_AbCdEf0123456789GhIjKl0123456789MnOpQrStUvWxYz0123',
  together: '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef',
  togetherNew: 'tgp_v1_AbCdEf0123456789GhIjKl0123456789MnOpQrStUv',
  custom: 'my-local-ollama-key-42',
};

/** The bearer token a request was sent with. */
function sentKey(init: RequestInit | undefined): string {
  return new Headers(init?.headers).get('authorization')?.replace(/^Bearer /, '') ?? '';
}

/** A provider that repeats the key it was sent in its error message (`message(key)`). */
function echoingFetch(message: (key: string) => string) {
  return fakeFetch((init) => {
    const text = message(sentKey(init));
    const streamed = JSON.parse(String(init?.body)).stream === true;
    if (streamed) {
      const event = `data: ${JSON.stringify({ error: { message: text, code: 401 } })}\n\n`;
      return new Response(event, { headers: { 'content-type': 'text/event-stream' } });
    }
    return new Response(JSON.stringify({ error: { message: text, code: 'invalid_api_key' } }), {
      status: 401,
      headers: { 'content-type': 'application/json' },
    });
  });
}

describe('createOpenAiChatModel with a provider that echoes the API key', () => {
  describe.each(Object.entries(keys))('when the key is a %s key', (_format, apiKey) => {
    it.each([['not streamed', {}], ['streamed', { onTextDelta: () => {} }]])(
      'fails as auth without the key in any message (%s)',
      async (_how, callOptions) => {
        const model = openAi.model({
          apiKey,
          fetch: echoingFetch((key) => `Incorrect API key provided: ${key}. Check your key.`),
        });

        const error = await failureOf(model.generate(request, callOptions));

        expect(error.kind).toBe('auth');
        expect(error.providerMessage).toBe('Incorrect API key provided: [redacted]. Check your key.');
        expect(error.message).not.toContain(apiKey);
      },
    );
  });

  describe('when the key comes back URL- or base64-encoded', () => {
    it('removes those spellings too', async () => {
      const apiKey = 'tgp_v1_Ab/Cd+Ef=0123456789';
      const model = openAi.model({
        apiKey,
        fetch: echoingFetch((key) => `url ${encodeURIComponent(key)} basic ${btoa(key)}`),
      });

      const error = await failureOf(model.generate(request));

      expect(error.providerMessage).toBe('url [redacted] basic [redacted]');
    });
  });

  describe('when the message is cut in the middle of the key', () => {
    it('removes the start of the key the cut left', async () => {
      const apiKey = keys.groq;
      const model = openAi.model({ apiKey, fetch: echoingFetch((key) => `${'x'.repeat(480)} ${key}`) });

      const error = await failureOf(model.generate(request));

      expect(error.providerMessage).toBe(`${'x'.repeat(480)} [redacted]`);
      expect(error.message).not.toContain(apiKey.slice(0, 10));
    });
  });
});
