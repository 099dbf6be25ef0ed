import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { toolCatalog } from '../../../shared/functions/tool-catalog.ts';
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
import { createToolIntentsRepository } from '../../../shared/db/repositories/tool-intents-repository.ts';

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

  /** The arguments as chat hands them over: validated (defaults filled in) by the tool's own
   * schema; as sent when chat would not know the action. */
  function validatedAsChat(functionName: ToolFunctionName, action: string, params: Record<string, unknown>): unknown {
    const spec = toolCatalog.find((candidate) =>
      candidate.functionName === functionName && candidate.action === action
    );
    const parsed = spec?.parameters.safeParse(params);
    return parsed?.success === true ? parsed.data : params;
  }

  /** Calls a function as chat does (a new tool call id each time; the user's own token with
   * `asUser`), then reads its answer and its log rows. */
  async function call(
    functionName: ToolFunctionName,
    action: string,
    params: Record<string, unknown>,
    options: { agentId?: string; user?: string; asUser?: boolean } = {},
  ): Promise<Answered> {
    const user = options.user ?? demoUserId;
    const agentId = options.agentId ?? defaultAgentId;
    const response = options.asUser === true
      ? await fixture.post(functionName, { action, params, agentId }, { auth: { user } })
      : await fixture.post(functionName, { action, params: validatedAsChat(functionName, action, params), agentId }, {
        auth: { serviceFor: user, context: { toolCallId: `call_${crypto.randomUUID().slice(0, 8)}` } },
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
      expect(Object.keys(body).sort()).toEqual(['data', 'run', 'success']);
      expect(body).toMatchObject({ success: true, data: { query: 'why do tides happen', provider: 'serper' } });
      expect(body.run).toEqual({ tries: 1, replayed: false });
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
        run: { tries: 1, replayed: false },
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
          asUser: true,
          error:
            'Question: Who should I send this email to? Please provide the recipient email address.\n(`gmail_send_email` is missing `to`.)',
          interaction: {
            kind: 'question',
            text: 'Who should I send this email to? Please provide the recipient email address.',
          },
          field: 'to',
        },
        {
          category: 'invalid_arguments',
          status: 400,
          retryable: true,
          functionName: 'gmail-api',
          action: 'send_email',
          params: { ...email, to: ['not-an-email'] },
          asUser: true,
          error:
            'Question: There seems to be an issue with the email address format: "not-an-email" Please check that the recipient email address is valid.',
          interaction: {
            kind: 'question',
            text:
              'There seems to be an issue with the email address format: "not-an-email" Please check that the recipient email address is valid.',
          },
          field: 'to[0]',
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
          interaction: {
            kind: 'question',
            text:
              'No API key found for Serper. Add your Serper API key under Integrations before I can perform web searches.',
          },
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
      "answers $category with HTTP $status, the model's text, retryable $retryable, what it asks and the run",
      async (expected) => {
        const agentId = 'user' in expected ? strangersAgentId : defaultAgentId;
        const { status, body, rows } = await call(expected.functionName, expected.action, expected.params, {
          agentId,
          user: 'user' in expected ? expected.user : demoUserId,
          asUser: 'asUser' in expected,
        });

        expect(status).toBe(expected.status);
        expect(body).toEqual({
          success: false,
          category: expected.category,
          error: expected.error,
          retryable: expected.retryable,
          ...('interaction' in expected ? { interaction: expected.interaction } : {}),
          ...('field' in expected ? { field: expected.field } : {}),
          ...('setup' in expected ? { setup: expected.setup } : {}),
          run: { tries: 1, replayed: false },
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
        run: { tries: 3, replayed: false },
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

    it("retries the provider for the chat function too, and reports the tries it made as the run's", async () => {
      fixture.serper.override = () => ({ status: 503, json: { message: 'Service Unavailable' } });

      const { status, body, rows } = await call('web-search-api', 'web_search', { query: 'tides' });

      expect(status).toBe(503);
      expect(body).toMatchObject({ category: 'transient', run: { tries: 3, replayed: false } });
      expect(fixture.serper.requests).toHaveLength(3);
      expect(rows.map((row) => [row.source, row.attempt, row.category])).toEqual([
        ['web-search-api', 1, 'transient'],
        ['web-search-api', 2, 'transient'],
        ['web-search-api', 3, 'transient'],
      ]);
    });

    it("numbers a chat call's tries from the attempt its context names", async () => {
      fixture.serper.override = () => ({ status: 503, json: { message: 'Service Unavailable' } });

      const response = await fixture.post('web-search-api', {
        action: 'web_search',
        params: { query: 'tides', num_results: 5 },
        agentId: defaultAgentId,
      }, { auth: { serviceFor: demoUserId, context: { toolCallId: 'call_round_2', attempt: 2 } } });
      await fixture.settled();

      expect(response.status).toBe(503);
      expect(
        (await fixture.loggedRows({ requestId: response.headers.get('x-request-id') ?? '' })).map((row) => row.attempt),
      ).toEqual([2, 3, 4]);
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
      expect(again).toEqual({ ...first, run: { tries: 1, replayed: true } });
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

    it('claims, audits and logs a routed send once per attempt, and replays its repeat without sending again', async () => {
      const conversationId = (await createConversationsRepository(fixture.database.sql).create({
        agentId: defaultAgentId,
        userId: demoUserId,
      })).id;
      // As chat hands it over: validated, defaults filled in.
      const input = { to: email.to, cc: [], bcc: [], subject: email.subject, body: email.body };
      const auth = { serviceFor: demoUserId, context: { conversationId, toolCallId: 'call_chat_1' } };
      const send = async () =>
        await (await fixture.post('gmail-api', { action: 'send_email', params: input, agentId: defaultAgentId }, {
          auth,
        })).json() as Record<string, unknown>;

      const first = await send();
      const again = await send();

      expect(first).toMatchObject({ success: true, data: { status: 'sent' }, run: { tries: 1, replayed: false } });
      expect(again).toEqual({ ...first, run: { tries: 1, replayed: true } });
      expect(fixture.gmail.sent).toHaveLength(1);
      await fixture.settled();
      const key = await idempotencyKeyFor({
        userId: demoUserId,
        conversationId,
        toolCallId: 'call_chat_1',
        toolName: 'gmail_send_email',
        input,
      });
      // Every source's rows: the function's are the only ones.
      const rows = await fixture.database.sql.query<{ source: string; idempotency_key: string; replayed: boolean }>(
        `select source, idempotency_key, replayed from public.tool_executions where conversation_id = $1
         order by created_at, id`,
        [conversationId],
      );
      expect(rows).toEqual([
        { source: 'gmail-api', idempotency_key: key, replayed: false },
        { source: 'gmail-api', idempotency_key: key, replayed: true },
      ]);
      const intents = (await createToolIntentsRepository(fixture.database.sql).listForAgent(defaultAgentId))
        .filter((intent) => intent.conversationId === conversationId);
      expect(intents.map((intent) => [intent.source, intent.toolCallId, intent.idempotencyKey, intent.outcome]))
        .toEqual([['gmail-api', 'call_chat_1', key, 'success']]);
    });
  });
});
