import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  createMemoryIdempotencyStore,
  defineTool,
  type IdempotencyStore,
  notConfigured,
  type ToolHandlerContext,
} from '../../../shared/tools/index.ts';
import { createTestExecutor, deferred, failureOf, resultOf, toolCall } from './support/create-test-executor.ts';

const emailArguments = { to: 'ada@example.com', subject: 'Lunch', body: 'Noon?' };
const conversation = { caller: { conversationId: 'conv_1' } };

function sendEmail(execute: (input: unknown, context: ToolHandlerContext) => unknown) {
  return defineTool({
    name: 'send_email',
    description: 'Send an email',
    parameters: z.object({ to: z.string(), subject: z.string(), body: z.string() }),
    sideEffects: true,
    timeoutMs: 20,
    execute,
  });
}

/** Counts sends so each run is distinguishable from a replay. */
function countingSender() {
  let sent = 0;
  return vi.fn(() => {
    sent += 1;
    return { messageId: `msg_${sent}` };
  });
}

function spiedStore(): IdempotencyStore & { claim: ReturnType<typeof vi.fn>; release: ReturnType<typeof vi.fn> } {
  const store = createMemoryIdempotencyStore();
  return {
    claim: vi.fn((key: string) => store.claim(key)),
    complete: (key, record) => store.complete(key, record),
    release: vi.fn((key: string) => store.release(key)),
  };
}

describe('executeToolCall', () => {
  describe('when the same side-effect call arrives twice', () => {
    it('runs the handler once and replays the recorded outcome', async () => {
      const handler = countingSender();
      const { executor } = createTestExecutor([sendEmail(handler)]);

      const first = resultOf(await executor.execute(toolCall('send_email', emailArguments, 'call_7'), conversation));
      const second = resultOf(await executor.execute(toolCall('send_email', emailArguments, 'call_7'), conversation));

      expect(handler).toHaveBeenCalledOnce();
      expect(first.replayed).toBe(false);
      expect(second.replayed).toBe(true);
      expect(second.output).toEqual({ messageId: 'msg_1' });
      expect(second.modelMessage).toBe(first.modelMessage);
      expect(second.idempotencyKey).toBe(first.idempotencyKey);
    });

    it('hands the handler the key the outcome reports', async () => {
      const handler = vi.fn((_input: unknown, context: ToolHandlerContext) => context.idempotencyKey);
      const { executor } = createTestExecutor([sendEmail(handler)]);

      const outcome = resultOf(await executor.execute(toolCall('send_email', emailArguments), conversation));

      expect(outcome.idempotencyKey).toMatch(/^[0-9a-f]{64}$/);
      expect(outcome.output).toBe(outcome.idempotencyKey);
    });

    it('treats the same arguments in another key order as the same call', async () => {
      const handler = countingSender();
      const { executor } = createTestExecutor([sendEmail(handler)]);

      await executor.execute(
        toolCall('send_email', '{"to":"ada@example.com","subject":"Lunch","body":"Noon?"}'),
        conversation,
      );
      const second = await executor.execute(
        toolCall('send_email', '{"body":"Noon?","subject":"Lunch","to":"ada@example.com"}'),
        conversation,
      );

      expect(second.replayed).toBe(true);
      expect(handler).toHaveBeenCalledOnce();
    });
  });

  describe('when the call differs', () => {
    it.each([
      [
        'with other arguments',
        toolCall('send_email', { ...emailArguments, body: 'One o’clock?' }, 'call_7'),
        conversation,
      ],
      ['with another tool call id', toolCall('send_email', emailArguments, 'call_8'), conversation],
      ['in another conversation', toolCall('send_email', emailArguments, 'call_7'), {
        caller: { conversationId: 'conv_2' },
      }],
    ])('runs again under a different key %s', async (_label, repeat, context) => {
      const handler = countingSender();
      const { executor } = createTestExecutor([sendEmail(handler)]);

      const first = await executor.execute(toolCall('send_email', emailArguments, 'call_7'), conversation);
      const second = await executor.execute(repeat, context);

      expect(handler).toHaveBeenCalledTimes(2);
      expect(second.replayed).toBe(false);
      expect(second.idempotencyKey).not.toBe(first.idempotencyKey);
    });
  });

  describe('when a duplicate arrives while the first is still running', () => {
    it('fails the duplicate as transient in progress without running it', async () => {
      const release = deferred<string>();
      const handler = vi.fn(() => release.promise);
      const tool = defineTool({ ...sendEmail(handler), timeoutMs: 5_000 });
      const { executor } = createTestExecutor([tool]);

      const first = executor.execute(toolCall('send_email', emailArguments), conversation);
      const duplicate = failureOf(await executor.execute(toolCall('send_email', emailArguments), conversation));
      release.resolve('sent');

      expect(duplicate.category).toBe('transient');
      expect(duplicate.modelMessage).toBe(
        '`send_email` is already running for this exact call. Do not call it again; wait for its result.',
      );
      expect(resultOf(await first).output).toBe('sent');
      expect(handler).toHaveBeenCalledOnce();
    });
  });

  describe('when validation fails', () => {
    it('claims no key, so the corrected call runs', async () => {
      const store = spiedStore();
      const handler = countingSender();
      const { executor } = createTestExecutor([sendEmail(handler)], { idempotencyStore: store });

      const invalid = failureOf(
        await executor.execute(toolCall('send_email', { ...emailArguments, to: 42 }), conversation),
      );
      const corrected = resultOf(await executor.execute(toolCall('send_email', emailArguments), conversation));

      expect(invalid.idempotencyKey).toBeNull();
      expect(store.claim).toHaveBeenCalledOnce();
      expect(corrected.replayed).toBe(false);
      expect(handler).toHaveBeenCalledOnce();
    });
  });

  describe('when the handler fails without timing out', () => {
    it('releases the key so the same call can run again', async () => {
      const store = spiedStore();
      let calls = 0;
      const handler = vi.fn(() => {
        calls += 1;
        if (calls === 1) throw notConfigured({ provider: 'gmail' });
        return 'sent';
      });
      const { executor } = createTestExecutor([sendEmail(handler)], { idempotencyStore: store });

      const failed = failureOf(await executor.execute(toolCall('send_email', emailArguments), conversation));
      const retried = resultOf(await executor.execute(toolCall('send_email', emailArguments), conversation));

      expect(failed.category).toBe('not_configured');
      expect(store.release).toHaveBeenCalledWith(failed.idempotencyKey);
      expect(retried.replayed).toBe(false);
      expect(retried.output).toBe('sent');
      expect(handler).toHaveBeenCalledTimes(2);
    });

    it('releases the key after an internal error too', async () => {
      let calls = 0;
      const handler = vi.fn(() => {
        calls += 1;
        if (calls === 1) throw new Error('socket closed');
        return 'sent';
      });
      const { executor } = createTestExecutor([sendEmail(handler)]);

      await executor.execute(toolCall('send_email', emailArguments), conversation);
      const retried = resultOf(await executor.execute(toolCall('send_email', emailArguments), conversation));

      expect(retried.replayed).toBe(false);
      expect(handler).toHaveBeenCalledTimes(2);
    });
  });

  describe('when the handler times out', () => {
    it('keeps the key and replays the uncertain failure instead of sending twice', async () => {
      const handler = vi.fn(() => new Promise<never>(() => {}));
      const { executor } = createTestExecutor([sendEmail(handler)]);

      const first = failureOf(await executor.execute(toolCall('send_email', emailArguments), conversation));
      const second = failureOf(await executor.execute(toolCall('send_email', emailArguments), conversation));

      expect(handler).toHaveBeenCalledOnce();
      expect(second.replayed).toBe(true);
      expect(second.category).toBe('transient');
      expect(second.modelMessage).toBe(first.modelMessage);
    });
  });

  describe('when the turn was cancelled before the handler started', () => {
    it('does not record an outcome for an action that never happened', async () => {
      const controller = new AbortController();
      controller.abort();
      const handler = countingSender();
      const { executor } = createTestExecutor([sendEmail(handler)]);

      await executor.execute(toolCall('send_email', emailArguments), { ...conversation, signal: controller.signal });
      const next = resultOf(await executor.execute(toolCall('send_email', emailArguments), conversation));

      expect(next.replayed).toBe(false);
      expect(handler).toHaveBeenCalledOnce();
    });
  });

  describe('when the tool has no side effects', () => {
    it('uses no key and runs every time', async () => {
      const handler = vi.fn(() => 'weather');
      const tool = defineTool({
        name: 'lookup_weather',
        description: 'Weather',
        parameters: z.object({}),
        execute: handler,
      });
      const { executor } = createTestExecutor([tool]);

      const first = await executor.execute(toolCall('lookup_weather'), conversation);
      await executor.execute(toolCall('lookup_weather'), conversation);

      expect(first.idempotencyKey).toBeNull();
      expect(handler).toHaveBeenCalledTimes(2);
    });
  });
});
