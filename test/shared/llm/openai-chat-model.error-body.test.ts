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

/** A body that sends `start` and then nothing, never ending; `cancelled` once it is let go. */
function neverEnding(start: string): { body: ReadableStream<Uint8Array>; cancelled: () => boolean } {
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      if (start.length > 0) controller.enqueue(new TextEncoder().encode(start));
    },
    cancel() {
      cancelled = true;
    },
  });
  return { body, cancelled: () => cancelled };
}

describe('createOpenAiChatModel when an error body never ends', () => {
  it('fails by its status (auth), not as a timeout', async () => {
    const stalled = neverEnding('{"error":{"message":"bad key","code":"invalid_api_key"}');
    const model = openAi.model({
      fetch: fakeFetch(() =>
        new Response(stalled.body, { status: 401, headers: { 'content-type': 'application/json' } })
      ),
      errorBodyTimeoutMs: 50,
      firstResponseTimeoutMs: 3_000,
    });

    const error = await failureOf(model.generate(request, { onTextDelta: () => {} }));

    expect(error).toMatchObject({ kind: 'auth', status: 401, timedOut: false, providerMessage: 'HTTP 401' });
    expect(stalled.cancelled()).toBe(true);
  });

  it('keeps the Retry-After of a 429 whose body never comes', async () => {
    const stalled = neverEnding('');
    const model = openAi.model({
      fetch: fakeFetch(() =>
        new Response(stalled.body, {
          status: 429,
          headers: { 'content-type': 'application/json', 'retry-after': '1' },
        })
      ),
      errorBodyTimeoutMs: 50,
      firstResponseTimeoutMs: 3_000,
    });

    const error = await failureOf(model.generate(request));

    expect(error).toMatchObject({ kind: 'transient', status: 429, retryAfterMs: 1_000, timedOut: false });
  });
});
