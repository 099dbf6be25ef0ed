import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  createMemoryIdempotencyStore,
  defineTool,
  type SideEffectAudit,
  type SideEffectIntent,
  type SideEffectResult,
  ToolError,
  type ToolHandlerContext,
} from '../../../shared/tools/index.ts';
import { createTestExecutor, failureOf, resultOf, toolCall } from './support/create-test-executor.ts';

const emailArguments = {
  to: 'ada@example.com',
  subject: 'Lunch',
  body: 'Noon?',
  apiKey: 'sk-live-0123456789abcdef0123',
};
const context = { caller: { conversationId: 'conv_1', agentId: 'agent_1', userId: 'user_1', requestId: 'req_1' } };

function sendEmail(execute: (input: unknown, handlerContext: ToolHandlerContext) => unknown, timeoutMs = 50) {
  return defineTool({
    name: 'send_email',
    description: 'Send an email',
    sideEffects: true,
    timeoutMs,
    parameters: z.object({ to: z.string(), subject: z.string(), body: z.string(), apiKey: z.string() }),
    execute,
  });
}

/** An audit kept in memory that records the order of events around the handler. */
function recordingAudit(events: string[], options: { failBegin?: unknown } = {}) {
  const intents: SideEffectIntent[] = [];
  const results: Array<{ id: string; result: SideEffectResult }> = [];
  const audit: SideEffectAudit = {
    begin(intent) {
      if (options.failBegin !== undefined) return Promise.reject(options.failBegin);
      events.push('intent');
      intents.push(intent);
      return Promise.resolve(`intent_${intents.length}`);
    },
    complete(id, result) {
      events.push(`complete:${result.outcome}`);
      results.push({ id, result });
      return Promise.resolve();
    },
  };
  return { audit, intents, results };
}

describe('executeToolCall with a side-effect audit', () => {
  it('writes the intent row before the handler acts, and completes it with the outcome', async () => {
    const events: string[] = [];
    const { audit, intents, results } = recordingAudit(events);
    const { executor } = createTestExecutor([sendEmail(() => {
      events.push('send');
      return { messageId: 'm1' };
    })], { sideEffectAudit: audit });

    resultOf(await executor.execute(toolCall('send_email', emailArguments, 'call_9'), context));

    expect(events).toEqual(['intent', 'send', 'complete:success']);
    expect(intents[0]).toMatchObject({
      toolName: 'send_email',
      toolCallId: 'call_9',
      attempt: 1,
      caller: context.caller,
      idempotencyKey: expect.any(String),
    });
    // The intent holds the redacted input, like the outcome row.
    expect(JSON.stringify(intents[0]?.input)).not.toContain('sk-live');
    expect(results).toEqual([{ id: 'intent_1', result: { outcome: 'success', category: null } }]);
  });

  it('does not act when the intent cannot be written, gives the key back, and says so as transient', async () => {
    const events: string[] = [];
    const { audit } = recordingAudit(events, { failBegin: new Error('connection refused') });
    const handler = vi.fn(() => ({ messageId: 'm1' }));
    const idempotencyStore = createMemoryIdempotencyStore();
    const { executor } = createTestExecutor([sendEmail(handler)], { sideEffectAudit: audit, idempotencyStore });

    const outcome = failureOf(await executor.execute(toolCall('send_email', emailArguments), context));

    expect(handler).not.toHaveBeenCalled();
    expect(outcome.category).toBe('transient');
    expect(outcome.detail.message).toMatch(/audit row could not be written/);
    // The key was released: the same call may act once the audit works again.
    const working = recordingAudit(events);
    const { executor: later } = createTestExecutor([sendEmail(handler)], {
      sideEffectAudit: working.audit,
      idempotencyStore,
    });
    resultOf(await later.execute(toolCall('send_email', emailArguments), context));
    expect(handler).toHaveBeenCalledOnce();
  });

  it('completes the intent as unknown when the handler timed out while acting', async () => {
    const events: string[] = [];
    const { audit, results } = recordingAudit(events);
    const { executor } = createTestExecutor([sendEmail(() => new Promise(() => {}), 5)], { sideEffectAudit: audit });

    failureOf(await executor.execute(toolCall('send_email', emailArguments), context));

    expect(results[0]?.result).toEqual({ outcome: 'unknown', category: 'transient' });
  });

  it('completes the intent as error when the handler refused before acting', async () => {
    const events: string[] = [];
    const { audit, results } = recordingAudit(events);
    const { executor } = createTestExecutor([sendEmail(() => {
      throw new ToolError('needs_input', { field: 'to' });
    })], { sideEffectAudit: audit });

    failureOf(await executor.execute(toolCall('send_email', emailArguments), context));

    expect(results[0]?.result).toEqual({ outcome: 'error', category: 'needs_input' });
  });

  it('writes no intent for a tool without side effects, nor for a replay', async () => {
    const events: string[] = [];
    const { audit, intents } = recordingAudit(events);
    const search = defineTool({
      name: 'search',
      description: 'Search',
      parameters: z.object({ query: z.string() }),
      execute: () => ['result'],
    });
    const { executor } = createTestExecutor([search, sendEmail(() => ({ messageId: 'm1' }))], {
      sideEffectAudit: audit,
    });

    await executor.execute(toolCall('search', { query: 'parley' }), context);
    await executor.execute(toolCall('send_email', emailArguments, 'call_1'), context);
    const replay = resultOf(await executor.execute(toolCall('send_email', emailArguments, 'call_1'), context));

    expect(replay.replayed).toBe(true);
    expect(intents).toHaveLength(1);
  });
});

describe('executeToolCall with an error classifier', () => {
  const outage = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  const classifyError = (error: unknown): ToolError | null =>
    error instanceof Error && 'code' in error && error.code === 'ECONNREFUSED'
      ? new ToolError('transient', { reason: 'unavailable', cause: error })
      : null;

  it('reports a classified error a handler throws by its class, not as internal', async () => {
    const lookup = defineTool({
      name: 'lookup',
      description: 'Look up',
      parameters: z.object({}),
      execute: () => {
        throw outage;
      },
    });
    const { executor } = createTestExecutor([lookup], { classifyError, maxTransientAttempts: 1 });

    const outcome = failureOf(await executor.execute(toolCall('lookup', {})));

    expect(outcome.category).toBe('transient');
    expect(outcome.modelMessage).toMatch(/temporarily unavailable/);
  });

  it('reports the idempotency store failing as classified too, not as an executor bug', async () => {
    const handler = vi.fn(() => ({ messageId: 'm1' }));
    const store = {
      claim: () => Promise.reject(outage),
      complete: () => Promise.resolve(),
      release: () => Promise.resolve(),
    };
    const { executor } = createTestExecutor([sendEmail(handler)], { classifyError, idempotencyStore: store });

    const outcome = failureOf(await executor.execute(toolCall('send_email', emailArguments), context));

    expect(handler).not.toHaveBeenCalled();
    expect(outcome.category).toBe('transient');
  });

  it('still reports an unclassified throw as internal', async () => {
    const broken = defineTool({
      name: 'broken',
      description: 'Broken',
      parameters: z.object({}),
      execute: () => {
        throw new TypeError('x is undefined');
      },
    });
    const { executor } = createTestExecutor([broken], { classifyError });

    expect(failureOf(await executor.execute(toolCall('broken', {}))).category).toBe('internal');
  });
});
