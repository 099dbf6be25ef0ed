import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPostgresIdempotencyStore } from '../../../shared/db/repositories/idempotency-repository.ts';
import { searchActionDescriptions } from '../../../shared/integrations/search/search-parameters.ts';
import { idempotencyKeyFor } from '../../../shared/tools/idempotency-key.ts';
import {
  createToolFunctionsFixture,
  defaultAgentId,
  demoUserId,
  type LoggedRow,
  type ToolFunctionName,
  type ToolFunctionsFixture,
} from './support/tool-functions-fixture.ts';
import { createConversationsRepository } from '../../../shared/db/repositories/conversations-repository.ts';

/** As the not-found message cuts a description. */
function cut(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length - 1)}…` : text;
}

const strangerId = '00000000-0000-4000-8000-0000000000d4';
const email = { to: ['ada@example.com'], subject: 'Hello', body: 'Hi Ada' };

interface Answered {
  readonly status: number;
  readonly body: Record<string, unknown>;
  readonly rows: LoggedRow[];
}

describe('tool functions: outcomes', () => {
  let fixture: ToolFunctionsFixture;
  let strangersAgentId: string;

  beforeAll(async () => {
    fixture = await createToolFunctionsFixture();
    await fixture.connectDemoUser();
    // A user with every tool enabled but no Serper key, and a Gmail token that expired
    // while this deployment has no Google OAuth client to refresh it with.
    await fixture.database.sql.query(`insert into auth.users (id, email) values ($1, 'stranger@parley.test')`, [
      strangerId,
    ]);
    strangersAgentId = (await fixture.agents.create({
      ownerId: strangerId,
      name: 'Stranger',
      enabledTools: ['gmail_send_email', 'web_search'],
    })).id;
    await fixture.credentials.save(
      strangerId,
      'gmail',
      JSON.stringify({
        access_token: 'ya29.expired',
        refresh_token: '1//stranger',
        expires_at: '2020-01-01T00:00:00Z',
      }),
    );
  });
  afterAll(() => fixture.close());
  beforeEach(() => fixture.resetStandIns());

  /** Calls a function as chat does, then reads its answer and its log rows. */
  async function call(
    functionName: ToolFunctionName,
    action: string,
    params: Record<string, unknown>,
    options: { agentId?: string; user?: string; asUser?: boolean } = {},
  ): Promise<Answered> {
    const user = options.user ?? demoUserId;
    const response = await fixture.post(functionName, { action, params, agentId: options.agentId ?? defaultAgentId }, {
      auth: options.asUser === true ? { user } : { serviceFor: user },
    });
    const body = await response.json() as Record<string, unknown>;
    await fixture.settled();
    return {
      status: response.status,
      body,
      rows: await fixture.loggedRows({ requestId: response.headers.get('x-request-id') ?? '' }),
    };
  }

  describe('when the action succeeds', () => {
    it('answers { success: true, data } and logs the provider that served it', async () => {
      const { status, body, rows } = await call('web-search-api', 'web_search', {
        query: 'why do tides happen',
        num_results: 2,
      });

      expect(status).toBe(200);
      expect(Object.keys(body).sort()).toEqual(['data', 'success']);
      expect(body).toMatchObject({ success: true, data: { query: 'why do tides happen', provider: 'serper' } });
      expect(rows).toMatchObject([{
        source: 'web-search-api',
        requested_tool_name: 'web_search',
        resolved_tool_name: 'web_search',
        status: 'success',
        category: null,
        provider: 'serper',
        input: { query: 'why do tides happen', num_results: 2 },
        user_id: demoUserId,
        agent_id: defaultAgentId,
        attempt: 1,
      }]);
      expect(rows[0]?.duration_ms).toBeGreaterThanOrEqual(0);
    });

    it("sends an email and logs it under the agent's tool name, with its idempotency key", async () => {
      const { status, body, rows } = await call('gmail-api', 'send_email', email);

      expect(status).toBe(200);
      expect(body).toMatchObject({
        success: true,
        data: { status: 'sent', message_id: 'sent-1', to: ['ada@example.com'] },
      });
      expect(fixture.gmail.sent).toHaveLength(1);
      expect(rows).toMatchObject([{
        source: 'gmail-api',
        requested_tool_name: 'gmail_send_email',
        status: 'success',
        provider: 'gmail',
        replayed: false,
      }]);
      expect(rows[0]?.idempotency_key).toMatch(/^[0-9a-f]{64}$/);
    });
  });

  describe('when the action fails', () => {
    it.each(
      [
        {
          category: 'needs_input',
          status: 422,
          retryable: true,
          functionName: 'gmail-api',
          action: 'send_email',
          params: { subject: 'Hello', body: 'Hi Ada' },
          error:
            'Question: Who should I send this email to? Please provide the recipient email address.\n(`gmail_send_email` is missing `to`.)',
        },
        {
          category: 'invalid_arguments',
          status: 400,
          retryable: true,
          functionName: 'gmail-api',
          action: 'send_email',
          params: { ...email, to: ['not-an-email'] },
          error:
            'Question: There seems to be an issue with the email address format: "not-an-email" Please check that the recipient email address is valid.',
        },
        {
          category: 'not_found',
          status: 404,
          retryable: true,
          functionName: 'web-search-api',
          action: 'websearch',
          params: { query: 'tides' },
          error:
            `Tool \`websearch\` is not available. Did you mean \`web_search\` (${
              cut(searchActionDescriptions.web_search, 60)
            })?` +
            ' Other tools: news_search, scrape_and_summarize.',
        },
        {
          category: 'not_configured',
          status: 403,
          retryable: false,
          functionName: 'web-search-api',
          action: 'web_search',
          params: { query: 'tides' },
          user: strangerId,
          error:
            'Question: No API key found for Serper. Add your Serper API key under Integrations before I can perform web searches.',
          setup: { integration: 'serper', action: 'add_key' },
        },
        {
          category: 'internal',
          status: 500,
          retryable: false,
          functionName: 'gmail-api',
          action: 'send_email',
          params: email,
          user: strangerId,
          error: 'An unexpected error occurred while executing this tool.',
        },
      ] as const,
    )(
      "answers $category with HTTP $status, the model's text, retryable $retryable and any setup hint",
      async (expected) => {
        const agentId = 'user' in expected ? strangersAgentId : defaultAgentId;
        const { status, body, rows } = await call(expected.functionName, expected.action, expected.params, {
          agentId,
          user: 'user' in expected ? expected.user : demoUserId,
        });

        expect(status).toBe(expected.status);
        const setup = 'setup' in expected ? { setup: expected.setup } : {};
        expect(body).toEqual({
          success: false,
          category: expected.category,
          error: expected.error,
          retryable: expected.retryable,
          ...setup,
        });
        expect(rows).toMatchObject([{
          source: expected.functionName,
          status: 'error',
          category: expected.category,
          model_message: expected.error,
        }]);
        expect(fixture.gmail.sent).toHaveLength(0);
      },
    );

    it('answers a signed-in caller transient with HTTP 503 after retrying the provider, and logs every try', async () => {
      fixture.serper.override = () => ({ status: 503, json: { message: 'Service Unavailable' } });

      const { status, body, rows } = await call('web-search-api', 'web_search', { query: 'tides' }, { asUser: true });

      expect(status).toBe(503);
      expect(body).toEqual({
        success: false,
        category: 'transient',
        retryable: true,
        error:
          '`web_search` is temporarily unavailable (its service did not answer). Try again later or continue without it.',
      });
      expect(fixture.serper.requests).toHaveLength(3);
      expect(rows.map((row) => [row.attempt, row.category, row.provider])).toEqual([[1, 'transient', 'serper'], [
        2,
        'transient',
        'serper',
      ], [3, 'transient', 'serper']]);
    });

    it('credits a success after a transient try to the provider, and the failed try to its own', async () => {
      let calls = 0;
      fixture.serper.override =
        () => (calls++ === 0
          ? { status: 502, json: { message: 'Bad Gateway' } }
          : { status: 200, json: { organic: [] } });

      const { status, rows } = await call('web-search-api', 'web_search', { query: 'tides' }, { asUser: true });

      expect(status).toBe(200);
      expect(rows.map((row) => [row.attempt, row.status, row.provider])).toEqual([[1, 'error', 'serper'], [
        2,
        'success',
        'serper',
      ]]);
    });

    it('tries the provider once for the chat function, whose own executor retries', async () => {
      fixture.serper.override = () => ({ status: 503, json: { message: 'Service Unavailable' } });

      const { status, rows } = await call('web-search-api', 'web_search', { query: 'tides' });

      expect(status).toBe(503);
      expect(fixture.serper.requests).toHaveLength(1);
      expect(rows.map((row) => [row.attempt, row.category])).toEqual([[1, 'transient']]);
    });
  });

  describe('when parameters hold something secret-looking', () => {
    it('logs them redacted', async () => {
      const { rows } = await call('web-search-api', 'web_search', { query: 'Bearer abcdefghijklmnopqrstuvwxyz012345' });

      expect(rows[0]?.input).toEqual({ query: '[redacted]', num_results: expect.any(Number) as number });
    });
  });

  describe('when a send is repeated', () => {
    async function send(headers: Record<string, string>, user = demoUserId): Promise<Record<string, unknown>> {
      const agentId = user === demoUserId ? defaultAgentId : strangersAgentId;
      const response = await fixture.post('gmail-api', { action: 'send_email', params: email, agentId }, {
        auth: { user },
        headers,
      });
      return await response.json() as Record<string, unknown>;
    }

    it("returns the first send's result for the same Idempotency-Key, and sends once", async () => {
      const first = await send({ 'idempotency-key': 'web-app-send-1' });
      const again = await send({ 'idempotency-key': 'web-app-send-1' });

      expect(first).toMatchObject({ success: true, data: { status: 'sent' } });
      expect(again).toEqual(first);
      expect(fixture.gmail.sent).toHaveLength(1);
      await fixture.settled();
      const rows = (await fixture.loggedRows()).filter((row) => row.tool_call_id === 'idempotency-key:web-app-send-1');
      expect(rows.map((row) => row.replayed)).toEqual([false, true]);
    });

    it("sends again without a key, and never replays one user's send to another", async () => {
      await send({});
      await send({});
      const stranger = await send({ 'idempotency-key': 'web-app-send-1' }, strangerId);

      expect(fixture.gmail.sent).toHaveLength(2);
      expect(stranger).toMatchObject({ success: false, category: 'internal' });
    });

    it("is not blocked by the chat executor's own claim of the same call", async () => {
      const conversationId = (await createConversationsRepository(fixture.database.sql).create({
        agentId: defaultAgentId,
        userId: demoUserId,
      })).id;
      const input = { to: email.to, cc: [], bcc: [], subject: email.subject, body: email.body };
      const chatKey = await idempotencyKeyFor({
        conversationId,
        toolCallId: 'call_chat_1',
        toolName: 'gmail_send_email',
        input,
      });
      await createPostgresIdempotencyStore(fixture.database.sql).claim(chatKey);
      const headers = { 'x-parley-conversation-id': conversationId, 'x-parley-tool-call-id': 'call_chat_1' };

      const first = await fixture.post('gmail-api', { action: 'send_email', params: email, agentId: defaultAgentId }, {
        auth: { serviceFor: demoUserId },
        headers,
      });

      expect(await first.json()).toMatchObject({ success: true, data: { status: 'sent' } });
      expect(fixture.gmail.sent).toHaveLength(1);
      await fixture.settled();
      expect(await fixture.loggedRows({ conversationId })).toMatchObject([{
        tool_call_id: 'call_chat_1',
        idempotency_key: chatKey,
        conversation_id: conversationId,
      }]);
    });
  });
});
