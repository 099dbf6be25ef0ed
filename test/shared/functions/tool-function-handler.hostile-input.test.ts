import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createConversationsRepository } from '../../../shared/db/repositories/conversations-repository.ts';
import {
  createToolFunctionsFixture,
  defaultAgentId,
  demoUserId,
  type ToolFunctionsFixture,
} from './support/tool-functions-fixture.ts';

const otherUserId = '00000000-0000-4000-8000-0000000000c7';
const email = { to: ['ada@example.com'], subject: 'Hello', body: 'Hi Ada' };

describe('tool functions: hostile input', () => {
  let fixture: ToolFunctionsFixture;
  let othersConversationId: string;
  let ownConversationId: string;

  beforeAll(async () => {
    fixture = await createToolFunctionsFixture();
    await fixture.connectDemoUser();
    await fixture.database.sql.query(`insert into auth.users (id, email) values ($1, 'other-hostile@parley.test')`, [
      otherUserId,
    ]);
    const othersAgentId = (await fixture.agents.create({ ownerId: otherUserId, name: 'Theirs' })).id;
    const conversations = createConversationsRepository(fixture.database.sql);
    othersConversationId = (await conversations.create({ agentId: othersAgentId, userId: otherUserId })).id;
    ownConversationId = (await conversations.create({ agentId: defaultAgentId, userId: demoUserId })).id;
  });
  afterAll(() => fixture.close());
  beforeEach(() => fixture.resetStandIns());

  describe('when the params nest 5,000 levels deep', () => {
    it('answers 400 naming the depth limit, and does nothing', async () => {
      const deep = `${'['.repeat(5_000)}${']'.repeat(5_000)}`;
      const body = `{"action":"send_email","agentId":"${defaultAgentId}","params":{"to":${deep}}}`;

      const response = await fixture.post('gmail-api', body);

      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        success: false,
        category: 'invalid_arguments',
        error: expect.stringMatching(/nests deeper than/),
      });
      expect(fixture.gmail.requests).toHaveLength(0);
    });
  });

  describe('when x-parley-conversation-id names a conversation', () => {
    it("answers 404 for another user's, sends nothing and logs nothing against it", async () => {
      const response = await fixture.post(
        'gmail-api',
        { action: 'send_email', params: email, agentId: defaultAgentId },
        {
          headers: { 'x-parley-conversation-id': othersConversationId },
        },
      );

      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ success: false, error: 'Conversation not found.' });
      expect(fixture.gmail.sent).toHaveLength(0);
      await fixture.settled();
      expect(await fixture.loggedRows({ conversationId: othersConversationId })).toEqual([]);
    });

    it("attributes the rows to the caller's own", async () => {
      const response = await fixture.post(
        'gmail-api',
        { action: 'send_email', params: email, agentId: defaultAgentId },
        {
          headers: { 'x-parley-conversation-id': ownConversationId },
        },
      );

      expect(response.status).toBe(200);
      await fixture.settled();
      expect(await fixture.loggedRows({ conversationId: ownConversationId })).toMatchObject([{
        conversation_id: ownConversationId,
        status: 'success',
      }]);
    });
  });
});
