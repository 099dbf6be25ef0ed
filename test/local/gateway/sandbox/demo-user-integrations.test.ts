import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeBase64 } from '../../../../shared/db/credential-base64.ts';
import { createCredentialCipher, parseCredentialKeyring } from '../../../../shared/db/credential-cipher.ts';
import {
  createCredentialsRepository,
  type CredentialsRepository,
} from '../../../../shared/db/repositories/credentials-repository.ts';
import { localDatabaseKey } from '../../../../shared/functions/local-database-hook.ts';
import { integrationsLine } from '../../../../local/gateway/sandbox/demo-user-integrations.ts';
import { prepareDemoIntegrations } from '../../../../local/gateway/sandbox/demo-user-integrations-at-start.ts';
import { isSandboxEnabled, sandboxDirectory } from '../../../../local/gateway/sandbox/sandbox-settings.ts';
import { createTestDatabase, type TestDatabase } from '../../../support/test-database.ts';
import { type InProcessSandbox, openInProcessSandbox } from './support/in-process-sandbox.ts';

const demoUserId = '00000000-0000-4000-8000-000000000001';
const credentialsKey = encodeBase64(crypto.getRandomValues(new Uint8Array(32)));

describe("the demo user's integrations at gateway start", () => {
  let database: TestDatabase;
  let sandbox: InProcessSandbox;
  let credentials: CredentialsRepository;
  const host = {};

  const prepare = (options: { sandboxOn?: boolean } = {}) =>
    prepareDemoIntegrations({
      environment: { PARLEY_CREDENTIALS_KEY: credentialsKey },
      host,
      sandbox: options.sandboxOn === false ? null : sandbox.sandbox,
      userId: demoUserId,
      hasDemoUser: true,
      now: () => new Date(sandbox.now()),
    });

  beforeAll(async () => {
    [database, sandbox] = await Promise.all([createTestDatabase({ seed: true }), openInProcessSandbox()]);
    Reflect.set(host, localDatabaseKey, database.sql);
    credentials = createCredentialsRepository(database.sql, {
      cipher: createCredentialCipher(parseCredentialKeyring(credentialsKey)),
    });
  });

  afterAll(async () => {
    await Promise.all([database.dispose(), sandbox.close()]);
  });

  describe('when the demo user has no Gmail connection', () => {
    it('connects them to the sandbox Gmail, encrypted, marked as a sandbox credential', async () => {
      const prepared = await prepare();
      const stored = await credentials.get(demoUserId, 'gmail');
      const rows = await database.sql.query<{ secret_ciphertext: string }>(
        'select secret_ciphertext from public.integration_credentials where user_id = $1 and provider = $2',
        [demoUserId, 'gmail'],
      );

      expect(prepared).toEqual({
        line: 'Gmail: sandbox (mail lands in the outbox: npm run outbox) · Web search: sandbox',
        warning: null,
      });
      expect(stored).toMatchObject({
        status: 'ok',
        credentialStatus: 'active',
        metadata: {
          sandbox: true,
          account: 'sandbox@parley.local',
          scopes: expect.stringContaining('gmail.send'),
          connectedAt: expect.any(String),
        },
      });
      expect(rows[0]?.secret_ciphertext).not.toContain('sbx-');
      const token = JSON.parse(stored.status === 'ok' ? stored.secret : '{}');
      const gmail = await sandbox.fetch(`${sandbox.sandbox.hook.gmail.apiBaseUrl}/users/me/messages`, {
        headers: { authorization: `Bearer ${token.access_token}` },
      });
      expect(gmail.status).toBe(200);
    });

    it('leaves the sandbox connection as it is on the next start', async () => {
      const before = await credentials.get(demoUserId, 'gmail');

      await prepare();

      expect(await credentials.get(demoUserId, 'gmail')).toEqual(before);
    });

    it('connects them again when their sandbox connection stopped working', async () => {
      await credentials.markStatus(demoUserId, 'gmail', 'expired');

      await prepare();

      expect(await credentials.get(demoUserId, 'gmail')).toMatchObject({
        credentialStatus: 'active',
        metadata: { sandbox: true },
      });
    });
  });

  describe('when the demo user has real connections', () => {
    it('leaves a real Gmail connection alone and names the stored search keys', async () => {
      await credentials.save(
        demoUserId,
        'gmail',
        JSON.stringify({ access_token: 'ya29.real', refresh_token: '1//real' }),
        { metadata: { account: 'ana@gmail.example' } },
      );
      await credentials.save(demoUserId, 'serper', 'serper-real-key-1234');

      const prepared = await prepare();

      expect(prepared.line).toBe('Gmail: connected as ana@gmail.example · Web search: Serper key stored');
      expect(await credentials.get(demoUserId, 'gmail')).toMatchObject({
        secret: expect.stringContaining('ya29.real'),
      });
    });
  });

  describe('when the sandbox is off', () => {
    it('connects nothing and says so', async () => {
      await database.sql.query('delete from public.integration_credentials where user_id = $1', [demoUserId]);

      const prepared = await prepare({ sandboxOn: false });

      expect(prepared.line).toBe('Gmail: not connected · Web search: no key stored (sandbox off: PARLEY_SANDBOX=off)');
      expect(await credentials.get(demoUserId, 'gmail')).toEqual({ status: 'missing' });
    });
  });
});

describe('integrationsLine', () => {
  it.each([
    [{ kind: 'needs_reconnect' } as const, 'Gmail: needs reconnecting · Web search: sandbox'],
    [{ kind: 'connected', account: null } as const, 'Gmail: connected · Web search: sandbox'],
  ])('describes %j', (gmail, line) => {
    expect(integrationsLine({ sandbox: true, gmail, searchKeys: [] })).toBe(line);
  });
});

describe('sandbox settings', () => {
  it('keeps the sandbox in .parley/sandbox unless PARLEY_SANDBOX_DIR says otherwise', () => {
    expect(sandboxDirectory({}, '/repo')).toBe('/repo/.parley/sandbox');
    expect(sandboxDirectory({ PARLEY_SANDBOX_DIR: 'tmp/box' }, '/repo')).toBe('/repo/tmp/box');
    expect(sandboxDirectory({ PARLEY_SANDBOX_DIR: '/var/box' }, '/repo')).toBe('/var/box');
  });

  it('is on unless PARLEY_SANDBOX=off', () => {
    expect(isSandboxEnabled({})).toBe(true);
    expect(isSandboxEnabled({ PARLEY_SANDBOX: 'OFF' })).toBe(false);
    expect(isSandboxEnabled({ PARLEY_SANDBOX: 'false' })).toBe(false);
    expect(isSandboxEnabled({ PARLEY_SANDBOX: 'on' })).toBe(true);
  });
});
