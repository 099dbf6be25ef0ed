/**
 * supabase/seed.sql gives `supabase start` a demo user that Supabase Auth (GoTrue) signs in
 * with `demo@parley.local` / `parley-demo`. GoTrue itself cannot run here (a Go server in
 * Docker), so the test applies the seed to a database whose auth schema is GoTrue's own
 * (fixtures/gotrue-auth-schema.sql, from its migrations) and checks each thing GoTrue's password
 * grant does with the row, as read in github.com/supabase/auth at bc32168. The same seed also
 * runs on the local gateway's stand-in schema (local/bootstrap.sql), checked last.
 *
 * On the server named by DATABASE_URL (a fresh database per run), else on in-memory PGlite.
 */
import { readFile } from 'node:fs/promises';
import bcrypt from 'bcryptjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthUserRepository } from '../../local/gateway/auth/auth-user-repository.ts';
import { demoUserPassword, ensureDemoUserPassword } from '../../local/gateway/auth/demo-user-password.ts';
import { bcryptPasswordHasher } from '../../local/gateway/auth/password-hashing.ts';
import { demoUser } from '../../local/gateway/local-keys.ts';
import { readMigrations, readSeed } from '../../local/database-files.ts';
import { applyMigrations } from '../../shared/db/migrate.ts';
import { createPgliteClient } from '../../shared/db/pglite-client.ts';
import { createPostgresClient } from '../../shared/db/postgres-client.ts';
import type { SqlClient } from '../../shared/db/sql-client.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

const gotrueAuthSchema = new URL('./fixtures/gotrue-auth-schema.sql', import.meta.url);

/** GoTrue's `uuid.Nil`: every user it looks up has this `instance_id`. */
const nilInstanceId = '00000000-0000-0000-0000-000000000000';

/** The auth.users columns GoTrue scans into Go values that cannot hold NULL (strings, ints,
 * booleans, `time.Time`, `uuid.UUID`: internal/models/user.go, `type User`). One NULL among them
 * fails every lookup of the user with 500 "Database error querying schema". */
const userColumnsScannedAsNonNull = [
  'id',
  'instance_id',
  'aud',
  'role',
  'is_sso_user',
  'confirmation_token',
  'recovery_token',
  'email_change_token_current',
  'email_change_token_new',
  'email_change',
  'email_change_confirm_status',
  'phone_change_token',
  'phone_change',
  'reauthentication_token',
  'created_at',
  'updated_at',
  'is_anonymous',
] as const;

/** The same for auth.identities (internal/models/identity.go, `type Identity`). */
const identityColumnsScannedAsNonNull = [
  'id',
  'provider_id',
  'user_id',
  'provider',
  'created_at',
  'updated_at',
] as const;

/** An empty database of its own: on the DATABASE_URL server, else in-memory PGlite. */
async function createEmptyDatabase(): Promise<{ sql: SqlClient; dispose(): Promise<void> }> {
  const url = process.env.DATABASE_URL?.trim();
  if (url === undefined || url === '') {
    const sql = await createPgliteClient();
    return { sql, dispose: () => sql.close() };
  }
  const name = `parley_seed_test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = createPostgresClient(url, { maxConnections: 1 });
  await admin.exec(`create database "${name}"`);
  const databaseUrl = new URL(url);
  databaseUrl.pathname = `/${name}`;
  const sql = createPostgresClient(databaseUrl.toString());
  return {
    sql,
    async dispose() {
      await sql.close().catch(() => {});
      await admin.exec(`drop database if exists "${name}" with (force)`);
      await admin.close();
    },
  };
}

/** The columns of `row` that are NULL. */
function nullColumns(row: Record<string, unknown>, columns: readonly string[]): string[] {
  return columns.filter((column) => row[column] === null || row[column] === undefined);
}

describe('supabase/seed.sql', () => {
  describe("on Supabase Auth's (GoTrue's) auth schema, as `supabase start` has it", () => {
    let database: { sql: SqlClient; dispose(): Promise<void> };

    beforeAll(async () => {
      database = await createEmptyDatabase();
      await database.sql.exec(await readFile(gotrueAuthSchema, 'utf8'));
      await applyMigrations(database.sql, await readMigrations());
      const seed = await readSeed();
      await database.sql.exec(seed);
      await database.sql.exec(seed);
    });

    afterAll(async () => {
      await database?.dispose();
    });

    /** The user as GoTrue's password grant finds it (models.FindUserByEmailAndAudience). */
    async function findUserByEmailAndAudience(email: string): Promise<Record<string, unknown>[]> {
      return await database.sql.query(
        `select * from auth.users where instance_id = $1 and lower(email) = $2 and aud = $3 and is_sso_user = false`,
        [nilInstanceId, email.toLowerCase(), 'authenticated'],
      );
    }

    it('has a demo user the password grant finds by email and audience, with the authenticated role', async () => {
      const users = await findUserByEmailAndAudience('Demo@Parley.local');

      expect(users).toHaveLength(1);
      expect(users[0]).toMatchObject({ id: demoUser.id, email: demoUser.email, role: 'authenticated' });
    });

    it('leaves none of the columns GoTrue reads into non-null values NULL', async () => {
      const [user] = await findUserByEmailAndAudience(demoUser.email);

      expect(nullColumns(user ?? {}, userColumnsScannedAsNonNull)).toEqual([]);
    });

    it('stores a bcrypt hash of parley-demo that GoTrue compares without rehashing', async () => {
      const [user] = await findUserByEmailAndAudience(demoUser.email);
      const hash = String(user?.encrypted_password ?? '');

      // GoTrue's HasPassword, then bcrypt.CompareHashAndPassword; a cost above 10 (its
      // DefaultCost) or of 4 (MinCost) is rewritten at sign-in (User.Authenticate).
      expect(hash).toMatch(/^\$2[ab]\$10\$/);
      expect(await bcrypt.compare('parley-demo', hash)).toBe(true);
      expect(await bcrypt.compare('parley-demo ', hash)).toBe(false);
    });

    it('confirms the email, so the grant does not answer "Email not confirmed"', async () => {
      const [user] = await findUserByEmailAndAudience(demoUser.email);

      expect(user?.email_confirmed_at).toBeInstanceOf(Date);
      expect(user?.confirmed_at).toBeInstanceOf(Date);
      expect(user?.raw_app_meta_data).toEqual({ provider: 'email', providers: ['email'] });
    });

    it('creates the email identity GoTrue keeps beside an email user', async () => {
      const identities = await database.sql.query<Record<string, unknown>>(
        `select * from auth.identities where user_id = $1`,
        [demoUser.id],
      );

      expect(identities).toHaveLength(1);
      const [identity] = identities;
      expect(identity).toMatchObject({ provider: 'email', provider_id: demoUser.id, email: demoUser.email });
      expect(identity?.identity_data).toMatchObject({ sub: demoUser.id, email: demoUser.email });
      expect(nullColumns(identity ?? {}, identityColumnsScannedAsNonNull)).toEqual([]);
    });

    it('keeps one demo user, identity and agent when it runs twice', async () => {
      const [counts] = await database.sql.query<{ users: number; identities: number; agents: number }>(
        `select (select count(*)::int from auth.users) as users,
                (select count(*)::int from auth.identities) as identities,
                (select count(*)::int from public.agents where owner_id = $1) as agents`,
        [demoUser.id],
      );

      expect(counts).toEqual({ users: 1, identities: 1, agents: 1 });
    });
  });

  describe("on the local gateway's database (local/bootstrap.sql)", () => {
    let database: TestDatabase;

    beforeAll(async () => {
      database = await createTestDatabase({ seed: true });
      await database.sql.exec(await readSeed());
    });

    afterAll(async () => {
      await database?.dispose();
    });

    it("lets the local Auth sign the demo user in with parley-demo, keeping the seed's hash", async () => {
      const users = createAuthUserRepository(database.sql);
      const seeded = await users.findById(demoUser.id);

      expect(await ensureDemoUserPassword(users, bcryptPasswordHasher, new Date())).toBe('ready');
      expect(await bcryptPasswordHasher.verify(demoUserPassword, seeded?.encryptedPassword ?? null)).toBe(true);
      expect((await users.findById(demoUser.id))?.encryptedPassword).toBe(seeded?.encryptedPassword);
    });

    it('creates the same email identity', async () => {
      const identities = await database.sql.query(
        `select provider, provider_id, email from auth.identities where user_id = $1`,
        [demoUser.id],
      );

      expect(identities).toEqual([{ provider: 'email', provider_id: demoUser.id, email: demoUser.email }]);
    });
  });
});
