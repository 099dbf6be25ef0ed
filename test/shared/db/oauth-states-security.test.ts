import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlExecutor } from '../../../shared/db/sql-client.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';

/**
 * The OAuth states table is the service role's alone: a signed-in user cannot read their
 * own rows (the PKCE verifier must stay server-side) or write any, and anon gets nothing.
 * Runs on PGlite, and on the DATABASE_URL server when one is set.
 */

type Role = 'authenticated' | 'anon' | 'service_role';

async function as<Result>(
  database: TestDatabase,
  role: Role,
  subject: string | null,
  work: (sql: SqlExecutor) => Promise<Result>,
): Promise<Result> {
  return database.sql.transaction(async (transaction) => {
    await transaction.query(`select set_config('request.jwt.claims', $1, true)`, [
      JSON.stringify(subject === null ? { role } : { sub: subject, role }),
    ]);
    await transaction.exec(`set local role ${role}`);
    return work(transaction);
  });
}

describe('row-level security of oauth_states', () => {
  let database: TestDatabase;
  let userId: string;
  let agentId: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    const [user] = await database.sql.query<{ id: string }>(
      `insert into auth.users (id, email) values (gen_random_uuid(), 'ada@parley.test') returning id`,
    );
    userId = user?.id ?? '';
    const [agent] = await database.sql.query<{ id: string }>(
      `insert into public.agents (owner_id, name) values ($1, 'agent') returning id`,
      [userId],
    );
    agentId = agent?.id ?? '';
    await database.sql.query(
      `insert into public.oauth_states (nonce, user_id, agent_id, integration, return_to, code_verifier_ciphertext, expires_at)
       values ($1, $2, $3, 'gmail', 'http://127.0.0.1:3000/', 'v1:k1:iv:ciphertext-of-the-verifier', now() + interval '10 minutes')`,
      ['n'.repeat(43), userId, agentId],
    );
  });
  afterAll(() => database.dispose());

  it('has row-level security on, with no policy at all', async () => {
    const [table] = await database.sql.query(
      `select relrowsecurity as rls from pg_class where oid = 'public.oauth_states'::regclass`,
    );
    const policies = await database.sql.query(
      `select policyname from pg_policies where schemaname = 'public' and tablename = 'oauth_states'`,
    );

    expect(table).toEqual({ rls: true });
    expect(policies).toEqual([]);
  });

  it.each(
    [
      ['authenticated', 'select * from public.oauth_states'],
      ['authenticated', 'select nonce, return_to from public.oauth_states'],
      ['authenticated', 'select code_verifier_ciphertext from public.oauth_states'],
      ['anon', 'select count(*) from public.oauth_states'],
    ] as const,
  )('refuses %s: %s (permission denied, not zero rows)', async (role, query) => {
    await expect(as(database, role, role === 'anon' ? null : userId, (sql) => sql.query(query))).rejects.toThrow(
      /permission denied for table oauth_states/,
    );
  });

  it.each([
    [
      'insert',
      () =>
        `insert into public.oauth_states (nonce, user_id, agent_id, integration, return_to, code_verifier_ciphertext, expires_at) values ('${
          'm'.repeat(43)
        }', '${userId}', '${agentId}', 'gmail', 'https://evil.example/', 'x', now() + interval '1 day')`,
    ],
    ['update', () => `update public.oauth_states set return_to = 'https://evil.example/' where user_id = '${userId}'`],
    ['delete', () => `delete from public.oauth_states where user_id = '${userId}'`],
  ])("refuses a signed-in user's %s", async (_name, statement) => {
    await expect(as(database, 'authenticated', userId, (sql) => sql.query(statement()))).rejects.toThrow(
      /permission denied for table oauth_states/,
    );
  });

  it('lets the service role read and consume it', async () => {
    const rows = await as(
      database,
      'service_role',
      null,
      (sql) => sql.query(`update public.oauth_states set used_at = now() where user_id = $1 returning nonce`, [userId]),
    );

    expect(rows).toHaveLength(1);
  });

  it('leaves the credentials table as it was: owners see their rows without the ciphertext', async () => {
    await database.sql.query(
      `insert into public.integration_credentials (user_id, provider, secret_ciphertext) values ($1, 'gmail', 'v1:k1:x:y')`,
      [userId],
    );

    const visible = await as(
      database,
      'authenticated',
      userId,
      (sql) => sql.query(`select provider, status from public.integration_credentials`),
    );

    expect(visible).toEqual([{ provider: 'gmail', status: 'active' }]);
    await expect(
      as(
        database,
        'authenticated',
        userId,
        (sql) => sql.query(`select secret_ciphertext from public.integration_credentials`),
      ),
    )
      .rejects.toThrow(/permission denied for table integration_credentials/);
    await expect(
      as(database, 'authenticated', userId, (sql) => sql.query(`select metadata from public.integration_credentials`)),
    )
      .rejects.toThrow(/permission denied for table integration_credentials/);
  });
});
