import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ScriptedOpenAiServer, startScriptedOpenAiServer } from '../../../support/scripted-openai-server.ts';
import { createTestDatabase, type TestDatabase } from '../../../support/test-database.ts';
import { createHistoryTestApp, createUserWithAgent, type HistoryTestApp } from './support/history-test-app.ts';

let database: TestDatabase;
let server: ScriptedOpenAiServer;
let app: HistoryTestApp;

beforeAll(async () => {
  [database, server] = await Promise.all([createTestDatabase({ seed: true }), startScriptedOpenAiServer()]);
  app = createHistoryTestApp({ database, server });
});
afterAll(async () => {
  await server.close();
  await database.dispose();
});

const path = (agentId: string) => `/chat/agents/${agentId}/approval-policy`;

describe(`/chat/agents/{id}/approval-policy (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('reads the defaults of an agent that set nothing', async () => {
    const user = await createUserWithAgent(app, database);

    const response = await app.get(path(user.agentId), { token: user.token });

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ defaultMode: 'auto', tools: {}, allowedDestinations: [] });
  });

  it('replaces the policy for the owner, and keeps the other settings', async () => {
    const user = await createUserWithAgent(app, database);
    await database.sql.query(`update public.agents set settings = '{"temperature": 0.7}' where id = $1`, [
      user.agentId,
    ]);
    const policy = {
      defaultMode: 'always',
      tools: { web_search: 'never' },
      allowedDestinations: ['@team.example'],
    };

    const put = await app.request('PUT', path(user.agentId), { token: user.token, body: policy });
    const read = await app.get(path(user.agentId), { token: user.token });

    expect(put.status).toBe(200);
    expect(await read.json()).toEqual(policy);
    const [row] = await database.sql.query<{ settings: { temperature: number } }>(
      `select settings from public.agents where id = $1`,
      [user.agentId],
    );
    expect(row?.settings.temperature).toBe(0.7);
  });

  it("answers 404 for another user's agent, and changes nothing", async () => {
    const owner = await createUserWithAgent(app, database);
    const stranger = await createUserWithAgent(app, database);

    const put = await app.request('PUT', path(owner.agentId), {
      token: stranger.token,
      body: { defaultMode: 'never', tools: {}, allowedDestinations: [] },
    });

    expect(put.status).toBe(404);
    expect(await (await app.get(path(owner.agentId), { token: owner.token })).json()).toMatchObject({
      defaultMode: 'auto',
    });
  });

  it('refuses a mode that does not exist, naming the field', async () => {
    const user = await createUserWithAgent(app, database);

    const put = await app.request('PUT', path(user.agentId), {
      token: user.token,
      body: { defaultMode: 'sometimes', tools: {}, allowedDestinations: [] },
    });

    expect(put.status).toBe(400);
    const body = (await put.json()) as { error: { issues: { path: string }[] } };
    expect(body.error.issues.map((issue) => issue.path)).toContain('defaultMode');
  });
});
