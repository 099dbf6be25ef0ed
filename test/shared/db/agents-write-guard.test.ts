import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlExecutor } from '../../../shared/db/sql-client.ts';
import { transactionAsUser } from '../../../shared/db/transaction-as-user.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';

/**
 * What an owner can store in `public.agents` by calling the REST API with their own JWT (role
 * `authenticated`, RLS on), past the agents API's validation: the database refuses what the
 * API would refuse, naming the field.
 */

let database: TestDatabase;
const ownerId = randomUUID();

beforeAll(async () => {
  database = await createTestDatabase();
  await database.sql.query(`insert into auth.users (id, email) values ($1, 'owner@parley.test')`, [ownerId]);
});
afterAll(async () => {
  await database.dispose();
});

function asOwner<Result>(work: (sql: SqlExecutor) => Promise<Result>): Promise<Result> {
  return transactionAsUser(database.sql, { sub: ownerId, role: 'authenticated' }, work);
}

/** A parameter as its column takes it: text arrays and settings are sent as JSON text. */
function sqlValueOf(column: string, parameter: string): string {
  if (column === 'settings') return `${parameter}::jsonb`;
  if (column === 'fallback_models' || column === 'enabled_tools') {
    return `array(select jsonb_array_elements_text(${parameter}::jsonb))`;
  }
  return parameter;
}

function insertAgent(columns: Record<string, string>): Promise<unknown> {
  const names = ['owner_id', ...Object.keys(columns)];
  const values = [ownerId, ...Object.values(columns)];
  return asOwner((sql) =>
    sql.query(
      `insert into public.agents (${names.join(', ')}) values (${
        names.map((name, index) => sqlValueOf(name, `$${index + 1}`)).join(', ')
      }) returning id`,
      values,
    )
  );
}

function mcpSettings(server: Record<string, unknown>): string {
  return JSON.stringify({ mcpServers: [{ name: 'tools', url: 'https://mcp.example.com/mcp', ...server }] });
}

describe(`agents written past the API (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  describe('when an owner inserts an agent the API would refuse', () => {
    it.each([
      ['a name with a right-to-left override', { name: 'Support\u202Egnp.exe' }, /agents\.name: .*U\+202E/],
      ['a name with a zero-width space', { name: 'Sup\u200Bport' }, /agents\.name: .*U\+200B/],
      ['a name with a line break', { name: 'Support\nTeam' }, /agents\.name: .*U\+000A/],
      ['a blank name', { name: '   ' }, /agents\.name: /],
      ['a system prompt over 100,000 characters', { name: 'A', system_prompt: 'x'.repeat(100_001) }, /system_prompt/],
      ['six fallback models', {
        name: 'A',
        fallback_models: JSON.stringify(['a', 'b', 'c', 'd', 'e', 'f'].map((model) => `openai:${model}`)),
      }, /fallback_models/],
      ['an MCP URL with a user name and password', {
        name: 'A',
        settings: mcpSettings({ url: 'https://user:hunter2@mcp.example.com/mcp' }),
      }, /settings\.mcpServers\.0\.url: .*user name or password/],
      ['an MCP URL with a token in its query', {
        name: 'A',
        settings: mcpSettings({ url: 'https://mcp.example.com/mcp?apiKey=sk-live-123' }),
      }, /settings\.mcpServers\.0\.url: .*credential in its query/],
      ['an MCP header holding a secret', {
        name: 'A',
        settings: mcpSettings({ headers: { Authorization: 'Bearer sk-live-123' } }),
      }, /settings\.mcpServers\.0\.headers\.Authorization: .*credential/],
      ['an MCP header prefix holding a token', {
        name: 'A',
        settings: mcpSettings({ headers: { Authorization: { credential: 'mcp', prefix: 'Bearer sk-live-4f9a81' } } }),
      }, /settings\.mcpServers\.0\.headers\.Authorization\.prefix: /],
    ])('refuses %s, naming the field', async (_case, columns, message) => {
      const refusal = await insertAgent(columns).then(() => null, (error: unknown) => error);

      expect(refusal).toBeInstanceOf(Error);
      expect((refusal as Error).message).toMatch(message);
      expect((refusal as Error).message).not.toContain('sk-live');
      expect((refusal as Error).message).not.toContain('hunter2');
    });
  });

  describe('when an owner inserts an agent the API would take', () => {
    it('stores it', async () => {
      const settings = mcpSettings({ headers: { Authorization: { credential: 'mcp', prefix: 'Bearer ' } } });

      await expect(insertAgent({ name: 'Family 👨\u200D👩\u200D👧', settings })).resolves.toHaveLength(1);
    });
  });

  describe('when an owner updates an agent', () => {
    it('refuses a bad value in a column it changes', async () => {
      const [agent] = await insertAgent({ name: 'Fine' }) as { id: string }[];

      await expect(
        asOwner((sql) =>
          sql.query(`update public.agents set settings = $2::jsonb where id = $1`, [
            agent?.id ?? null,
            mcpSettings({ url: 'https://mcp.example.com/mcp?access_token=abc' }),
          ])
        ),
      ).rejects.toThrow(/settings\.mcpServers\.0\.url/);
    });

    it('lets a row stored before the check change its other columns (it is refused where it is used)', async () => {
      const [legacy] = await database.sql.transaction(async (sql) => {
        // A row from before the check: replica mode skips triggers, as a restore would.
        await sql.exec(`set local session_replication_role = replica`);
        return await sql.query<{ id: string }>(
          `insert into public.agents (owner_id, name, settings) values ($1, 'Old', $2::jsonb) returning id`,
          [ownerId, mcpSettings({ headers: { Authorization: 'Bearer sk-live-123' } })],
        );
      });

      await expect(
        asOwner((sql) =>
          sql.query(`update public.agents set name = 'Renamed' where id = $1 returning id`, [legacy?.id ?? null])
        ),
      ).resolves.toHaveLength(1);
    });
  });
});
