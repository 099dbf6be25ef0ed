import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inspect } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import type { ModelRequest } from '../../../shared/llm/chat-model.ts';
import { ModelError } from '../../../shared/llm/model-error.ts';
import { useScriptedOpenAi } from './support/openai-fixture.ts';

const openAi = useScriptedOpenAi();
const request: ModelRequest = { messages: [{ role: 'user', content: 'Hi' }], tools: [] };
const settingNames = { apiKey: 'GROQ_API_KEY', baseUrl: 'GROQ_BASE_URL' };

async function failureOf(promise: Promise<unknown>): Promise<ModelError> {
  const outcome = await promise.then(() => null, (error: unknown) => error);
  if (!(outcome instanceof ModelError)) throw new Error(`Expected a ModelError, got ${String(outcome)}`);
  return outcome;
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A local HTTP server answering with `handle`; its base URL. */
async function serve(handle: (request: IncomingMessage, response: ServerResponse) => void): Promise<string> {
  const server = createServer(handle);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('createOpenAiChatModel with a misconfigured provider', () => {
  describe('when the provider answers with a redirect to another origin', () => {
    it.each([307, 302])('fails as configuration (HTTP %i) and sends nothing to where it points', async (status) => {
      const reached: string[] = [];
      const elsewhere = await serve((incoming, response) => {
        reached.push(incoming.url ?? '');
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ choices: [{ message: { content: 'stolen' }, finish_reason: 'stop' }] }));
      });
      const redirecting = await serve((_incoming, response) => {
        response.writeHead(status, { location: `${elsewhere}/steal/chat/completions` });
        response.end();
      });
      const model = openAi.model({ baseUrl: `${redirecting}/v1`, settingNames });

      const error = await failureOf(model.generate(request));

      expect(error).toMatchObject({
        kind: 'configuration',
        status,
        providerMessage:
          `the provider answered with a redirect (HTTP ${status}), which is not followed: check GROQ_BASE_URL`,
      });
      expect(reached).toEqual([]);
    });
  });

  describe('when the base URL holds credentials', () => {
    it('fails as configuration naming the variable, with the credentials nowhere in the error', async () => {
      const model = openAi.model({ baseUrl: 'http://admin:hunter2secret@127.0.0.1:9/v1', settingNames });

      const error = await failureOf(model.generate(request));

      expect(error).toMatchObject({
        kind: 'configuration',
        providerMessage: 'GROQ_BASE_URL holds credentials (user:password@); give the key in GROQ_API_KEY instead',
      });
      expect(inspect(error, { depth: 10 })).not.toContain('hunter2secret');
    });
  });

  describe('when the base URL is not a URL', () => {
    it('fails as configuration naming the variable', async () => {
      const error = await failureOf(
        openAi.model({ baseUrl: 'api.groq.com/openai/v1', settingNames }).generate(request),
      );

      expect(error).toMatchObject({ kind: 'configuration', providerMessage: 'GROQ_BASE_URL is not a valid URL' });
    });
  });

  describe('when the key has a character a header cannot carry', () => {
    it('fails as configuration naming the variable, without asking the provider', async () => {
      const model = openAi.model({ apiKey: 'gsk_ключ0123456789abcdef', settingNames });

      const error = await failureOf(model.generate(request, { onTextDelta: () => {} }));

      expect(error).toMatchObject({
        kind: 'configuration',
        providerMessage:
          'GROQ_API_KEY has a character that cannot be sent in a header (only Latin-1, no control characters)',
      });
      expect(openAi.server().requests).toEqual([]);
    });
  });
});
