import { afterEach, describe, expect, it } from 'vitest';
import { createAuthUserRepository } from '../../../../local/gateway/auth/auth-user-repository.ts';
import { demoUserPassword, ensureDemoUserPassword } from '../../../../local/gateway/auth/demo-user-password.ts';
import { bcryptPasswordHasher } from '../../../../local/gateway/auth/password-hashing.ts';
import { demoUser } from '../../../../local/gateway/local-keys.ts';
import { createTestDatabase, type TestDatabase } from '../../../support/test-database.ts';

/** The demo user as supabase/seed.sql made them before it set the demo password. */
async function withoutPassword(database: TestDatabase): Promise<void> {
  await database.sql.query(
    'update auth.users set encrypted_password = null, email_confirmed_at = null where id = $1',
    [demoUser.id],
  );
}

describe('ensureDemoUserPassword', () => {
  let database: TestDatabase | undefined;

  afterEach(async () => {
    await database?.dispose();
    database = undefined;
  });

  describe('when the demo user has no password (seeded by an older Parley)', () => {
    it('sets the local demo password as a bcrypt hash and confirms the email', async () => {
      database = await createTestDatabase({ seed: true });
      await withoutPassword(database);
      const users = createAuthUserRepository(database.sql);

      const outcome = await ensureDemoUserPassword(users, bcryptPasswordHasher, new Date());

      expect(outcome).toBe('ready');
      const user = await users.findById(demoUser.id);
      expect(user?.encryptedPassword).toMatch(/^\$2b\$10\$/);
      expect(user?.emailConfirmedAt).toBeInstanceOf(Date);
      expect(await bcryptPasswordHasher.verify(demoUserPassword, user?.encryptedPassword ?? null)).toBe(true);
    });
  });

  describe('when the demo user already has another password', () => {
    it('keeps it and says the demo password does not work', async () => {
      database = await createTestDatabase({ seed: true });
      await withoutPassword(database);
      const users = createAuthUserRepository(database.sql);
      await users.setPasswordIfMissing(
        demoUser.id,
        await bcryptPasswordHasher.hash('chosen by the developer'),
        new Date(),
      );

      expect(await ensureDemoUserPassword(users, bcryptPasswordHasher, new Date())).toBe('password-changed');
      expect(
        await bcryptPasswordHasher.verify(
          'chosen by the developer',
          (await users.findById(demoUser.id))?.encryptedPassword ?? null,
        ),
      ).toBe(true);
    });
  });

  describe('when the database has no demo user', () => {
    it('does nothing', async () => {
      database = await createTestDatabase();

      expect(await ensureDemoUserPassword(createAuthUserRepository(database.sql), bcryptPasswordHasher, new Date()))
        .toBe('no-demo-user');
    });
  });
});
