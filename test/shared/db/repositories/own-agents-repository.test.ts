import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentSettingsSchema } from '../../../../shared/db/repositories/agent-settings.ts';
import {
  type AgentFields,
  createOwnAgentsRepository,
} from '../../../../shared/db/repositories/own-agents-repository.ts';
import { transactionAsUser } from '../../../../shared/db/transaction-as-user.ts';
import { createTestDatabase, type TestDatabase } from '../../../support/test-database.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.dispose();
});

const fields: AgentFields = {
  name: 'Agent',
  systemPrompt: '',
  model: null,
  fallbackModels: [],
  enabledTools: [],
  settings: agentSettingsSchema.parse({}),
};

async function newUser(): Promise<string> {
  const userId = crypto.randomUUID();
  await database.sql.query(`insert into auth.users (id, email) values ($1, $2)`, [userId, `${userId}@parley.test`]);
  return userId;
}

function asUser<Result>(
  userId: string,
  work: (agents: ReturnType<typeof createOwnAgentsRepository>) => Promise<Result>,
): Promise<Result> {
  return transactionAsUser(
    database.sql,
    { sub: userId, role: 'authenticated' },
    (transaction) => work(createOwnAgentsRepository(transaction)),
  );
}

describe(`own agents as the user (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('lets a user create, change and delete their own agent', async () => {
    const owner = await newUser();

    const created = await asUser(owner, (agents) => agents.insert(owner, fields, false));
    const updated = await asUser(owner, (agents) => agents.update(created.id, { ...fields, name: 'Renamed' }));
    const deleted = await asUser(owner, (agents) => agents.deleteUnlessDefault(created.id));

    expect(created).toMatchObject({ ownerId: owner, isDefault: false });
    expect(updated?.name).toBe('Renamed');
    expect(deleted).toBe(true);
  });

  it('does not delete the default agent', async () => {
    const owner = await newUser();
    const agent = await asUser(owner, (agents) => agents.insert(owner, fields, true));

    const deleted = await asUser(owner, (agents) => agents.deleteUnlessDefault(agent.id));

    expect(deleted).toBe(false);
    expect(await asUser(owner, (agents) => agents.isDefault(agent.id))).toBe(true);
  });

  it("refuses to create an agent in another user's name", async () => {
    const [owner, stranger] = [await newUser(), await newUser()];

    await expect(asUser(stranger, (agents) => agents.insert(owner, fields, false))).rejects.toThrow(
      /row-level security/,
    );
  });

  it("neither sees, changes, makes default nor deletes another user's agent", async () => {
    const [owner, stranger] = [await newUser(), await newUser()];
    const agent = await asUser(owner, (agents) => agents.insert(owner, fields, false));

    const seen = await asUser(stranger, (agents) => agents.find(agent.id));
    const updated = await asUser(stranger, (agents) => agents.update(agent.id, { ...fields, name: 'Stolen' }));
    await asUser(stranger, (agents) => agents.makeDefault(agent.id, stranger));
    const deleted = await asUser(stranger, (agents) => agents.deleteUnlessDefault(agent.id));

    expect([seen, updated, deleted]).toEqual([null, null, false]);
    const [row] = await database.sql.query<{ name: string; is_default: boolean }>(
      `select name, is_default from public.agents where id = $1`,
      [agent.id],
    );
    expect(row).toEqual({ name: 'Agent', is_default: false });
  });
});
