import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  defineTool,
  errorCategories,
  type ErrorCategory,
  internalErrorMessage,
  notConfigured,
  transientFailure,
  upstreamFailure,
} from '../../../shared/tools/index.ts';
import { createTestExecutor, failureOf, resultOf, testEpoch, toolCall } from './support/create-test-executor.ts';

const lookupWeather = defineTool({
  name: 'lookup_weather',
  description: 'Current weather for a city',
  parameters: z.object({ city: z.string().describe('City name, e.g. Lisbon') }),
  execute: ({ city }) => ({ city, celsius: 21 }),
});

describe('executeToolCall', () => {
  describe('when the tool runs and returns', () => {
    it('returns a tool-result with the output and its text for the model', async () => {
      const { executor } = createTestExecutor([lookupWeather]);

      const outcome = resultOf(await executor.execute(toolCall('lookup_weather', { city: 'Lisbon' })));

      expect(outcome.output).toEqual({ city: 'Lisbon', celsius: 21 });
      expect(outcome.modelMessage).toBe('{"city":"Lisbon","celsius":21}');
      expect(outcome.modelRetry).toBe(false);
    });
  });

  describe('when the name is unknown', () => {
    it('fails as not_found without running anything', async () => {
      const handler = vi.fn(() => 'ok');
      const tool = defineTool({
        name: 'lookup_weather',
        description: 'Weather',
        parameters: z.object({}),
        execute: handler,
      });
      const { executor } = createTestExecutor([tool]);

      const outcome = failureOf(await executor.execute(toolCall('book_flight')));

      expect(outcome.category).toBe('not_found');
      expect(outcome.resolvedName).toBeNull();
      expect(handler).not.toHaveBeenCalled();
    });
  });

  describe('when the arguments do not match the schema', () => {
    it('fails as invalid_arguments without running the handler', async () => {
      const handler = vi.fn(() => 'ok');
      const tool = defineTool({
        name: 'lookup_weather',
        description: 'Weather',
        parameters: z.object({ city: z.string() }),
        execute: handler,
      });
      const { executor } = createTestExecutor([tool]);

      const outcome = failureOf(await executor.execute(toolCall('lookup_weather', { city: 42 })));

      expect(outcome.category).toBe('invalid_arguments');
      expect(handler).not.toHaveBeenCalled();
    });
  });

  describe('when only required parameters are missing', () => {
    it('fails as needs_input', async () => {
      const { executor } = createTestExecutor([lookupWeather]);

      const outcome = failureOf(await executor.execute(toolCall('lookup_weather', {})));

      expect(outcome.category).toBe('needs_input');
      expect(outcome.field).toBe('city');
    });
  });

  describe('when the handler reports a missing credential', () => {
    it.each([
      ['notConfigured', () => notConfigured({ provider: 'openweather' })],
      ['upstreamFailure 401', () => upstreamFailure({ status: 401, provider: 'openweather' })],
      ['upstreamFailure 403', () => upstreamFailure({ status: 403, provider: 'openweather' })],
    ])('fails as not_configured for %s', async (_label, makeError) => {
      const tool = defineTool({
        name: 'lookup_weather',
        description: 'Weather',
        parameters: z.object({}),
        execute: () => {
          throw makeError();
        },
      });
      const { executor } = createTestExecutor([tool]);

      const outcome = failureOf(await executor.execute(toolCall('lookup_weather')));

      expect(outcome.category).toBe('not_configured');
      expect(outcome.modelMessage).toMatch(/^Question: /);
    });
  });

  describe('when the handler reports a passing failure', () => {
    it.each([
      ['transientFailure', () => transientFailure({ provider: 'openweather' })],
      ['upstreamFailure 503', () => upstreamFailure({ status: 503, provider: 'openweather' })],
      ['upstreamFailure 429', () => upstreamFailure({ status: 429, provider: 'openweather' })],
    ])('fails as transient for %s', async (_label, makeError) => {
      const tool = defineTool({
        name: 'lookup_weather',
        description: 'Weather',
        parameters: z.object({}),
        execute: () => {
          throw makeError();
        },
      });
      const { executor } = createTestExecutor([tool]);

      const outcome = failureOf(await executor.execute(toolCall('lookup_weather')));

      expect(outcome.category).toBe('transient');
    });

    it('accepts a ToolError the handler returns instead of throwing', async () => {
      const tool = defineTool({
        name: 'lookup_weather',
        description: 'Weather',
        parameters: z.object({}),
        execute: () => transientFailure({ provider: 'openweather' }),
      });
      const { executor } = createTestExecutor([tool]);

      const outcome = failureOf(await executor.execute(toolCall('lookup_weather')));

      expect(outcome.category).toBe('transient');
    });
  });

  describe('when the handler throws a plain Error', () => {
    const failing = defineTool({
      name: 'lookup_weather',
      description: 'Weather',
      parameters: z.object({}),
      execute: () => {
        throw new TypeError("Cannot read properties of undefined (reading 'celsius')");
      },
    });

    it('fails as internal and shows the model only the generic sentence', async () => {
      const { executor } = createTestExecutor([failing]);

      const outcome = failureOf(await executor.execute(toolCall('lookup_weather')));

      expect(outcome.category).toBe('internal');
      expect(outcome.modelMessage).toBe('An unexpected error occurred while executing this tool.');
      expect(outcome.modelMessage).toBe(internalErrorMessage);
    });

    it('keeps the error name, message and stack in the developer detail', async () => {
      const { executor } = createTestExecutor([failing]);

      const { detail } = failureOf(await executor.execute(toolCall('lookup_weather')));

      expect(detail.errorName).toBe('TypeError');
      expect(detail.message).toContain("reading 'celsius'");
      expect(detail.stack).toMatch(/^TypeError: Cannot read properties[\s\S]*\n\s+at /);
    });

    it('treats a thrown non-Error value the same way', async () => {
      const tool = defineTool({
        name: 'lookup_weather',
        description: 'Weather',
        parameters: z.object({}),
        execute: () => Promise.reject('socket hang up'),
      });
      const { executor } = createTestExecutor([tool]);

      const outcome = failureOf(await executor.execute(toolCall('lookup_weather')));

      expect(outcome.category).toBe('internal');
      expect(outcome.modelMessage).toBe(internalErrorMessage);
      expect(outcome.detail.message).toContain('socket hang up');
    });
  });

  describe('when deciding whether the model should retry', () => {
    const expected: Record<ErrorCategory, boolean> = {
      not_found: true,
      invalid_arguments: true,
      needs_input: true,
      not_configured: false,
      transient: false,
      internal: false,
    };
    const throwers: Record<ErrorCategory, () => unknown> = {
      not_found: () => 'unused',
      invalid_arguments: () => 'unused',
      needs_input: () => 'unused',
      not_configured: () => {
        throw notConfigured({ provider: 'openweather' });
      },
      transient: () => {
        throw transientFailure({ provider: 'openweather' });
      },
      internal: () => {
        throw new Error('boom');
      },
    };
    const callFor: Record<ErrorCategory, Parameters<typeof toolCall>> = {
      not_found: ['lookup_wether_map', {}],
      invalid_arguments: ['probe_internal', { city: 42 }],
      needs_input: ['probe_internal', {}],
      not_configured: ['probe_not_configured', { city: 'Lisbon' }],
      transient: ['probe_transient', { city: 'Lisbon' }],
      internal: ['probe_internal', { city: 'Lisbon' }],
    };
    const probes = (['not_configured', 'transient', 'internal'] as const).map((category) =>
      defineTool({
        name: `probe_${category}`,
        description: 'Probe',
        parameters: z.object({ city: z.string() }),
        execute: throwers[category],
      })
    );

    it.each(errorCategories.map((category) => [category, expected[category]] as const))(
      'sets modelRetry for %s to %s',
      async (category, retry) => {
        const { executor } = createTestExecutor(probes);

        const outcome = failureOf(await executor.execute(toolCall(...callFor[category])));

        expect(outcome.category).toBe(category);
        expect(outcome.modelRetry).toBe(retry);
      },
    );
  });

  describe('when reporting the outcome fields', () => {
    const signIn = defineTool({
      name: 'sign_in',
      description: 'Signs in to the billing portal',
      parameters: z.object({ username: z.string(), password: z.string(), apiKey: z.string().optional() }),
      execute: () => ({ session: 'started' }),
    });

    it('carries the call id, both names, the redacted input, attempt, timing and message', async () => {
      const test = createTestExecutor([defineTool({
        ...signIn,
        execute: () => {
          test.advance(250);
          return { session: 'started' };
        },
      })]);

      const outcome = resultOf(
        await test.executor.execute(
          toolCall('sign_in', { username: 'ada', password: 'correct-horse-battery', apiKey: 'k3y-0f-4da' }, 'call_abc'),
          { attempt: 2 },
        ),
      );

      expect(outcome).toMatchObject({
        toolCallId: 'call_abc',
        requestedName: 'sign_in',
        resolvedName: 'sign_in',
        input: { username: 'ada', password: '[redacted]', apiKey: '[redacted]' },
        attempt: 2,
        durationMs: 250,
        startedAt: new Date(testEpoch).toISOString(),
        replayed: false,
        earlierAttempts: [],
        modelMessage: '{"session":"started"}',
        modelRetry: false,
        idempotencyKey: null,
      });
    });

    it('starts at attempt 1 when the context gives no attempt', async () => {
      const { executor } = createTestExecutor([signIn]);

      const outcome = await executor.execute(
        toolCall('sign_in', { username: 'ada', password: 'correct-horse-battery' }),
      );

      expect(outcome.attempt).toBe(1);
    });

    it('redacts secrets in the input of a failed validation too', async () => {
      const { executor } = createTestExecutor([signIn]);

      const outcome = failureOf(
        await executor.execute(toolCall('sign_in', { username: 7, password: 'correct-horse-battery' })),
      );

      expect(outcome.input).toEqual({ username: 7, password: '[redacted]' });
      expect(JSON.stringify(outcome)).not.toContain('correct-horse-battery');
    });

    it('measures the duration of a failure with the injected clock', async () => {
      const test = createTestExecutor([defineTool({
        ...signIn,
        execute: () => {
          test.advance(75);
          throw new Error('boom');
        },
      })]);

      const outcome = failureOf(
        await test.executor.execute(toolCall('sign_in', { username: 'ada', password: 'correct-horse-battery' })),
      );

      expect(outcome.durationMs).toBe(75);
      expect(outcome.detail.message).toBe('boom');
    });
  });

  describe('when the raw call is not well formed', () => {
    it('still returns an outcome for a missing id, name or arguments', async () => {
      const { executor } = createTestExecutor([lookupWeather]);
      const broken = JSON.parse('{"name": null}') as Parameters<typeof executor.execute>[0];

      const outcome = failureOf(await executor.execute(broken));

      expect(outcome.category).toBe('not_found');
      expect(outcome.toolCallId).toBe('');
    });
  });
});
