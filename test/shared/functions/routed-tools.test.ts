import { describe, expect, it } from 'vitest';
import { createGmailActions } from '../../../shared/integrations/gmail/gmail-actions.ts';
import { createSearchActions } from '../../../shared/integrations/search/search-actions.ts';
import { missingCredentials } from '../../../shared/functions/missing-credentials.ts';
import { verifyInternalContext } from '../../../shared/functions/internal-caller.ts';
import { createRoutedTools } from '../../../shared/functions/routed-tools.ts';
import { toolCatalog } from '../../../shared/functions/tool-catalog.ts';
import { createMemoryIdempotencyStore, createToolExecutor, type ToolOutcome } from '../../../shared/tools/index.ts';

const serviceKey = 'sb_secret_key-for-routing-tests';
const internalSecret = 'internal-secret-for-routing-tests-0123';
const caller = {
  userId: '00000000-0000-4000-8000-000000000001',
  agentId: '00000000-0000-4000-8000-0000000000a1',
  conversationId: '11111111-1111-4111-8111-111111111111',
  requestId: 'chat-request-0001',
};

/** A routed executor whose "network" answers with `reply` and records what was sent. */
function routedExecutor(reply: (request: Request) => Response | Promise<Response>) {
  const requests: Request[] = [];
  const sleeps: number[] = [];
  const routed = createRoutedTools(toolCatalog, {
    functionsBaseUrl: 'https://project.supabase.co/functions/v1/',
    serviceKey,
    internalSecret,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      requests.push(request.clone());
      return reply(request);
    },
  });
  const executor = createToolExecutor({
    tools: routed.toolsFor({
      enabledTools: toolCatalog.map((spec) => spec.name),
      settings: { searchProviders: ['brave', 'serper'] },
    }),
    idempotencyStore: createMemoryIdempotencyStore(),
    random: () => 0.5,
    sleep: (milliseconds) => {
      sleeps.push(milliseconds);
      return Promise.resolve();
    },
  });
  const run = (name: string, rawArguments: string): Promise<ToolOutcome> =>
    executor.execute({ id: 'call_1', name, arguments: rawArguments }, { caller, attempt: 2 });
  return { requests, sleeps, run, routed };
}

const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** What a function answers for an action it ran (and logged). */
const ran = { tries: 1, replayed: false };

describe('createRoutedTools', () => {
  describe('when a tool runs', () => {
    it('hands the validated call to its function as the service, vouching for the caller in a signed context', async () => {
      const { requests, run } = routedExecutor(() =>
        json({ success: true, data: { status: 'sent', message_id: 'm1' }, run: ran })
      );

      const outcome = await run('gmail_send_email', '{"to": "ada@example.com", "subject": "Hi", "body": "Hello"}');

      expect(outcome).toMatchObject({
        type: 'tool-result',
        output: { status: 'sent', message_id: 'm1' },
        loggedBy: 'gmail-api',
        idempotencyKey: null,
      });
      const [request] = requests;
      expect(request?.url).toBe('https://project.supabase.co/functions/v1/gmail-api');
      expect(request?.method).toBe('POST');
      // Supabase's secret keys are not JWTs: they go in the apikey header, never as a bearer token.
      expect(request?.headers.get('apikey')).toBe(serviceKey);
      expect(request?.headers.has('authorization')).toBe(false);
      expect(
        await verifyInternalContext(
          internalSecret,
          request?.headers.get('x-parley-context') ?? null,
          Date.now() / 1000,
        ),
      ).toEqual({ ...caller, toolCallId: 'call_1', attempt: 2, searchProviders: ['brave', 'serper'] });
      expect(request?.headers.has('idempotency-key')).toBe(false);
      expect(await request?.json()).toEqual({
        action: 'send_email',
        agentId: caller.agentId,
        params: { to: ['ada@example.com'], cc: [], bcc: [], subject: 'Hi', body: 'Hello' },
      });
    });

    it('never reaches the function with arguments the model must fix', async () => {
      const { requests, run } = routedExecutor(() => json({ success: true, data: null, run: ran }));

      const outcome = await run('gmail_send_email', '{"subject": "Hi", "body": "Hello"}');

      expect(requests).toHaveLength(0);
      expect(outcome).toMatchObject({ type: 'tool-error', category: 'needs_input' });
      expect(outcome.loggedBy).toBeUndefined();
    });

    it('sends the coerced arguments of a tool without side effects', async () => {
      const { requests, run } = routedExecutor(() => json({ success: true, data: { results: [] }, run: ran }));

      await run('web_search', '{"query": "tides", "num_results": "2"}');

      expect(requests[0]?.url).toBe('https://project.supabase.co/functions/v1/web-search-api');
      expect(await requests[0]?.json()).toMatchObject({
        action: 'web_search',
        params: { query: 'tides', num_results: 2 },
      });
    });
  });

  describe('when the function answers a failure', () => {
    it("gives the model the function's text unchanged, with its category", async () => {
      const text =
        'Question: Your Gmail account needs to be connected first. Connect your Gmail account under Integrations.';
      const interaction = { kind: 'question', text: text.slice('Question: '.length) };
      const { run } = routedExecutor(() =>
        json({ success: false, category: 'not_configured', error: text, retryable: false, interaction, run: ran }, 403)
      );

      expect(await run('gmail_read_emails', '{}')).toMatchObject({
        type: 'tool-error',
        category: 'not_configured',
        modelMessage: text,
        interaction,
        loggedBy: 'gmail-api',
        detail: { provider: 'gmail-api' },
      });
    });

    it("keeps the function's setup hint on the outcome", async () => {
      const setup = { integration: 'gmail', action: 'connect' };
      const { run } = routedExecutor(() =>
        json(
          {
            success: false,
            category: 'not_configured',
            error: 'Question: Connect Gmail.',
            retryable: false,
            setup,
            run: ran,
          },
          403,
        )
      );

      expect(await run('gmail_read_emails', '{}')).toMatchObject({
        type: 'tool-error',
        category: 'not_configured',
        setup,
      });
    });

    it("drops a setup hint it cannot read, keeping the function's text", async () => {
      const { run } = routedExecutor(() =>
        json({
          success: false,
          category: 'not_configured',
          error: 'Question: Connect Gmail.',
          retryable: false,
          setup: { integration: 'gmail', action: 'click' },
          run: ran,
        }, 403)
      );

      const outcome = await run('gmail_read_emails', '{}');

      expect(outcome).toMatchObject({
        type: 'tool-error',
        category: 'not_configured',
        modelMessage: 'Question: Connect Gmail.',
      });
      expect(outcome).not.toHaveProperty('setup');
    });

    it('gives no setup hint when the function sends none', async () => {
      const { run } = routedExecutor(() =>
        json({
          success: false,
          category: 'not_configured',
          error: 'Question: Enable it in the agent settings.',
          retryable: false,
          run: ran,
        }, 403)
      );

      expect(await run('gmail_read_emails', '{}')).not.toHaveProperty('setup');
    });

    it("treats a refused service call as a fault of the deployment, not the model's", async () => {
      const { run } = routedExecutor(() =>
        json({
          success: false,
          category: 'not_configured',
          error: 'Service calls must carry a valid, fresh x-parley-context header.',
          retryable: false,
        }, 401)
      );

      const outcome = await run('web_search', '{"query": "tides"}');

      expect(outcome).toMatchObject({
        type: 'tool-error',
        category: 'internal',
        modelMessage: 'An unexpected error occurred while executing this tool.',
      });
      expect(outcome.type === 'tool-error' ? outcome.detail.message : '').toMatch(
        /refused the service call: Service calls must carry/,
      );
    });

    it.each([
      ['a gateway error page', () => new Response('<html>502 Bad Gateway</html>', { status: 502 })],
      ['a network failure', () => Promise.reject(new TypeError('fetch failed'))],
    ])('retries an idempotent tool after %s, then reports it unavailable', async (_case, reply) => {
      const { requests, sleeps, run } = routedExecutor(reply);

      const outcome = await run('web_search', '{"query": "tides"}');

      expect(outcome).toMatchObject({ type: 'tool-error', category: 'transient' });
      expect(requests).toHaveLength(3);
      expect(sleeps).toHaveLength(2);
    });

    it('reports an answer it cannot read as internal', async () => {
      const { run } = routedExecutor(() => json({ ok: true }));

      expect(await run('web_search', '{"query": "tides"}')).toMatchObject({ type: 'tool-error', category: 'internal' });
    });
  });

  describe('toolsFor', () => {
    it('keeps the tools the agent enabled', () => {
      const { routed } = routedExecutor(() => json({ success: true, data: null }));

      expect(
        routed.toolsFor({
          enabledTools: ['web_search', 'gmail_send_email', 'not_a_tool'],
          settings: { searchProviders: [] },
        }).map((tool) => tool.name),
      ).toEqual(['gmail_send_email', 'web_search']);
    });
  });
});

describe('toolCatalog', () => {
  it("declares each tool exactly as its function's action does, with a margin on the deadline", () => {
    const actions = [
      ...createGmailActions({ credentials: missingCredentials }).map((action) => ({
        functionName: 'gmail-api',
        name: `gmail_${action.name}`,
        action,
      })),
      ...createSearchActions({ credentials: missingCredentials, resolveHost: () => Promise.resolve([]) }).map((
        action,
      ) => ({ functionName: 'web-search-api', name: action.name, action })),
    ];

    expect(toolCatalog.map((spec) => spec.name)).toEqual(actions.map((entry) => entry.name));
    for (const [index, { functionName, action }] of actions.entries()) {
      const spec = toolCatalog[index];
      expect(spec).toMatchObject({
        functionName,
        action: action.name,
        description: action.description,
        family: action.family,
        sideEffects: action.sideEffects === true,
      });
      expect(spec?.parameters).toBe(action.parameters);
      expect(spec?.coercion).toEqual(action.coercion);
      expect(spec?.timeoutMs).toBe((action.timeoutMs ?? 0) + 5_000);
    }
    expect(toolCatalog.filter((spec) => spec.sideEffects).map((spec) => spec.name)).toEqual(['gmail_send_email']);
  });
});
