import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AgentSettingsError } from '../../../../shared/db/repositories/agent-settings.ts';
import { createAgentsRepository } from '../../../../shared/db/repositories/agents-repository.ts';
import { createTestDatabase, type TestDatabase } from '../../../support/test-database.ts';
import { insertUser } from './support/users.ts';

const demoUserId = '00000000-0000-4000-8000-000000000001';
const demoAgentId = '00000000-0000-4000-8000-0000000000a1';

describe('createAgentsRepository', () => {
  let database: TestDatabase;
  let agents: ReturnType<typeof createAgentsRepository>;

  beforeAll(async () => {
    database = await createTestDatabase({ seed: true });
    agents = createAgentsRepository(database.sql);
  });
  afterAll(() => database.dispose());

  describe('when the owner asks for their agent', () => {
    it('returns it with typed settings (the seeded demo agent)', async () => {
      const agent = await agents.findForOwner(demoAgentId, demoUserId);

      expect(agent).toMatchObject({
        id: demoAgentId,
        ownerId: demoUserId,
        name: 'Demo assistant',
        model: null,
        fallbackModels: [],
        isDefault: true,
        settings: {
          autoResolveNames: false,
          temperature: 0.2,
          maxToolFailures: 3,
          maxModelFailures: 3,
          fallbackTool: true,
          searchProviders: ['serper', 'brave', 'serpapi'],
          mcpServers: [],
        },
      });
      expect(agent?.enabledTools).toContain('gmail_send_email');
      expect(agent?.createdAt).toBeInstanceOf(Date);
    });
  });

  describe('when someone else asks for the agent', () => {
    it('returns null', async () => {
      const stranger = await insertUser(database.sql);

      expect(await agents.findForOwner(demoAgentId, stranger)).toBeNull();
    });

    it.each([
      ['an unknown id', crypto.randomUUID(), demoUserId],
      ['an id that is not a UUID', 'not-a-uuid', demoUserId],
      ['an owner id that is not a UUID', demoAgentId, "1' or '1'='1"],
    ])('returns null for %s', async (_name, agentId, ownerId) => {
      expect(await agents.findForOwner(agentId, ownerId)).toBeNull();
    });
  });

  describe('when an agent is created', () => {
    it('stores every field and validated settings, and reads them back', async () => {
      const owner = await insertUser(database.sql);

      const created = await agents.create({
        ownerId: owner,
        name: 'Researcher',
        systemPrompt: 'Be brief.',
        model: 'openai/gpt-4o-mini',
        fallbackModels: ['groq/llama-3.3-70b', 'openai/gpt-4o'],
        enabledTools: ['web_search', 'news_search'],
        settings: { temperature: 0.7, mcpServers: [{ name: 'docs', url: 'http://127.0.0.1:9000/mcp' }] },
      });

      expect(created).toMatchObject({
        ownerId: owner,
        name: 'Researcher',
        systemPrompt: 'Be brief.',
        model: 'openai/gpt-4o-mini',
        fallbackModels: ['groq/llama-3.3-70b', 'openai/gpt-4o'],
        enabledTools: ['web_search', 'news_search'],
        isDefault: false,
        settings: {
          temperature: 0.7,
          maxToolFailures: 3,
          mcpServers: [{ name: 'docs', url: 'http://127.0.0.1:9000/mcp' }],
        },
      });
      expect(await agents.findForOwner(created.id, owner)).toEqual(created);
    });

    it('refuses invalid settings with a typed error and stores nothing', async () => {
      const owner = await insertUser(database.sql);

      await expect(agents.create({ ownerId: owner, name: 'Broken', settings: { temperature: 5 } })).rejects
        .toBeInstanceOf(AgentSettingsError);
      expect(await database.sql.query(`select 1 from public.agents where owner_id = $1`, [owner])).toHaveLength(0);
    });
  });

  describe('when the owner asks for their default agent', () => {
    it('returns the default one, not another of theirs', async () => {
      const owner = await insertUser(database.sql);
      await agents.create({ ownerId: owner, name: 'Other' });
      const main = await agents.create({ ownerId: owner, name: 'Main', isDefault: true });

      expect((await agents.findDefaultForOwner(owner))?.id).toBe(main.id);
    });

    it('returns null when they have none', async () => {
      const owner = await insertUser(database.sql);
      await agents.create({ ownerId: owner, name: 'Not default' });

      expect(await agents.findDefaultForOwner(owner)).toBeNull();
      expect(await agents.findDefaultForOwner('nobody')).toBeNull();
    });
  });

  describe('when stored settings are invalid', () => {
    it('throws a typed error naming the agent and the field, not a crash deeper in', async () => {
      const owner = await insertUser(database.sql);
      const agent = await agents.create({ ownerId: owner, name: 'Drifted', isDefault: true });
      await database.sql.query(`update public.agents set settings = $2::jsonb where id = $1`, [
        agent.id,
        JSON.stringify({ temperature: 'hot', searchProviders: ['bing'] }),
      ]);

      const error = await agents.findForOwner(agent.id, owner).catch((caught: unknown) => caught);

      expect(error).toBeInstanceOf(AgentSettingsError);
      expect(error).toMatchObject({ code: 'invalid_agent_settings', agentId: agent.id });
      expect((error as AgentSettingsError).issues).toEqual([
        expect.stringMatching(/^temperature: /),
        expect.stringMatching(/^searchProviders\.0: /),
      ]);
      await expect(agents.findDefaultForOwner(owner)).rejects.toBeInstanceOf(AgentSettingsError);
    });

    it('ignores unknown keys left by older versions', async () => {
      const owner = await insertUser(database.sql);
      const agent = await agents.create({ ownerId: owner, name: 'Old' });
      await database.sql.query(`update public.agents set settings = $2::jsonb where id = $1`, [
        agent.id,
        JSON.stringify({ retiredOption: true, temperature: 1 }),
      ]);

      const found = await agents.findForOwner(agent.id, owner);

      expect(found?.settings.temperature).toBe(1);
      expect(found?.settings).not.toHaveProperty('retiredOption');
    });
  });
});
