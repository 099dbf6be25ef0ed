import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgentsRepository } from '../../../../shared/db/repositories/agents-repository.ts';
import { createConversationsRepository } from '../../../../shared/db/repositories/conversations-repository.ts';
import {
  createPausedTurnsRepository,
  type PausedTurnsRepository,
} from '../../../../shared/db/repositories/paused-turns-repository.ts';
import { createTestDatabase, type TestDatabase } from '../../../support/test-database.ts';
import { insertUser } from './support/users.ts';

const noon = new Date('2026-11-26T12:00:00Z');
const minutesAfterNoon = (minutes: number) => new Date(noon.getTime() + minutes * 60_000);

describe(`createPausedTurnsRepository (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  let database: TestDatabase;
  let pausedTurns: PausedTurnsRepository;
  let userId: string;
  let agentId: string;

  async function pausedConversation(): Promise<{ id: string; conversationId: string }> {
    const conversation = await createConversationsRepository(database.sql).create({ agentId, userId });
    const id = crypto.randomUUID();
    await pausedTurns.pause({
      id,
      conversationId: conversation.id,
      userId,
      agentId,
      state: { messages: ['…'] },
      approvals: [{ id: 'signed' }],
      storedCount: 2,
      expiresAt: minutesAfterNoon(60),
    });
    return { id, conversationId: conversation.id };
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    pausedTurns = createPausedTurnsRepository(database.sql);
    userId = await insertUser(database.sql);
    agentId = (await createAgentsRepository(database.sql).create({ ownerId: userId, name: 'Helper' })).id;
  });
  afterAll(() => database.dispose());

  it('finds the open pause of a conversation for its user only', async () => {
    const { id, conversationId } = await pausedConversation();

    expect(await pausedTurns.findOpen(conversationId, userId)).toMatchObject({
      id,
      status: 'awaiting',
      storedCount: 2,
      state: { messages: ['…'] },
    });
    expect(await pausedTurns.findOpen(conversationId, crypto.randomUUID())).toBeNull();
    expect(await pausedTurns.awaitingConversationIds(userId, noon)).toContain(conversationId);
    expect(await pausedTurns.awaitingConversationIds(userId, minutesAfterNoon(61))).not.toContain(conversationId);
  });

  it('lets one of two claims win', async () => {
    const { id } = await pausedConversation();

    const claims = await Promise.all([
      pausedTurns.claim(id, userId, noon, minutesAfterNoon(-3)),
      pausedTurns.claim(id, userId, noon, minutesAfterNoon(-3)),
    ]);

    expect(claims.filter((claim) => claim !== null)).toHaveLength(1);
  });

  it('lets a claim take over a resume whose worker stopped answering', async () => {
    const { id } = await pausedConversation();
    await pausedTurns.claim(id, userId, noon, minutesAfterNoon(-3));

    expect(await pausedTurns.claim(id, userId, minutesAfterNoon(1), minutesAfterNoon(-2))).toBeNull();
    expect(await pausedTurns.claim(id, userId, minutesAfterNoon(10), minutesAfterNoon(7))).not.toBeNull();
  });

  it('closes an open pause once, and keeps a single open pause per conversation', async () => {
    const { id, conversationId } = await pausedConversation();

    expect(await pausedTurns.close(id, userId, 'superseded', noon, noon)).toMatchObject({ id });
    expect(await pausedTurns.close(id, userId, 'superseded', noon, noon)).toBeNull();
    expect(await pausedTurns.findOpen(conversationId, userId)).toBeNull();
    await pausedTurns.pause({
      id: crypto.randomUUID(),
      conversationId,
      userId,
      agentId,
      state: {},
      approvals: [],
      storedCount: 0,
      expiresAt: minutesAfterNoon(60),
    });
    expect(
      await pausedTurns.pause({
        id: crypto.randomUUID(),
        conversationId,
        userId,
        agentId,
        state: {},
        approvals: [],
        storedCount: 0,
        expiresAt: minutesAfterNoon(60),
      }),
    ).toBeNull();
  });

  it('answers a pause stored again under the same id (its first answer lost) with the approvals stored first', async () => {
    const { id, conversationId } = await pausedConversation();

    const again = await pausedTurns.pause({
      id,
      conversationId,
      userId,
      agentId,
      state: { messages: ['…'] },
      approvals: [{ id: 'signed-again' }],
      storedCount: 2,
      expiresAt: minutesAfterNoon(61),
    });

    expect(again).toEqual({ approvals: [{ id: 'signed' }] });
    expect((await pausedTurns.findOpen(conversationId, userId))?.approvals).toEqual([{ id: 'signed' }]);
  });
});
