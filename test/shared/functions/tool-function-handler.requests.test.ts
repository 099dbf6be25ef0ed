import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createToolFunctionsFixture,
  defaultAgentId,
  demoUserId,
  type ToolFunctionsFixture,
} from './support/tool-functions-fixture.ts';

const otherUserId = '00000000-0000-4000-8000-0000000000c3';
const email = { to: ['ada@example.com'], subject: 'Hello', body: 'Hi Ada' };

describe('tool functions: requests', () => {
  let fixture: ToolFunctionsFixture;
  let othersAgentId: string;
  let readOnlyAgentId: string;

  beforeAll(async () => {
    fixture = await createToolFunctionsFixture();
    await fixture.connectDemoUser();
    await fixture.database.sql.query(`insert into auth.users (id, email) values ($1, 'other@parley.test')`, [
      otherUserId,
    ]);
    othersAgentId = (await fixture.agents.create({
      ownerId: otherUserId,
      name: 'Theirs',
      enabledTools: ['gmail_send_email', 'web_search'],
    })).id;
    readOnlyAgentId =
      (await fixture.agents.create({ ownerId: demoUserId, name: 'Reader', enabledTools: ['gmail_read_emails'] })).id;
  });
  afterAll(() => fixture.close());
  beforeEach(() => fixture.resetStandIns());

  /** The body of a request refused before any action ran: no `run`, nothing logged. */
  async function failureOf(response: Response): Promise<Record<string, unknown>> {
    const body = await response.json() as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['category', 'error', 'retryable', 'success']);
    expect(body.success).toBe(false);
    return body;
  }

  /** The body of a failed action, which the function ran and logged: it carries `run`. */
  async function actionFailureOf(response: Response): Promise<Record<string, unknown>> {
    const body = await response.json() as Record<string, unknown>;
    expect(body).toMatchObject({ success: false, run: { tries: 1, replayed: false } });
    return body;
  }

  describe("when the agent is not the caller's", () => {
    it.each([
      ["another user's agent", () => othersAgentId],
      ['an agent that does not exist', () => '00000000-0000-4000-8000-0000000000ff'],
    ])('answers 404 for %s and does nothing', async (_case, agentId) => {
      const response = await fixture.post('gmail-api', { action: 'send_email', params: email, agentId: agentId() });

      expect(response.status).toBe(404);
      expect(await failureOf(response)).toEqual({
        success: false,
        category: 'not_found',
        error: 'Agent not found.',
        retryable: false,
      });
      expect(fixture.gmail.requests).toHaveLength(0);
    });
  });

  describe('when the agent has not enabled the tool', () => {
    it('answers 403 with a question, sends nothing, and logs the refusal', async () => {
      const response = await fixture.post('gmail-api', {
        action: 'send_email',
        params: email,
        agentId: readOnlyAgentId,
      });

      expect(response.status).toBe(403);
      expect(await actionFailureOf(response)).toEqual({
        success: false,
        category: 'not_configured',
        retryable: false,
        error:
          'Question: The gmail_send_email tool is not enabled for this agent. Please enable it in the agent settings.',
        interaction: {
          kind: 'question',
          text: 'The gmail_send_email tool is not enabled for this agent. Please enable it in the agent settings.',
        },
        run: { tries: 1, replayed: false },
      });
      expect(fixture.gmail.requests).toHaveLength(0);
      await fixture.settled();
      expect(await fixture.loggedRows({ requestId: response.headers.get('x-request-id') ?? '' })).toMatchObject([
        {
          source: 'gmail-api',
          requested_tool_name: 'gmail_send_email',
          status: 'error',
          category: 'not_configured',
          agent_id: readOnlyAgentId,
          input: { to: ['ada@example.com'] },
        },
      ]);
    });
  });

  describe('when the action does not exist', () => {
    it('answers 404 naming the actions there are, closest first', async () => {
      const response = await fixture.post('gmail-api', { action: 'send_mail', params: email, agentId: defaultAgentId });

      expect(response.status).toBe(404);
      const body = await actionFailureOf(response);
      expect(body).toMatchObject({ category: 'not_found', retryable: true });
      expect(body.error).toBe(
        "Tool `send_mail` is not available. Did you mean `send_email` (Send an email from the user's connected Gmail account.), `read_emails`, `search_emails`?",
      );
    });

    it('lists the search actions on web-search-api', async () => {
      const response = await fixture.post('web-search-api', {
        action: 'search_the_web',
        params: {},
        agentId: defaultAgentId,
      });

      expect(response.status).toBe(404);
      const { error } = await actionFailureOf(response);
      for (const action of ['web_search', 'news_search', 'scrape_and_summarize']) expect(error).toContain(action);
    });
  });

  describe('when the body is not a valid request', () => {
    const valid = { action: 'send_email', params: email, agentId: defaultAgentId };

    it.each([
      ['not JSON', 'action=send_email', {}, 400, /^The body is not valid JSON\.$/],
      [
        'sent as text/plain',
        JSON.stringify(valid),
        { 'content-type': 'text/plain' },
        415,
        /Content-Type: application\/json/,
      ],
      [
        'with params that are not an object',
        JSON.stringify({ ...valid, params: ['ada@example.com'] }),
        {},
        400,
        /params: /,
      ],
      [
        'with a field the protocol does not have',
        JSON.stringify({ ...valid, priority: 'high' }),
        {},
        400,
        /Unrecognized key: "priority"/,
      ],
      [
        'huge',
        JSON.stringify({ ...valid, params: { ...email, body: 'x'.repeat(300 * 1024) } }),
        {},
        413,
        /larger than 262144 bytes/,
      ],
    ])('refuses a body %s (%#)', async (_case, body, headers, status, error) => {
      const response = await fixture.post('gmail-api', body, { headers });

      expect(response.status).toBe(status);
      const failure = await failureOf(response);
      expect(failure).toMatchObject({ category: 'invalid_arguments', retryable: false });
      expect(failure.error).toMatch(error);
      expect(fixture.gmail.requests).toHaveLength(0);
    });

    describe('when action or agentId is missing or malformed', () => {
      it.each(
        [
          [
            'gmail-api',
            'without action',
            { params: email, agentId: defaultAgentId },
            'Question: Which action should I run? Send `action` as one of: send_email, read_emails, search_emails.',
          ],
          [
            'gmail-api',
            'with a blank action',
            { ...valid, action: '  ' },
            'Question: Which action should I run? Send `action` as one of: send_email, read_emails, search_emails (received "  ").',
          ],
          [
            'web-search-api',
            'without action',
            { params: { query: 'tides' }, agentId: defaultAgentId },
            'Question: Which action should I run? Send `action` as one of: web_search, news_search, scrape_and_summarize.',
          ],
          [
            'gmail-api',
            'without agentId',
            { action: 'send_email', params: email },
            'Question: Which agent is this for? Send `agentId` as the id (a UUID) of one of your agents.',
          ],
          [
            'gmail-api',
            'with an agentId that is not a UUID',
            { ...valid, agentId: 'agent-1' },
            'Question: Which agent is this for? Send `agentId` as the id (a UUID) of one of your agents (received "agent-1").',
          ],
          [
            'web-search-api',
            'without either',
            { params: {} },
            'Question: Which action should I run? Send `action` as one of: web_search, news_search, scrape_and_summarize. ' +
            'Question: Which agent is this for? Send `agentId` as the id (a UUID) of one of your agents.',
          ],
        ] as const,
      )('%s asks what to send %s, with a 400 (%#)', async (functionName, _case, body, question) => {
        const response = await fixture.post(functionName, body);

        expect(response.status).toBe(400);
        expect(await failureOf(response)).toEqual({
          success: false,
          category: 'invalid_arguments',
          error: question,
          retryable: false,
        });
        expect(fixture.gmail.requests).toHaveLength(0);
      });

      it('names the other problems after the question', async () => {
        const response = await fixture.post('gmail-api', { params: [], agentId: defaultAgentId });

        const { error } = await failureOf(response);
        expect(error).toMatch(/^Question: Which action should I run\?.* Also: params: /);
      });

      it('never says the body is not valid', async () => {
        const response = await fixture.post('gmail-api', { agentId: 'x' });

        expect((await failureOf(response)).error).not.toContain('The body is not valid');
      });
    });

    it('answers 405 with Allow to anything but POST, and the CORS preflight with 200', async () => {
      const get = await fixture.handlers['gmail-api'](new Request('http://127.0.0.1/functions/v1/gmail-api'));
      const preflight = await fixture.handlers['gmail-api'](
        new Request('http://127.0.0.1/functions/v1/gmail-api', { method: 'OPTIONS' }),
      );

      expect(get.status).toBe(405);
      expect(get.headers.get('allow')).toBe('POST, OPTIONS');
      expect(await failureOf(get)).toMatchObject({ category: 'invalid_arguments' });
      expect(preflight.status).toBe(200);
      expect(preflight.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS');
    });
  });

  describe('when the caller sends its own x-request-id', () => {
    it('files the row and the answer under an id the function made, not the one sent', async () => {
      const response = await fixture.post('gmail-api', {
        action: 'send_email',
        params: email,
        agentId: readOnlyAgentId,
      }, {
        headers: { 'x-request-id': 'chosen-by-client-0001' },
      });
      await fixture.settled();
      const requestId = response.headers.get('x-request-id') ?? '';

      expect(requestId).not.toBe('chosen-by-client-0001');
      expect(await fixture.loggedRows({ requestId: 'chosen-by-client-0001' })).toEqual([]);
      expect(await fixture.loggedRows({ requestId })).toMatchObject([{
        request_id: requestId,
        agent_id: readOnlyAgentId,
      }]);
    });
  });
});
