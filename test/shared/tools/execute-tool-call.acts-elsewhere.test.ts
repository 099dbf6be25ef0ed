import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { ActedElsewhere } from '../../../shared/tools/acted-elsewhere.ts';
import {
  createMemoryIdempotencyStore,
  defineTool,
  type IdempotencyStore,
  type SideEffectAudit,
  transientFailure,
} from '../../../shared/tools/index.ts';
import { createTestExecutor, failureOf, resultOf, toolCall } from './support/create-test-executor.ts';

const context = {
  attempt: 2,
  caller: { conversationId: 'conv_1', agentId: 'agent_1', userId: 'user_1', requestId: 'req_1' },
};

function routedSend(actsElsewhere: (input: unknown) => Promise<ActedElsewhere>) {
  return defineTool({
    name: 'gmail_send_email',
    description: 'Send an email',
    family: 'email',
    sideEffects: true,
    parameters: z.object({ to: z.array(z.email()).min(1), subject: z.string(), body: z.string() }),
    actsElsewhere: (input) => actsElsewhere(input),
  });
}

function routedSearch(actsElsewhere: (input: unknown) => Promise<ActedElsewhere>) {
  return defineTool({
    name: 'web_search',
    description: 'Search the web',
    family: 'search',
    parameters: z.object({ query: z.string().min(1) }),
    actsElsewhere: (input) => actsElsewhere(input),
  });
}

function acted(result: ActedElsewhere['result'], tries = 1): ActedElsewhere {
  return { kind: 'acted-elsewhere', loggedBy: 'gmail-api', tries, replayed: false, result };
}

function spyStore(): IdempotencyStore & { claims: string[] } {
  const store = createMemoryIdempotencyStore();
  const claims: string[] = [];
  return {
    claims,
    claim: (key) => {
      claims.push(key);
      return store.claim(key);
    },
    complete: (key, record) => store.complete(key, record),
    release: (key) => store.release(key),
  };
}

function spyAudit(): SideEffectAudit & { begun: number } {
  const audit = {
    begun: 0,
    begin: () => {
      audit.begun += 1;
      return Promise.resolve('intent_1');
    },
    complete: () => Promise.resolve(),
  };
  return audit;
}

describe('executeToolCall for a tool that acts elsewhere', () => {
  describe('when the arguments are valid', () => {
    it('hands the validated input over once and claims, audits nothing here', async () => {
      const delegate = vi.fn(() => Promise.resolve(acted({ type: 'tool-result', output: { messageId: 'm1' } })));
      const store = spyStore();
      const audit = spyAudit();
      const { executor } = createTestExecutor([routedSend(delegate)], {
        idempotencyStore: store,
        sideEffectAudit: audit,
      });

      const outcome = resultOf(
        await executor.execute(
          toolCall('gmail_send_email', { to: ['ana@example.com'], subject: 'Hi', body: 'Hello' }),
          context,
        ),
      );

      expect(delegate).toHaveBeenCalledTimes(1);
      expect(delegate).toHaveBeenCalledWith({ to: ['ana@example.com'], subject: 'Hi', body: 'Hello' });
      expect(store.claims).toEqual([]);
      expect(audit.begun).toBe(0);
      expect(outcome).toMatchObject({ output: { messageId: 'm1' }, loggedBy: 'gmail-api', attempt: 2 });
    });

    it('numbers the attempt after the tries the other side made', async () => {
      const delegate = () => Promise.resolve(acted({ type: 'tool-result', output: [] }, 3));
      const { executor } = createTestExecutor([routedSearch(delegate)]);

      const outcome = await executor.execute(toolCall('web_search', { query: 'parley' }), context);

      expect(outcome.attempt).toBe(4);
      expect(outcome.earlierAttempts).toEqual([]);
    });

    it("carries the other side's question as a value and its words unchanged", async () => {
      const delegate = () =>
        Promise.resolve(acted({
          type: 'tool-error',
          category: 'not_configured',
          modelMessage: 'Question: Your Gmail account needs to be connected first.',
          interaction: { kind: 'question', text: 'Your Gmail account needs to be connected first.' },
          setup: { integration: 'gmail', action: 'connect' },
          detail: 'gmail-api answered not_configured',
        }));
      const { executor } = createTestExecutor([routedSend(delegate)]);

      const outcome = failureOf(
        await executor.execute(toolCall('gmail_send_email', { to: ['ana@example.com'], subject: 'Hi', body: 'x' })),
      );

      expect(outcome).toMatchObject({
        category: 'not_configured',
        modelMessage: 'Question: Your Gmail account needs to be connected first.',
        interaction: { kind: 'question', text: 'Your Gmail account needs to be connected first.' },
        setup: { integration: 'gmail', action: 'connect' },
        loggedBy: 'gmail-api',
        modelRetry: false,
      });
    });
  });

  describe('when the arguments are not valid', () => {
    it('answers with feedback and never reaches the other side', async () => {
      const delegate = vi.fn(() => Promise.resolve(acted({ type: 'tool-result', output: null })));
      const { executor } = createTestExecutor([routedSend(delegate)]);

      const outcome = failureOf(await executor.execute(toolCall('gmail_send_email', { subject: 'Hi', body: 'x' })));

      expect(delegate).not.toHaveBeenCalled();
      expect(outcome.category).toBe('needs_input');
      expect(outcome.interaction?.text).toMatch(/^Who should I send this email to\?/);
      expect(outcome.loggedBy).toBeUndefined();
    });
  });

  describe('when the other side cannot be reached', () => {
    it("retries a read-only hand-over, and the failures are this side's to log", async () => {
      const delegate = vi.fn(() => Promise.reject(transientFailure({ reason: 'network', provider: 'web-search-api' })));
      const { executor } = createTestExecutor([routedSearch(delegate)]);

      const outcome = failureOf(await executor.execute(toolCall('web_search', { query: 'parley' })));

      expect(delegate).toHaveBeenCalledTimes(3);
      expect(outcome.category).toBe('transient');
      expect(outcome.loggedBy).toBeUndefined();
      expect(outcome.earlierAttempts).toHaveLength(2);
    });

    it('never retries a side effect', async () => {
      const delegate = vi.fn(() => Promise.reject(transientFailure({ reason: 'network', provider: 'gmail-api' })));
      const { executor } = createTestExecutor([routedSend(delegate)]);

      await executor.execute(toolCall('gmail_send_email', { to: ['ana@example.com'], subject: 'Hi', body: 'x' }));

      expect(delegate).toHaveBeenCalledTimes(1);
    });
  });
});

describe('actOnValidated', () => {
  it('acts on the input as given, claiming and auditing once on this side', async () => {
    const handler = vi.fn((_input: unknown) => ({ messageId: 'm1' }));
    const store = spyStore();
    const audit = spyAudit();
    const tool = defineTool({
      name: 'gmail_send_email',
      description: 'Send an email',
      sideEffects: true,
      parameters: z.object({ to: z.array(z.string()) }),
      execute: (input) => handler(input),
    });
    const { executor } = createTestExecutor([tool], { idempotencyStore: store, sideEffectAudit: audit });

    const outcome = resultOf(
      await executor.actOnValidated(toolCall('gmail_send_email', '{}'), { to: ['ana@example.com'] }, context),
    );

    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler.mock.calls[0]?.[0]).toEqual({ to: ['ana@example.com'] });
    expect(store.claims).toHaveLength(1);
    expect(audit.begun).toBe(1);
    expect(outcome.attempt).toBe(2);
  });

  it('answers an unknown name as not found, naming the tools there are', async () => {
    const tool = defineTool({ name: 'web_search', description: 'Search', parameters: z.object({}), execute: () => [] });
    const { executor } = createTestExecutor([tool]);

    const outcome = failureOf(await executor.actOnValidated(toolCall('web_serch', '{}'), {}));

    expect(outcome.category).toBe('not_found');
    expect(outcome.modelMessage).toContain('web_search');
  });
});
