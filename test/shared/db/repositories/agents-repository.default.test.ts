import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AgentSettingsError } from '../../../../shared/db/repositories/agent-settings.ts';
import { createAgentsRepository, type NewAgent } from '../../../../shared/db/repositories/agents-repository.ts';
import { createTestDatabase, type TestDatabase } from '../../../support/test-database.ts';
import { insertUser } from './support/users.ts';

const template: Omit<NewAgent, 'ownerId' | 'isDefault'> = {
  name: 'Assistant',
  systemPrompt: 'Be helpful.',
  enabledTools: ['web_search', 'gmail_send_email'],
  settings: { temperature: 0.2, searchProviders: ['serper', 'brave'] },
};

describe('createAgentsRepository().ensureDefaultForOwner', () => {
  let database: TestDatabase;
  let agents: ReturnType<typeof createAgentsRepository>;

  beforeAll(async () => {
    database = await createTestDatabase();
    agents = createAgentsRepository(database.sql);
  });
  afterAll(() => database.dispose());

  const agentRowsOf = (owner: string) =>
    database.sql.query<{ id: string; is_default: boolean }>(
      'select id, is_default from public.agents where owner_id = $1',
      [owner],
    );

  describe('when the owner has no agent at all', () => {
    it('creates their default agent from the template, once', async () => {
      const owner = await insertUser(database.sql);

      const first = await agents.ensureDefaultForOwner(owner, template);
      const second = await agents.ensureDefaultForOwner(owner, template);

      expect(first).toMatchObject({
        kind: 'created',
        agent: {
          ownerId: owner,
          name: 'Assistant',
          systemPrompt: 'Be helpful.',
          model: null,
          fallbackModels: [],
          isDefault: true,
          enabledTools: ['web_search', 'gmail_send_email'],
        },
      });
      expect(first.kind === 'created' && first.agent.settings).toMatchObject({
        temperature: 0.2,
        searchProviders: ['serper', 'brave'],
        maxToolFailures: 3,
      });
      expect(second).toEqual({ kind: 'found', agent: first.kind === 'created' ? first.agent : null });
      expect(await agentRowsOf(owner)).toHaveLength(1);
    });

    it('creates exactly one when first turns race', async () => {
      const owner = await insertUser(database.sql);

      const outcomes = await Promise.all(
        Array.from({ length: 5 }, () => agents.ensureDefaultForOwner(owner, template)),
      );

      const ids = new Set(outcomes.map((outcome) => ('agent' in outcome ? outcome.agent.id : outcome.kind)));
      expect(ids.size).toBe(1);
      expect(outcomes.filter((outcome) => outcome.kind === 'created')).toHaveLength(1);
      expect(await agentRowsOf(owner)).toEqual([{ id: [...ids][0], is_default: true }]);
    });
  });

  describe('when the owner already has a default agent', () => {
    it('returns it and creates nothing', async () => {
      const owner = await insertUser(database.sql);
      const existing = await agents.create({ ownerId: owner, name: 'Mine', isDefault: true });

      expect(await agents.ensureDefaultForOwner(owner, template)).toEqual({ kind: 'found', agent: existing });
      expect(await agentRowsOf(owner)).toHaveLength(1);
    });
  });

  describe('when the owner has agents but none is the default', () => {
    it('answers no_default and leaves the choice to them', async () => {
      const owner = await insertUser(database.sql);
      await agents.create({ ownerId: owner, name: 'Side project' });

      expect(await agents.ensureDefaultForOwner(owner, template)).toEqual({ kind: 'no_default' });
      expect(await agentRowsOf(owner)).toEqual([{ id: expect.any(String), is_default: false }]);
    });
  });

  describe('when the owner is not a user of this database', () => {
    it.each([
      ['an id missing from auth.users', crypto.randomUUID()],
      ['an id that is not a UUID', 'not-a-uuid'],
    ])('answers unknown_owner for %s and inserts nothing', async (_case, owner) => {
      expect(await agents.ensureDefaultForOwner(owner, template)).toEqual({ kind: 'unknown_owner' });
      expect(await database.sql.query('select 1 from public.agents where owner_id::text = $1', [owner])).toHaveLength(
        0,
      );
    });
  });

  describe("when the template's settings do not validate", () => {
    it('throws the typed settings error before touching the database', async () => {
      const owner = await insertUser(database.sql);

      await expect(agents.ensureDefaultForOwner(owner, { ...template, settings: { temperature: 9 } })).rejects
        .toBeInstanceOf(AgentSettingsError);
      expect(await agentRowsOf(owner)).toHaveLength(0);
    });
  });
});
