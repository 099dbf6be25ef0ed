import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inAnalyticsTransaction } from '../../../shared/analytics/analytics-transaction.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

async function jitSetting(run: (query: string) => Promise<Array<Record<string, unknown>>>): Promise<unknown> {
  const rows = await run(`select current_setting('jit') as jit`);
  return rows[0]?.jit;
}

describe(`inAnalyticsTransaction (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('turns JIT off for the reading transaction only', async () => {
    const inside = await inAnalyticsTransaction(
      database.sql,
      (transaction) => jitSetting((query) => transaction.query(query)),
    );
    const outside = await database.sql.transaction((transaction) => jitSetting((query) => transaction.query(query)));

    expect(inside).toBe('off');
    expect(outside).not.toBe('off');
  });

  it('hands back what the work returns, and rolls back when it throws', async () => {
    await expect(inAnalyticsTransaction(database.sql, () => Promise.resolve(42))).resolves.toBe(42);
    await expect(inAnalyticsTransaction(database.sql, () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
  });
});
