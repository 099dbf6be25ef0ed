import { describe, expect, it } from 'vitest';
import { combineLocalRoutes } from '../../../local/gateway/local-routes.ts';

const answering = (prefix: string, body: string) => async (request: Request): Promise<Response | null> =>
  new URL(request.url).pathname.startsWith(prefix) ? new Response(body) : null;

describe('combineLocalRoutes', () => {
  describe('when several routes could answer', () => {
    it('asks them in order and returns the first answer', async () => {
      const routes = combineLocalRoutes([answering('/auth/', 'auth'), undefined, answering('/', 'fallback')]);

      expect(await (await routes(new Request('http://127.0.0.1/auth/v1/user')))?.text()).toBe('auth');
      expect(await (await routes(new Request('http://127.0.0.1/outbox')))?.text()).toBe('fallback');
    });
  });

  describe('when none answers', () => {
    it('returns null, so the gateway answers as for an unknown function', async () => {
      expect(await combineLocalRoutes([null, answering('/auth/', 'auth')])(new Request('http://127.0.0.1/other')))
        .toBeNull();
    });
  });
});
