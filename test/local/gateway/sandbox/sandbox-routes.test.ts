import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJwtVerifier } from '../../../../shared/http/jwt-verifier.ts';
import { silentLogger } from '../../../../shared/log/logger.ts';
import { createGatewayHandler } from '../../../../local/gateway/gateway-handler.ts';
import { localJwtSecret } from '../../../../local/gateway/local-keys.ts';
import { type InProcessSandbox, openInProcessSandbox, sandboxBaseUrl } from './support/in-process-sandbox.ts';

describe('the sandbox routes', () => {
  let sandbox: InProcessSandbox;

  beforeAll(async () => {
    sandbox = await openInProcessSandbox();
  });

  afterAll(() => sandbox.close());

  describe('when the gateway serves them next to the functions', () => {
    function gateway() {
      return createGatewayHandler({
        functions: [{ name: 'chat', verifyJwt: false, handler: () => Promise.resolve(new Response('chat')) }],
        verifyJwt: createJwtVerifier({ secret: localJwtSecret }),
        logger: silentLogger,
        generateId: () => 'request-1',
        now: () => 0,
        localRoutes: sandbox.sandbox.routes,
      });
    }

    it('answers GET /outbox with the sent mail, newest first, as JSON', async () => {
      const response = await gateway()(new Request(`${sandboxBaseUrl}/outbox`));

      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ messages: [] });
    });

    it('still sends /functions/v1 to the functions, and other paths to the not-found answer', async () => {
      const chat = await gateway()(new Request(`${sandboxBaseUrl}/functions/v1/chat`, { method: 'POST', body: '{}' }));
      const elsewhere = await gateway()(new Request(`${sandboxBaseUrl}/nothing-here`));

      expect(await chat.text()).toBe('chat');
      expect(elsewhere.status).toBe(404);
    });
  });

  describe('when a request is not local', () => {
    it.each(['/outbox', '/sandbox/gmail/v1/users/me/messages', '/sandbox/google/authorize'])(
      'refuses %s for a Host that is not a loopback name',
      async (path) => {
        const response = await sandbox.sandbox.routes(
          new Request(`${sandboxBaseUrl}${path}`, { headers: { host: 'rebound.example:54321' } }),
        );

        expect(response?.status).toBe(403);
        expect(await response?.json()).toEqual({
          code: 'forbidden',
          message: 'The sandbox answers local requests only.',
        });
      },
    );

    it.each(['127.0.0.1:54321', 'localhost:54321', '[::1]:54321'])('answers for Host %s', async (host) => {
      const response = await sandbox.sandbox.routes(new Request(`${sandboxBaseUrl}/outbox`, { headers: { host } }));

      expect(response?.status).toBe(200);
    });
  });

  describe("when a path is not one of the sandbox's", () => {
    it('answers 404 under /sandbox, 405 for POST /outbox, and leaves other paths alone', async () => {
      const unknown = await sandbox.sandbox.routes(new Request(`${sandboxBaseUrl}/sandbox/dropbox/files`));
      const post = await sandbox.sandbox.routes(new Request(`${sandboxBaseUrl}/outbox`, { method: 'POST' }));
      const other = await sandbox.sandbox.routes(new Request(`${sandboxBaseUrl}/functions/v1/chat`));

      expect(unknown?.status).toBe(404);
      expect(post?.status).toBe(405);
      expect(other).toBeNull();
    });
  });

  describe('the hook it gives the functions', () => {
    it("points every provider at the gateway's own origin", () => {
      expect(sandbox.sandbox.hook).toEqual({
        search: {
          provider: 'serper',
          baseUrl: `${sandboxBaseUrl}/sandbox/serper`,
          apiKey: 'parley-sandbox-serper-key',
        },
        pages: { baseUrl: `${sandboxBaseUrl}/sandbox/pages`, hosts: ['example.com', 'example.org'] },
        gmail: { apiBaseUrl: `${sandboxBaseUrl}/sandbox/gmail/v1`, address: 'sandbox@parley.local' },
        google: {
          authorizeUrl: `${sandboxBaseUrl}/sandbox/google/authorize`,
          tokenUrl: `${sandboxBaseUrl}/sandbox/google/token`,
          revokeUrl: `${sandboxBaseUrl}/sandbox/google/revoke`,
          userinfoUrl: `${sandboxBaseUrl}/sandbox/google/userinfo`,
          clientId: 'parley-sandbox.apps.parley.local',
          clientSecret: 'parley-sandbox-client-secret',
        },
      });
    });
  });
});
