import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Agent } from '../../../shared/db/repositories/agents-repository.ts';
import { createRoutedTools } from '../../../shared/functions/routed-tools.ts';
import { toolCatalog } from '../../../shared/functions/tool-catalog.ts';
import {
  createMemoryIdempotencyStore,
  createToolExecutor,
  type ToolExecutor,
  type ToolOutcome,
} from '../../../shared/tools/index.ts';
import { parseEntity } from '../integrations/gmail/support/raw-message.ts';
import {
  createToolFunctionsFixture,
  defaultAgentId,
  demoUserId,
  type ToolFunctionName,
  type ToolFunctionsFixture,
} from './support/tool-functions-fixture.ts';
import { createConversationsRepository } from '../../../shared/db/repositories/conversations-repository.ts';
import { createToolIntentsRepository } from '../../../shared/db/repositories/tool-intents-repository.ts';

const functionsBaseUrl = 'http://functions.test/functions/v1';
const completeEmail = JSON.stringify({
  to: 'ada@example.com',
  subject: 'Tide tables',
  body: 'Here are the tide tables.',
});

describe('the chat executor → tool function → provider path', () => {
  let fixture: ToolFunctionsFixture;
  let agent: Agent;
  /** The function every routed call reached, in order. */
  const dispatched: ToolFunctionName[] = [];
  /** Backoffs the chat executor asked for (the functions' own are in `fixture.sleeps`). */
  const chatSleeps: number[] = [];
  let routed: ReturnType<typeof createRoutedTools>;

  beforeAll(async () => {
    fixture = await createToolFunctionsFixture();
    await fixture.connectDemoUser();
    const found = await fixture.agents.findForOwner(defaultAgentId, demoUserId);
    if (found === null) throw new Error('The seeded demo agent is missing.');
    agent = found;
    // chat reaches the functions over HTTP; here the "network" hands each request to the real handler.
    const dispatch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
      const request = new Request(input, init);
      const name = new URL(request.url).pathname.replace('/functions/v1/', '');
      if (name !== 'gmail-api' && name !== 'web-search-api') return new Response('no such function', { status: 404 });
      dispatched.push(name);
      return fixture.handlers[name](request);
    };
    routed = createRoutedTools(toolCatalog, {
      functionsBaseUrl,
      serviceKey: fixture.serviceRoleKey,
      internalSecret: fixture.serviceRoleKey,
      fetch: dispatch,
    });
  });
  afterAll(() => fixture.close());
  beforeEach(() => {
    fixture.resetStandIns();
    dispatched.length = 0;
    chatSleeps.length = 0;
  });

  /** A chat-side executor over the agent's routed tools, as one chat worker has it. */
  function chatExecutor(): ToolExecutor {
    return createToolExecutor({
      tools: routed.toolsFor(agent),
      idempotencyStore: createMemoryIdempotencyStore(),
      // As chat-function.ts wires it: chat's own audit, for the side effects it runs itself.
      sideEffectAudit: createToolIntentsRepository(fixture.database.sql).auditFor('chat'),
      sleep: (milliseconds) => {
        chatSleeps.push(milliseconds);
        return Promise.resolve();
      },
      random: () => 0.5,
    });
  }

  /** A conversation of the demo user's: the tool functions accept only the caller's own. */
  async function newConversation(): Promise<string> {
    return (await createConversationsRepository(fixture.database.sql).create({ agentId: agent.id, userId: demoUserId }))
      .id;
  }

  async function run(
    executor: ToolExecutor,
    name: string,
    rawArguments: string,
    ids: { call?: string; conversation?: string } = {},
  ): Promise<ToolOutcome> {
    return executor.execute(
      { id: ids.call ?? `call_${crypto.randomUUID().slice(0, 8)}`, name, arguments: rawArguments },
      {
        caller: {
          userId: demoUserId,
          agentId: agent.id,
          conversationId: ids.conversation ?? await newConversation(),
          requestId: `chat-request-${crypto.randomUUID()}`,
        },
      },
    );
  }

  it('offers the model exactly the tools the agent enabled', () => {
    expect(chatExecutor().registry.names).toEqual(
      agent.enabledTools.filter((name) => toolCatalog.some((spec) => spec.name === name)),
    );
  });

  describe('when the model sends an email without a recipient', () => {
    it('gets the question from chat, without a hop to gmail-api, and chat logs the refusal', async () => {
      const conversation = await newConversation();
      const outcome = await run(
        chatExecutor(),
        'gmail_send_email',
        JSON.stringify({ subject: 'Tide tables', body: 'Here they are.' }),
        { conversation },
      );

      expect(outcome).toMatchObject({ type: 'tool-error', category: 'needs_input', modelRetry: true, field: 'to' });
      expect(outcome.modelMessage).toBe(
        'Question: Who should I send this email to? Please provide the recipient email address.\n(`gmail_send_email` is missing `to`.)',
      );
      expect(outcome.type === 'tool-error' ? outcome.interaction : null).toEqual({
        kind: 'question',
        text: 'Who should I send this email to? Please provide the recipient email address.',
      });
      // Nobody else logged it: the chat function writes its one row.
      expect(outcome.loggedBy).toBeUndefined();
      expect(dispatched).toEqual([]);
      expect(fixture.gmail.requests).toHaveLength(0);
      await fixture.settled();
      expect(await fixture.loggedRows({ conversationId: conversation })).toEqual([]);
    });

    it("gets the same question from gmail-api when a user's own call sends it there", async () => {
      const direct = await fixture.post('gmail-api', {
        action: 'send_email',
        params: { subject: 'Tide tables', body: 'Here they are.' },
        agentId: agent.id,
      });

      expect(await direct.json()).toMatchObject({
        error:
          'Question: Who should I send this email to? Please provide the recipient email address.\n(`gmail_send_email` is missing `to`.)',
        interaction: {
          kind: 'question',
          text: 'Who should I send this email to? Please provide the recipient email address.',
        },
        field: 'to',
      });
      expect(fixture.gmail.requests).toHaveLength(0);
    });
  });

  describe('when the model sends a complete email', () => {
    it('is sent once through Gmail, and every repeat of the same call is replayed by gmail-api', async () => {
      const ids = { call: 'call_send_1', conversation: await newConversation() };
      const executor = chatExecutor();

      const sent = await run(executor, 'gmail_send_email', completeEmail, ids);
      const repeatedHere = await run(executor, 'gmail_send_email', completeEmail, ids);
      // Another chat worker: gmail-api's record answers it the same.
      const repeatedElsewhere = await run(chatExecutor(), 'gmail_send_email', completeEmail, ids);

      expect(sent).toMatchObject({
        type: 'tool-result',
        output: { status: 'sent', message_id: 'sent-1', to: ['ada@example.com'] },
      });
      expect(repeatedHere).toMatchObject({
        type: 'tool-result',
        replayed: true,
        output: sent.type === 'tool-result' ? sent.output : null,
      });
      expect(repeatedElsewhere).toMatchObject({
        type: 'tool-result',
        replayed: true,
        output: sent.type === 'tool-result' ? sent.output : null,
      });
      // Chat claims nothing itself: every repeat reaches gmail-api, which logged each one.
      expect([sent, repeatedHere, repeatedElsewhere].map((outcome) => outcome.loggedBy)).toEqual([
        'gmail-api',
        'gmail-api',
        'gmail-api',
      ]);
      expect(fixture.gmail.sent).toHaveLength(1);
      expect(dispatched).toEqual(['gmail-api', 'gmail-api', 'gmail-api']);
      // One audit row for the one send, written by gmail-api before the Gmail call; chat's
      // executor writes none for a routed tool.
      const intents = (await createToolIntentsRepository(fixture.database.sql).listForAgent(agent.id))
        .filter((intent) => intent.toolCallId === 'call_send_1');
      expect(intents.map((intent) => [intent.source, intent.outcome])).toEqual([['gmail-api', 'success']]);
      const message = parseEntity(Buffer.from(fixture.gmail.sent[0]?.raw ?? '', 'base64url').toString('utf8'));
      expect([message.header('To'), message.header('Subject')]).toEqual(['ada@example.com', 'Tide tables']);
      expect(fixture.gmail.requests[0]?.headers.authorization).toBe('Bearer ya29.tool-functions-access-token');
      await fixture.settled();
      expect(
        (await fixture.loggedRows({ conversationId: ids.conversation })).map((
          row,
        ) => [row.source, row.requested_tool_name, row.tool_call_id, row.provider, row.replayed]),
      )
        .toEqual([
          ['gmail-api', 'gmail_send_email', 'call_send_1', 'gmail', false],
          ['gmail-api', 'gmail_send_email', 'call_send_1', 'gmail', true],
          ['gmail-api', 'gmail_send_email', 'call_send_1', 'gmail', true],
        ]);
    });
  });

  describe('when the model searches the web', () => {
    it('gets normalized results from Serper', async () => {
      const outcome = await run(chatExecutor(), 'web_search', '{"query": "why do tides happen", "num_results": "3"}');

      expect(outcome.type).toBe('tool-result');
      expect(outcome.type === 'tool-result' ? outcome.output : null).toEqual({
        query: 'why do tides happen',
        provider: 'serper',
        results: [
          {
            title: 'Tides & the Moon',
            link: 'https://www.example.org/tides',
            snippet: 'How the moon pulls the oceans.',
            date: '2 days ago',
            source: 'example.org',
          },
          {
            title: 'Spring and neap tides',
            link: 'https://ocean.example.com/spring-neap',
            snippet: 'Why tidal ranges change.',
            source: 'ocean.example.com',
          },
        ],
      });
      expect(fixture.serper.requests).toMatchObject([{
        method: 'POST',
        path: '/search',
        headers: { 'x-api-key': 'serper-tool-functions-key-9f8e7d6c' },
      }]);
      expect(JSON.parse(fixture.serper.requests[0]?.body ?? '{}')).toMatchObject({ q: 'why do tides happen', num: 3 });
    });

    it('is asked for a key when the user has none', async () => {
      await fixture.credentials.markStatus(demoUserId, 'serper', 'revoked');
      try {
        const outcome = await run(chatExecutor(), 'web_search', '{"query": "tides"}');

        expect(outcome).toMatchObject({ type: 'tool-error', category: 'not_configured', modelRetry: false });
        expect(outcome.modelMessage).toBe(
          'Question: No API key found for Serper. Add your Serper API key under Integrations before I can perform web searches.',
        );
        expect(outcome).toMatchObject({ setup: { integration: 'serper', action: 'add_key' } });
        expect(fixture.serper.requests).toHaveLength(0);
      } finally {
        await fixture.connectDemoUser();
      }
    });
  });

  describe('when the user has no Gmail connection', () => {
    it('is asked to connect Gmail under Integrations, with the setup hint gmail-api sent', async () => {
      await fixture.credentials.markStatus(demoUserId, 'gmail', 'revoked');
      try {
        const outcome = await run(chatExecutor(), 'gmail_read_emails', '{}');

        expect(outcome).toMatchObject({
          type: 'tool-error',
          category: 'not_configured',
          setup: { integration: 'gmail', action: 'connect' },
        });
        expect(outcome.modelMessage).toBe(
          'Question: Your Gmail account needs to be connected first. Connect your Gmail account under Integrations.',
        );
        expect(dispatched).toEqual(['gmail-api']);
      } finally {
        await fixture.connectDemoUser();
      }
    });
  });

  describe('when the provider answers 503', () => {
    it('retries a search, the blip passing unnoticed by the model', async () => {
      let calls = 0;
      fixture.serper.override =
        () => (calls++ === 0
          ? { status: 503, json: { message: 'Service Unavailable' } }
          : { status: 200, json: { organic: [] } });

      const outcome = await run(chatExecutor(), 'web_search', '{"query": "tides"}');

      expect(outcome).toMatchObject({ type: 'tool-result', output: { results: [], provider: 'serper' } });
      expect(fixture.serper.requests).toHaveLength(2);
      // The retry was web-search-api's own, within the one hop.
      expect(dispatched).toEqual(['web-search-api']);
      expect(chatSleeps).toHaveLength(0);
    });

    it('retries a search that keeps failing in web-search-api alone, then tells the model it is unavailable', async () => {
      fixture.serper.override = () => ({ status: 503, json: { message: 'Service Unavailable' } });
      const conversation = await newConversation();
      const sleepsBefore = fixture.sleeps.length;

      const outcome = await run(chatExecutor(), 'web_search', '{"query": "tides"}', { conversation });

      expect(outcome).toMatchObject({
        type: 'tool-error',
        category: 'transient',
        modelRetry: false,
        attempt: 3,
        earlierAttempts: [],
        loggedBy: 'web-search-api',
      });
      expect(outcome.modelMessage).toBe(
        '`web_search` is temporarily unavailable (its service did not answer). Try again later or continue without it.',
      );
      // One hop; web-search-api tries three times (two backoffs) and chat does not retry,
      // so the upstream sees three requests, not nine.
      expect(dispatched).toEqual(['web-search-api']);
      expect(chatSleeps).toHaveLength(0);
      expect(fixture.sleeps.length - sleepsBefore).toBe(2);
      expect(fixture.serper.requests).toHaveLength(3);
      await fixture.settled();
      expect(
        (await fixture.loggedRows({ conversationId: conversation })).map((row) => [row.source, row.attempt]),
      ).toEqual([['web-search-api', 1], ['web-search-api', 2], ['web-search-api', 3]]);
    });

    it('never retries a send', async () => {
      fixture.gmail.script('send', {
        status: 503,
        body: { error: { code: 503, message: 'The service is currently unavailable.', status: 'UNAVAILABLE' } },
      });

      const outcome = await run(chatExecutor(), 'gmail_send_email', completeEmail);

      expect(outcome).toMatchObject({ type: 'tool-error', category: 'transient', earlierAttempts: [] });
      // Not in the Sent mailbox right after the 503: Gmail's search may lag, so not yet known.
      expect(outcome.modelMessage).toMatch(/^The email MAY HAVE BEEN SENT: .* Do not send it again now\./);
      expect(chatSleeps).toHaveLength(0);
      expect(fixture.gmail.requests.filter((request) => request.path.endsWith('/send'))).toHaveLength(1);
      expect(fixture.gmail.sent).toHaveLength(0);
    });
  });
});
