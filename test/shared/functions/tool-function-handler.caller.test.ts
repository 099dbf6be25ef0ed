import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { internalContextHeader, signInternalContext } from '../../../shared/functions/internal-caller.ts';
import {
  createToolFunctionsFixture,
  defaultAgentId,
  demoUserId,
  signJwt,
  type ToolFunctionsFixture,
} from './support/tool-functions-fixture.ts';

const otherUserId = '00000000-0000-4000-8000-0000000000b2';
const search = { action: 'web_search', params: { query: 'why do tides happen' }, agentId: defaultAgentId };

describe('tool functions: the caller', () => {
  let fixture: ToolFunctionsFixture;

  beforeAll(async () => {
    fixture = await createToolFunctionsFixture();
    await fixture.connectDemoUser();
    await fixture.database.sql.query(`insert into auth.users (id, email) values ($1, 'other@parley.test')`, [
      otherUserId,
    ]);
  });
  afterAll(() => fixture.close());
  beforeEach(() => fixture.resetStandIns());

  async function expectUnauthorized(response: Response, error: RegExp): Promise<void> {
    expect(response.status).toBe(401);
    const body = await response.json() as Record<string, unknown>;
    expect(body).toMatchObject({ success: false, category: 'not_configured', retryable: false });
    expect(body.error).toMatch(error);
    expect(fixture.serper.requests).toHaveLength(0);
  }

  async function loggedUserOf(response: Response): Promise<string | null> {
    await fixture.settled();
    const rows = await fixture.loggedRows({ requestId: response.headers.get('x-request-id') ?? '' });
    expect(rows).toHaveLength(1);
    return rows[0]?.user_id ?? null;
  }

  describe('when a user calls with their own access token', () => {
    it('acts for that user', async () => {
      const response = await fixture.post('web-search-api', search, { auth: { user: demoUserId } });

      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ success: true, data: { provider: 'serper' } });
      expect(await loggedUserOf(response)).toBe(demoUserId);
    });

    it('ignores a signed service header sent along with it', async () => {
      const response = await fixture.post('web-search-api', search, {
        auth: { user: otherUserId },
        headers: { [internalContextHeader]: await fixture.serviceHeader(demoUserId) },
      });

      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        success: false,
        category: 'not_found',
        error: 'Agent not found.',
        retryable: false,
      });
    });
  });

  describe('when chat calls with the service role key', () => {
    it('acts for the user of a fresh signed header', async () => {
      const response = await fixture.post('web-search-api', search, { auth: { serviceFor: demoUserId } });

      expect(response.status).toBe(200);
      expect(await loggedUserOf(response)).toBe(demoUserId);
    });

    it('acts for the user and agent its signed context vouches for, without reading the agent again', async () => {
      // The demo user's agent, vouched for another user: a direct call would be 404.
      const response = await fixture.post('web-search-api', search, { auth: { serviceFor: otherUserId } });

      // The other user's own credentials were looked up (they have no Serper key; the demo user has).
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({
        success: false,
        category: 'not_configured',
        setup: { integration: 'serper', action: 'add_key' },
        run: { tries: 1, replayed: false },
      });
      expect(fixture.serper.requests).toHaveLength(0);
      expect(await loggedUserOf(response)).toBe(otherUserId);
    });

    it('refuses a context signed for another agent than the body names', async () => {
      const response = await fixture.post('web-search-api', search, {
        auth: { serviceFor: demoUserId, context: { agentId: '00000000-0000-4000-8000-0000000000b2' } },
      });

      await expectUnauthorized(response, /another agent/);
      expect(fixture.serper.requests).toHaveLength(0);
    });

    it('answers params its action refuses with a 400 at the boundary, acting on nothing and logging nothing', async () => {
      const response = await fixture.post('web-search-api', { ...search, params: { num_results: 3 } }, {
        auth: { serviceFor: demoUserId },
      });

      expect(response.status).toBe(400);
      const body = await response.json() as Record<string, unknown>;
      expect(body).toMatchObject({ success: false, category: 'invalid_arguments', retryable: false });
      expect(body).not.toHaveProperty('run');
      expect(String(body.error)).toMatch(/^The params do not match web_search: query: /);
      expect(fixture.serper.requests).toHaveLength(0);
      await fixture.settled();
      expect(await fixture.loggedRows({ requestId: response.headers.get('x-request-id') ?? '' })).toEqual([]);
    });

    it('refuses a call without the header', async () => {
      await expectUnauthorized(
        await fixture.post('web-search-api', search, { auth: { bearer: fixture.serviceRoleKey } }),
        /x-parley-context/,
      );
    });

    it.each([
      [
        'signed with another secret',
        async () =>
          signInternalContext('another-secret-entirely-0123456789', {
            userId: demoUserId,
            agentId: '00000000-0000-4000-8000-0000000000a1',
            toolCallId: 'call_1',
            attempt: 1,
            searchProviders: [],
          }, Date.now() / 1000),
      ],
      [
        "signed for another user, with the demo user's context put in",
        async () => {
          const [, signature] = (await fixture.serviceHeader(otherUserId)).split('.');
          const [payload] = (await fixture.serviceHeader(demoUserId)).split('.');
          return `${payload}.${signature}`;
        },
      ],
      ['issued more than five minutes ago', () => fixture.serviceHeader(demoUserId, 301)],
      ['issued in the future', () => fixture.serviceHeader(demoUserId, -120)],
      ['malformed', () => Promise.resolve(demoUserId)],
    ])('refuses a header %s', async (_case, header) => {
      const response = await fixture.post('web-search-api', search, {
        auth: { bearer: fixture.serviceRoleKey },
        headers: { [internalContextHeader]: await header() },
      });

      await expectUnauthorized(response, /valid, fresh x-parley-context header/);
    });
  });

  describe("when the token is not a signed-in user's", () => {
    it.each([
      ['the anon key', () => signJwt({ sub: null, role: 'anon', expiresIn: '10y' }), /signed-in user/],
      [
        'a service_role JWT that is not the configured key',
        () => signJwt({ sub: null, role: 'service_role' }),
        /service key presented is not recognized/,
      ],
      [
        'an expired user token',
        () => signJwt({ sub: demoUserId, role: 'authenticated', expiresIn: Math.floor(Date.now() / 1000) - 60 }),
        /invalid or expired/,
      ],
      [
        'a user token signed with another secret',
        () => signJwt({ sub: demoUserId, role: 'authenticated' }, 'another-secret-that-is-long-enough-0123'),
        /invalid or expired/,
      ],
      [
        'a user token for another audience',
        () => signJwt({ sub: demoUserId, role: 'authenticated', aud: 'other' }),
        /another audience \(a user's token must have aud "authenticated"\)/,
      ],
      ['no token at all', () => Promise.resolve(null), /Missing Authorization/],
      ["a secret key that is none of the project's", () => Promise.resolve('sb_secret_guessed'), /not recognized/],
      [
        'a service role key of another project',
        () => signJwt({ sub: null, role: 'service_role' }, 'another-secret-that-is-long-enough-0123'),
        /not recognized/,
      ],
    ])('answers 401 to %s', async (_case, token, error) => {
      await expectUnauthorized(
        await fixture.post('web-search-api', search, { auth: { bearer: await token() } }),
        error,
      );
    });
  });

  describe('when the body names a user', () => {
    it('refuses the body instead of acting for that user', async () => {
      const response = await fixture.post('web-search-api', { ...search, user_id: demoUserId }, {
        auth: { user: otherUserId },
      });

      expect(response.status).toBe(400);
      const body = await response.json() as Record<string, unknown>;
      expect(body).toMatchObject({ success: false, category: 'invalid_arguments', retryable: false });
      expect(body.error).toMatch(/^The body is not valid: \(body\): Unrecognized key: "user_id"\.$/);
      expect(fixture.serper.requests).toHaveLength(0);
    });
  });
});
