import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createGmailClient } from '../../../../shared/integrations/gmail/gmail-client.ts';
import { openGmailSession } from '../../../../shared/integrations/gmail/gmail-session.ts';
import { silentLogger } from '../../../../shared/log/logger.ts';
import { isToolError, type ToolOutcome } from '../../../../shared/tools/index.ts';
import {
  clientId,
  clientSecret,
  completeEmail,
  createGmailFixture,
  fixedNow,
  type GmailFixture,
  userId,
} from './support/gmail-fixture.ts';
import { googleError } from './support/stand-in-gmail-server.ts';

/** Tokens of no known shape: only the session's own scrubbing can keep them out. */
const opaqueAccessToken = 'opaque-access-token-7f3a9c2e51b84d06';
const opaqueRefreshToken = 'opaque-refresh-token-0b6e4d21c9a87f35';

describe('createGmailActions secrets', () => {
  let fixture: GmailFixture;
  let calls = 0;

  beforeEach(async () => {
    fixture = await createGmailFixture();
  });
  afterEach(() => fixture.close());

  function secrets(): string[] {
    return [opaqueAccessToken, opaqueRefreshToken, clientSecret, ...fixture.tokens.issued];
  }

  function expectNoSecret(text: string): void {
    for (const secret of secrets()) expect(text).not.toContain(secret);
    // No Authorization header value: any `Bearer` left is followed by the redaction mark.
    expect(text).not.toMatch(/Bearer\s+(?!\[redacted\])\S/i);
    expect(text).not.toMatch(/"authorization"\s*:/i);
  }

  /** Everything of an outcome a model or a log could see. */
  function visible(outcome: ToolOutcome): string {
    return JSON.stringify(outcome);
  }

  describe('when any call fails', () => {
    it.each([
      ['Gmail echoes the token in its error', async () => {
        await fixture.connect({ access_token: opaqueAccessToken, refresh_token: opaqueRefreshToken });
        fixture.gmail.script(
          'send',
          googleError(
            400,
            'INVALID_ARGUMENT',
            `Bad token ${opaqueAccessToken} in Authorization: Bearer ${opaqueAccessToken}`,
            'invalidArgument',
          ),
        );
      }],
      ['the refresh is refused', async () => {
        await fixture.connect({ access_token: opaqueAccessToken, refresh_token: opaqueRefreshToken }, {
          acceptedByGmail: false,
          refreshable: false,
        });
      }],
      ['the token endpoint echoes the secrets', async () => {
        await fixture.connect({ access_token: opaqueAccessToken, refresh_token: opaqueRefreshToken }, {
          acceptedByGmail: false,
        });
        fixture.tokens.script({ status: 400, body: { error: `invalid_grant ${opaqueRefreshToken} ${clientSecret}` } });
      }],
      ['the refreshed token is rejected', async () => {
        await fixture.connect({ access_token: opaqueAccessToken, refresh_token: opaqueRefreshToken }, {
          acceptedByGmail: false,
        });
        fixture.tokens.script({
          status: 200,
          body: { access_token: 'opaque-fresh-token-5c1d8e2f7a9b3046', expires_in: 3599 },
        });
      }],
      ['Gmail is down', async () => {
        await fixture.connect({ access_token: opaqueAccessToken, refresh_token: opaqueRefreshToken });
        fixture.gmail.script(
          'send',
          googleError(503, 'UNAVAILABLE', `unavailable for ${opaqueAccessToken}`, 'backendError'),
        );
      }],
    ])('keeps every token out of the outcome (%s)', async (_case, arrange) => {
      await arrange();

      const outcome = await fixture.call('send_email', completeEmail, `call_secret_${(calls += 1)}`);

      expect(outcome.type).toBe('tool-error');
      expectNoSecret(visible(outcome));
    });
  });

  describe('when the client is used directly', () => {
    it('throws tool errors whose message, detail and cause hold no token', async () => {
      await fixture.connect({ access_token: opaqueAccessToken, refresh_token: opaqueRefreshToken });
      fixture.gmail.script(
        'list',
        googleError(400, 'INVALID_ARGUMENT', `echo Bearer ${opaqueAccessToken}`, 'invalidArgument'),
      );
      const session = await openGmailSession(
        {
          credentials: fixture.credentials,
          fetch,
          clock: () => fixedNow,
          logger: silentLogger,
          tokenUrl: fixture.tokens.tokenUrl,
          clientId,
          clientSecret,
        },
        userId,
        new AbortController().signal,
      );
      const client = createGmailClient(session, {
        baseUrl: fixture.gmail.baseUrl,
        clock: () => fixedNow,
        createBoundary: () => 'parley-b-1',
      });

      const thrown: unknown = await client.listMessages({ maxResults: 5 }, 'read').catch((error: unknown) => error);

      expect(isToolError(thrown)).toBe(true);
      if (!isToolError(thrown)) return;
      expectNoSecret(`${thrown.message} ${thrown.detail ?? ''} ${String(thrown.cause)} ${thrown.stack ?? ''}`);
      expect(thrown.detail).toContain('[redacted]');
    });
  });

  describe('when the send succeeds', () => {
    it('keeps the token out of the result too', async () => {
      await fixture.connect({ access_token: opaqueAccessToken, refresh_token: opaqueRefreshToken }, {
        acceptedByGmail: false,
      });

      const outcome = await fixture.call('send_email', completeEmail, 'call_secret_success');

      expect(outcome.type).toBe('tool-result');
      expectNoSecret(visible(outcome));
    });
  });
});
