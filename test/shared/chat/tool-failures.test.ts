import { describe, expect, it } from 'vitest';
import {
  clearStreak,
  invalidStreaks,
  isStopped,
  noToolFailures,
  recordFailure,
  recordSuccess,
  type ToolFailures,
} from '../../../shared/chat/tool-failures.ts';
import type { ErrorCategory, ToolCall, ToolErrorOutcome } from '../../../shared/tools/index.ts';

function toolCall(name: string, argumentsText: string, id = 'call_1'): ToolCall {
  return { id, name, arguments: argumentsText };
}

function failureOf(call: ToolCall, category: ErrorCategory, resolvedName: string | null = call.name): ToolErrorOutcome {
  return {
    type: 'tool-error',
    toolCallId: call.id,
    requestedName: call.name,
    resolvedName,
    input: null,
    attempt: 1,
    durationMs: 0,
    startedAt: '2025-01-15T09:30:00.000Z',
    idempotencyKey: null,
    replayed: false,
    earlierAttempts: [],
    modelMessage: `${category} feedback`,
    category,
    modelRetry: ['not_found', 'invalid_arguments', 'needs_input'].includes(category),
    detail: { message: category },
  };
}

function fail(
  failures: ToolFailures,
  call: ToolCall,
  category: ErrorCategory = 'invalid_arguments',
  resolvedName: string | null = call.name,
): { failures: ToolFailures; repeated: boolean } {
  return recordFailure(failures, call, failureOf(call, category, resolvedName));
}

describe('tool failures', () => {
  describe('when the same failing call comes twice', () => {
    it('says so the second time and stops the tool', () => {
      const first = fail(noToolFailures, toolCall('recent_posts', '{"count":5}', 'call_1'));
      expect(first.repeated).toBe(false);
      expect(isStopped(first.failures, 'recent_posts')).toBe(false);

      const second = fail(first.failures, toolCall('recent_posts', '{"count":5}', 'call_2'));
      expect(second.repeated).toBe(true);
      expect(isStopped(second.failures, 'recent_posts')).toBe(true);
    });

    it('compares arguments by value, whatever the key order and spacing', () => {
      const first = fail(noToolFailures, toolCall('search', '{"a":1,"b":2}'));
      expect(fail(first.failures, toolCall('search', '{ "b": 2, "a": 1 }')).repeated).toBe(true);
    });

    it('tells different arguments apart', () => {
      const first = fail(noToolFailures, toolCall('search', '{"a":1}'));
      expect(fail(first.failures, toolCall('search', '{"a":2}')).repeated).toBe(false);
    });
  });

  describe('when a tool is not configured', () => {
    it('stops it at the first failure', () => {
      const { failures } = fail(noToolFailures, toolCall('gmail_send_email', '{}'), 'not_configured');
      expect(isStopped(failures, 'gmail_send_email')).toBe(true);
    });
  });

  describe('when a tool works after failing', () => {
    it('lifts its stop and ends its streak of invalid calls', () => {
      const once = fail(noToolFailures, toolCall('search', '{"a":1}'));
      const twice = fail(once.failures, toolCall('search', '{"a":1}'));
      const worked = recordSuccess(twice.failures, 'search');

      expect(isStopped(worked, 'search')).toBe(false);
      expect(invalidStreaks(worked, 1)).toEqual([]);
    });
  });

  describe('streaks of invalid calls', () => {
    it('lists a tool once its invalid calls in a row reach the threshold, with the calls and their feedback', () => {
      const first = fail(noToolFailures, toolCall('search', '{"a":1}', 'call_1'));
      expect(invalidStreaks(first.failures, 2)).toEqual([]);
      const second = fail(first.failures, toolCall('search', '{"a":2}', 'call_2'));

      expect(invalidStreaks(second.failures, 2)).toEqual([[
        'search',
        [
          { call: toolCall('search', '{"a":1}', 'call_1'), feedback: 'invalid_arguments feedback' },
          { call: toolCall('search', '{"a":2}', 'call_2'), feedback: 'invalid_arguments feedback' },
        ],
      ]]);
      expect(invalidStreaks(clearStreak(second.failures, 'search'), 1)).toEqual([]);
    });

    it('counts only invalid arguments of a tool that exists', () => {
      const unknown = fail(noToolFailures, toolCall('serch', '{}'), 'invalid_arguments', null);
      const asked = fail(unknown.failures, toolCall('search', '{}'), 'needs_input');
      expect(invalidStreaks(asked.failures, 1)).toEqual([]);
    });

    it('is a plain value that survives JSON', () => {
      const { failures } = fail(noToolFailures, toolCall('search', '{"a":1}'));
      expect(JSON.parse(JSON.stringify(failures))).toEqual(failures);
    });
  });
});
