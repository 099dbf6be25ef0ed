import { describe, expect, it } from 'vitest';
import type { ModelCallOptions, ModelRequest } from '../../../shared/llm/chat-model.ts';
import { ModelError } from '../../../shared/llm/model-error.ts';
import {
  fakeFetch,
  hangingFetch,
  sseBody,
  testApiKey,
  textChunk,
  useScriptedOpenAi,
} from './support/openai-fixture.ts';

const openAi = useScriptedOpenAi();
const request: ModelRequest = { messages: [{ role: 'user', content: 'Hi' }], tools: [] };

async function failureOf(promise: Promise<unknown>): Promise<ModelError> {
  const outcome = await promise.then(() => null, (error: unknown) => error);
  if (!(outcome instanceof ModelError)) throw new Error(`Expected a ModelError, got ${String(outcome)}`);
  return outcome;
}

async function failureForStatus(
  status: number,
  options: { code?: string; headers?: Record<string, string>; message?: string } = {},
  callOptions: ModelCallOptions = {},
) {
  openAi.server().enqueue({
    status,
    error: {
      message: options.message ?? `upstream said ${status}`,
      ...(options.code === undefined ? {} : { code: options.code }),
    },
    headers: options.headers,
  });
  return failureOf(openAi.model().generate(request, callOptions));
}

describe('createOpenAiChatModel', () => {
  describe('when the provider rate-limits with Retry-After in seconds', () => {
    it('fails as transient with the status and the wait in milliseconds', async () => {
      const error = await failureForStatus(429, {
        headers: { 'retry-after': '3' },
        message: 'Rate limit reached for gpt-4o-mini',
      });

      expect(error).toMatchObject({
        kind: 'transient',
        status: 429,
        retryAfterMs: 3000,
        model: 'openai:gpt-4o-mini',
        providerMessage: 'Rate limit reached for gpt-4o-mini',
      });
    });
  });

  describe('when Retry-After is an HTTP date', () => {
    it('waits until that date by the injected clock', async () => {
      const now = Date.UTC(2025, 0, 15, 9, 30, 0);
      openAi.server().enqueue({
        status: 429,
        error: { message: 'slow down' },
        headers: { 'retry-after': new Date(now + 7000).toUTCString() },
      });

      const error = await failureOf(openAi.model({ now: () => now }).generate(request));

      expect(error.retryAfterMs).toBe(7000);
    });
  });

  describe('when the provider sends retry-after-ms', () => {
    it('uses it ahead of Retry-After', async () => {
      const error = await failureForStatus(429, { headers: { 'retry-after-ms': '1500', 'retry-after': '9' } });

      expect(error.retryAfterMs).toBe(1500);
    });
  });

  describe('when the provider fails with a server error, a timeout status or a conflict', () => {
    it.each([500, 502, 503, 504, 408, 409])('fails as transient for %i', async (status) => {
      const error = await failureForStatus(status);

      expect(error).toMatchObject({ kind: 'transient', status, providerMessage: `upstream said ${status}` });
      expect(error.retryAfterMs).toBeUndefined();
    });
  });

  describe('when the provider refuses the key', () => {
    it.each([401, 403])('fails as auth for %i', async (status) => {
      expect(await failureForStatus(status)).toMatchObject({ kind: 'auth', status });
    });
  });

  describe('when the model does not exist', () => {
    it('fails as not_found', async () => {
      expect(await failureForStatus(404, { message: 'The model `gpt-9` does not exist' })).toMatchObject({
        kind: 'not_found',
        status: 404,
      });
    });
  });

  describe('when the request itself is refused', () => {
    it.each([400, 422])('fails as bad_request for %i', async (status) => {
      expect(await failureForStatus(status)).toMatchObject({ kind: 'bad_request', status });
    });
  });

  describe('when the prompt is longer than the context window', () => {
    it('fails as context_length, from the error code', async () => {
      const error = await failureForStatus(400, {
        code: 'context_length_exceeded',
        message: "This model's maximum context length is 128000 tokens.",
      });

      expect(error).toMatchObject({ kind: 'context_length', status: 400 });
    });

    it('fails as context_length while streaming too', async () => {
      const error = await failureForStatus(400, { code: 'context_length_exceeded' }, { onTextDelta: () => {} });

      expect(error.kind).toBe('context_length');
    });
  });

  describe('when the connection drops before an answer', () => {
    it('fails as transient without a status', async () => {
      openAi.server().enqueue({ dropConnection: true });

      const error = await failureOf(openAi.model().generate(request));

      expect(error).toMatchObject({ kind: 'transient', status: undefined });
    });
  });

  describe('when the connection breaks in the middle of a stream', () => {
    it('fails as transient after handing on what arrived', async () => {
      const deltas: string[] = [];
      const model = openAi.model({
        fetch: fakeFetch(() =>
          new Response(sseBody([textChunk('Hel'), textChunk('lo')], { breakAfter: 1 }), {
            headers: { 'content-type': 'text/event-stream' },
          })
        ),
      });

      const error = await failureOf(model.generate(request, { onTextDelta: (delta) => deltas.push(delta) }));

      expect(deltas).toEqual(['Hel']);
      expect(error).toMatchObject({ kind: 'transient', providerMessage: 'the stream was interrupted' });
    });
  });

  describe('when the call takes longer than its timeout', () => {
    it('fails as transient', async () => {
      const error = await failureOf(openAi.model({ fetch: hangingFetch, timeoutMs: 20 }).generate(request));

      expect(error).toMatchObject({ kind: 'transient', providerMessage: 'request timed out' });
    });
  });

  describe('when the caller aborts', () => {
    it('fails as cancelled when the signal is already aborted, without calling the provider', async () => {
      const fetch = fakeFetch(() => Response.json({}));

      const error = await failureOf(openAi.model({ fetch }).generate(request, { signal: AbortSignal.abort() }));

      expect(error.kind).toBe('cancelled');
      expect(fetch.calls).toBe(0);
    });

    it('fails as cancelled when aborted while waiting for the answer', async () => {
      const controller = new AbortController();
      const pending = openAi.model({ fetch: hangingFetch }).generate(request, { signal: controller.signal });
      controller.abort();

      expect((await failureOf(pending)).kind).toBe('cancelled');
    });

    it('stops a stream at once, even with chunks already received', async () => {
      const controller = new AbortController();
      const deltas: string[] = [];
      openAi.server().enqueue({ text: 'one two three four five six seven eight' });

      const error = await failureOf(
        openAi.model().generate(request, {
          signal: controller.signal,
          onTextDelta: (delta) => {
            deltas.push(delta);
            controller.abort();
          },
        }),
      );

      expect(error.kind).toBe('cancelled');
      expect(deltas).toHaveLength(1);
    });
  });

  describe('when the upstream error body contains a secret', () => {
    it('redacts it from the message and the provider message', async () => {
      const leaked = 'sk-live-ABCDEFGHIJKLMNOPQRSTUVWX0123';
      const error = await failureForStatus(401, {
        message:
          `Incorrect API key provided: ${leaked}. You can find your API key at https://platform.openai.com/account/api-keys.`,
      });

      expect(error.kind).toBe('auth');
      expect(error.message).not.toContain(leaked);
      expect(error.providerMessage).not.toContain(leaked);
      expect(error.message).toContain('Incorrect API key provided: [redacted]');
      expect(error.message).not.toContain(testApiKey);
    });
  });
});
