import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { encodeBase64 } from '../../../../shared/db/credential-base64.ts';
import { createCredentialCipher } from '../../../../shared/db/credential-cipher.ts';
import { parseCredentialKeyring } from '../../../../shared/db/credential-keyring.ts';
import {
  createCredentialsRepository,
  type CredentialsRepository,
} from '../../../../shared/db/repositories/credentials-repository.ts';
import { createPostgresIdempotencyStore } from '../../../../shared/db/repositories/idempotency-repository.ts';
import { createToolIntentsRepository } from '../../../../shared/db/repositories/tool-intents-repository.ts';
import { createPostgresSendAttempts } from '../../../../shared/integrations/gmail/postgres-send-attempts.ts';
import { failureOf, resultOf } from '../../tools/support/create-test-executor.ts';
import { createTestDatabase, type TestDatabase } from '../../../support/test-database.ts';
import { insertUser } from '../../db/repositories/support/users.ts';
import {
  completeEmail,
  createGmailFixture,
  fixedNow,
  type GmailFixture,
  storedRefreshToken,
  userId,
} from './support/gmail-fixture.ts';
import { storedMessage } from './support/mailbox.ts';
import { googleError } from './support/stand-in-gmail-server.ts';

const backendError = googleError(500, 'INTERNAL', 'Backend Error', 'backendError');

describe('createGmailActions on the database', () => {
  let database: TestDatabase;
  let credentials: CredentialsRepository;
  let fixture: GmailFixture;

  beforeAll(async () => {
    database = await createTestDatabase();
    credentials = createCredentialsRepository(database.sql, {
      cipher: createCredentialCipher(parseCredentialKeyring(encodeBase64(crypto.getRandomValues(new Uint8Array(32))))),
    });
    await insertUser(database.sql, userId);
  });
  afterAll(() => database.dispose());
  beforeEach(async () => {
    // Each test sends the same email anew.
    await database.sql.query(`delete from public.gmail_send_attempts`);
    fixture = await createGmailFixture({
      credentials,
      idempotencyStore: createPostgresIdempotencyStore(database.sql),
      sendAttempts: createPostgresSendAttempts(database.sql),
      executor: { sideEffectAudit: createToolIntentsRepository(database.sql).auditFor('gmail-api') },
    });
    fixture.gmail.mailbox.push(storedMessage({ id: 'm1', text: 'Hello' }));
  });
  afterEach(() => fixture.close());

  describe('when two function invocations run the same send', () => {
    it('sends once and gives the retry the first message id', async () => {
      await fixture.connect();
      const firstInvocation = fixture.startInvocation();
      const secondInvocation = fixture.startInvocation();

      const first = resultOf(await firstInvocation.call('send_email', completeEmail, 'call_db_send'));
      const retried = resultOf(await secondInvocation.call('send_email', completeEmail, 'call_db_send'));

      expect(first.output).toMatchObject({ status: 'sent', message_id: 'sent-1' });
      expect(retried.replayed).toBe(true);
      expect(retried.output).toEqual(first.output);
      expect(fixture.gmail.sent).toHaveLength(1);
      const rows = await database.sql.query<{ status: string }>(
        `select status from public.idempotency_records where key = $1`,
        [first.idempotencyKey],
      );
      expect(rows).toEqual([{ status: 'completed' }]);
    });

    it('sends once when both run at the same time', async () => {
      await fixture.connect();

      const outcomes = await Promise.all([
        fixture.startInvocation().call('send_email', completeEmail, 'call_db_race'),
        fixture.startInvocation().call('send_email', completeEmail, 'call_db_race'),
      ]);

      expect(fixture.gmail.sent).toHaveLength(1);
      expect(outcomes.filter((outcome) => outcome.type === 'tool-result' && !outcome.replayed)).toHaveLength(1);
    });
  });

  describe('when two tabs send the same email in one conversation at once, and Gmail is slow', () => {
    it('sends it once and tells the second tab it was already sent', async () => {
      await fixture.connect();
      fixture.gmail.faults.latencyMs = 300;

      const outcomes = await Promise.all([
        fixture.startInvocation().call('send_email', completeEmail, 'call_tab_one'),
        fixture.startInvocation().call('send_email', completeEmail, 'call_tab_two'),
      ]);

      expect(fixture.gmail.sent).toHaveLength(1);
      expect(outcomes.filter((outcome) => outcome.type === 'tool-result')).toHaveLength(1);
      const second = failureOf(outcomes.find((outcome) => outcome.type === 'tool-error') ?? outcomes[0]!);
      expect(second.modelMessage).toMatch(/^Question: I already sent this exact email to grace@example\.com/);
    });
  });

  describe('when Gmail may have sent the email and its Sent mailbox cannot be checked', () => {
    it('records the intent as unknown and keeps the idempotency key, so a retry of the call sends nothing', async () => {
      await fixture.connect();
      fixture.gmail.script('send', { ...backendError, afterAccepting: true });
      // The check before sending finds nothing; the lookup after the failure fails.
      fixture.gmail.script('list', { status: 200, body: { resultSizeEstimate: 0 } }, backendError);

      const outcome = failureOf(await fixture.call('send_email', completeEmail, 'call_ambiguous'));
      const retried = failureOf(await fixture.startInvocation().call('send_email', completeEmail, 'call_ambiguous'));

      expect(outcome.modelMessage).toMatch(/^The email MAY HAVE BEEN SENT: .*could not be checked/);
      const intents = await database.sql.query(
        `select outcome, category from public.tool_intents where tool_call_id = 'call_ambiguous'`,
      );
      expect(intents).toEqual([{ outcome: 'unknown', category: 'transient' }]);
      const keys = await database.sql.query(`select status from public.idempotency_records where key = $1`, [
        outcome.idempotencyKey,
      ]);
      expect(keys).toEqual([{ status: 'completed' }]);
      expect(retried.replayed).toBe(true);
      expect(fixture.gmail.sent).toHaveLength(1);
    });
  });

  describe('when the user says "try again" while the first send is still unknown', () => {
    it('records the first send as unknown and the try again, which sent nothing, as an error', async () => {
      await fixture.connect();
      fixture.gmail.faults.sentSearchLagMs = 60_000;
      fixture.gmail.script('send', { ...backendError, afterAccepting: true });

      failureOf(await fixture.call('send_email', completeEmail, 'call_first_send'));
      failureOf(await fixture.startInvocation().call('send_email', completeEmail, 'call_try_again_early'));

      const intents = await database.sql.query(
        `select tool_call_id, outcome from public.tool_intents
         where tool_call_id in ('call_first_send', 'call_try_again_early') order by tool_call_id`,
      );
      expect(intents).toEqual([
        { tool_call_id: 'call_first_send', outcome: 'unknown' },
        { tool_call_id: 'call_try_again_early', outcome: 'error' },
      ]);
      expect(fixture.gmail.sent).toHaveLength(1);
    });
  });

  describe('when the stored token is refreshed', () => {
    it('stores the new token encrypted, readable by the next invocation', async () => {
      await fixture.connect({ expires_at: new Date(fixedNow.getTime() - 60_000).toISOString() }, {
        acceptedByGmail: false,
      });

      resultOf(await fixture.call('read_emails', {}));

      const lookup = await credentials.get(userId, 'gmail');
      expect(lookup.status).toBe('ok');
      if (lookup.status !== 'ok') return;
      expect(JSON.parse(lookup.secret)).toMatchObject({
        access_token: fixture.tokens.issued[0],
        refresh_token: storedRefreshToken,
      });
      expect(lookup.expiresAt).toEqual(new Date(fixedNow.getTime() + 3599 * 1000));
      expect(lookup.metadata).toEqual({ email: 'ada@example.com' });
      const [row] = await database.sql.query<{ secret_ciphertext: string }>(
        `select secret_ciphertext from public.integration_credentials where user_id = $1`,
        [userId],
      );
      expect(row?.secret_ciphertext).not.toContain(fixture.tokens.issued[0] ?? '-');

      resultOf(await fixture.startInvocation().call('read_emails', {}));
      expect(fixture.tokens.requests).toHaveLength(1);
    });

    it('marks the connection expired when the refresh is refused', async () => {
      await fixture.connect({}, { acceptedByGmail: false, refreshable: false });

      const outcome = failureOf(await fixture.call('read_emails', {}));

      expect(outcome.modelMessage).toBe(
        'Question: Your Gmail connection has expired. Please reconnect your Gmail account under Integrations.',
      );
      const lookup = await credentials.get(userId, 'gmail');
      expect(lookup.status === 'ok' ? lookup.credentialStatus : lookup.status).toBe('expired');
    });
  });
});
