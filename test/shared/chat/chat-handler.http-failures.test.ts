import { describe, expect, it } from 'vitest';
import { createEmailTool, emailArguments } from './support/email-tool.ts';
import { useChatTestEnvironment } from './support/chat-test-environment.ts';

/** A key as providers echo it in "incorrect API key" errors: it must never reach the caller. */
const leakedKey = 'sk-proj-AbCdEf0123456789GhIjKl0123456789MnOpQr';

const chat = useChatTestEnvironment();

/** Two providers on the scripted server: OpenAI first, Groq as the only fallback. */
function twoModelApp() {
  const email = createEmailTool();
  return chat.app({
    tools: [email.tool],
    environment: {
      GROQ_API_KEY: 'gsk-test',
      GROQ_BASE_URL: chat.server.baseUrl,
      PARLEY_FALLBACK_MODELS: 'groq:llama-3.3-70b-versatile',
      PARLEY_FALLBACK_TOOL: 'off',
    },
  });
}

describe(`chat handler failures (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  describe('when every model fails', () => {
    it("answers 502 with the first provider error's status and message, without the secret it contained", async () => {
      const app = twoModelApp();
      chat.server.enqueue(
        {
          status: 401,
          error: {
            message:
              `Incorrect API key provided: ${leakedKey}. You can find your API key at https://platform.openai.com/account/api-keys.`,
            code: 'invalid_api_key',
          },
        },
        { status: 503, error: { message: 'The server is overloaded' } },
        { status: 503, error: { message: 'The server is overloaded' } },
        { status: 503, error: { message: 'The server is overloaded' } },
      );

      const response = await app.post({ message: 'Hi' });
      const text = await response.text();
      const { error } = JSON.parse(text);

      expect(response.status).toBe(502);
      expect(error).toMatchObject({
        code: 'upstream_failed',
        requestId: response.headers.get('x-request-id'),
        provider: {
          model: 'openai:gpt-4o-mini',
          status: 401,
          kind: 'auth',
          message: expect.stringContaining('Incorrect API key provided'),
        },
        triedModels: ['openai:gpt-4o-mini', 'groq:llama-3.3-70b-versatile'],
        conversationId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      });
      expect(error.message).toContain('Incorrect API key provided');
      expect(text).not.toContain(leakedKey);
      expect(text).not.toContain('gsk-test');
      expect(chat.server.requests.map((request) => request.body.model)).toEqual([
        'gpt-4o-mini',
        'llama-3.3-70b-versatile',
        'llama-3.3-70b-versatile',
        'llama-3.3-70b-versatile',
      ]);
    });

    it('still logs the tool attempts made before the models gave out', async () => {
      const app = twoModelApp();
      chat.server.enqueue(
        { toolCalls: [{ id: 'call_before_outage', name: 'gmail_send_email', arguments: emailArguments.valid }] },
        { status: 400, error: { message: 'Invalid request' } },
        { status: 400, error: { message: 'Invalid request' } },
      );

      const response = await app.post({ message: 'Email ana' });
      const { error } = await response.json();
      await app.settled();

      expect(response.status).toBe(502);
      const rows = await app.toolExecutions(error.conversationId);
      expect(rows.map((row) => [row.toolCallId, row.status, row.model])).toEqual([[
        'call_before_outage',
        'success',
        'openai:gpt-4o-mini',
      ]]);
    });

    it("answers 502 naming the skipped models when none of the agent's models has a key", async () => {
      const app = chat.app({
        environment: {
          OPENAI_API_KEY: undefined,
          GROQ_API_KEY: 'gsk-test',
          PARLEY_DEFAULT_MODEL: 'openai:gpt-4o-mini',
          PARLEY_FALLBACK_MODELS: 'openrouter:openai/gpt-4o-mini',
        },
      });

      const response = await app.post({ message: 'Hi' });
      const { error } = await response.json();

      expect(response.status).toBe(502);
      expect(error.skippedModels).toEqual([
        { model: 'openai:gpt-4o-mini', reason: 'OPENAI_API_KEY is not set' },
        { model: 'openrouter:openai/gpt-4o-mini', reason: 'OPENROUTER_API_KEY is not set' },
      ]);
      expect(chat.server.requests).toHaveLength(0);
    });
  });

  describe('when the handler hits a bug', () => {
    it('answers a generic 500 with the request id and logs the stack', async () => {
      const app = chat.app({
        tools: () => {
          const registry: { tools?: { list: () => [] } } = {};
          return (registry.tools as { list: () => [] }).list();
        },
      });

      const response = await app.post({ message: 'Hi' }, { headers: { 'x-request-id': 'web-app-trace-0500' } });
      const text = await response.text();

      expect(response.status).toBe(500);
      expect(JSON.parse(text)).toEqual({
        error: {
          code: 'internal',
          message: 'An unexpected error occurred. Quote the request id when reporting it.',
          requestId: response.headers.get('x-request-id'),
        },
      });
      expect(text).not.toMatch(/TypeError|Cannot read|\.ts:\d+/);
      const logged = app.logs.find((entry) => entry.event === 'request-failed');
      expect(logged?.fields).toMatchObject({
        requestId: response.headers.get('x-request-id'),
        clientRequestId: 'web-app-trace-0500',
        errorName: 'TypeError',
        stack: expect.stringContaining('chat-handler.http-failures.test.ts'),
      });
      expect(chat.server.requests).toHaveLength(0);
    });
  });
});
