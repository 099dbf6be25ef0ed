import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactionAsUser } from '../../../shared/db/transaction-as-user.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

const sub = '33333333-3333-4333-8333-333333333333';
const claims = { sub, role: 'authenticated', email: 'someone@parley.test' } as const;

async function connectionState() {
  const [state] = await database.sql.query(
    `select current_user as role, nullif(current_setting('request.jwt.claims', true), '') as claims`,
  );
  return state;
}

describe(`transactionAsUser (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  describe('when work runs inside it', () => {
    it("runs as role authenticated, with auth.uid() and auth.jwt() the caller's", async () => {
      const inside = await transactionAsUser(
        database.sql,
        claims,
        (transaction) =>
          transaction.query(
            `select current_user as role, auth.uid()::text as uid, auth.jwt() ->> 'email' as email, current_setting('request.jwt.claim.sub', true) as legacy_sub`,
          ),
      );

      expect(inside).toEqual([{ role: 'authenticated', uid: sub, email: 'someone@parley.test', legacy_sub: sub }]);
    });

    it('cannot write what the authenticated role may not', async () => {
      const write = transactionAsUser(
        database.sql,
        claims,
        (transaction) => transaction.query(`delete from public.tool_executions`),
      );

      await expect(write).rejects.toThrow(/permission denied/);
    });
  });

  describe('when it ends, committed or rolled back', () => {
    it('leaves the connection as the service, without the claims', async () => {
      await transactionAsUser(database.sql, claims, (transaction) => transaction.query('select 1'));
      expect(await connectionState()).toEqual({ role: 'postgres', claims: null });

      await transactionAsUser(database.sql, claims, () => Promise.reject(new Error('work failed'))).catch(() => {});
      expect(await connectionState()).toEqual({ role: 'postgres', claims: null });
    });
  });
});
