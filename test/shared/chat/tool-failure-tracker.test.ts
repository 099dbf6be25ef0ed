import { describe, expect, it } from 'vitest';
import { ToolFailureTracker } from '../../../shared/chat/tool-failure-tracker.ts';
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

function record(
  tracker: ToolFailureTracker,
  call: ToolCall,
  category: ErrorCategory = 'invalid_arguments',
  resolvedName: string | null = call.name,
): boolean {
  return tracker.recordFailure(call, failureOf(call, category, resolvedName));
}

describe('ToolFailureTracker', () => {
  describe('when the same failing call comes twice', () => {
    it('says so the second time and stops the tool', () => {
      const tracker = new ToolFailureTracker();

      expect(record(tracker, toolCall('recent_posts', '{"count":5}', 'call_1'))).toBe(false);
      expect(tracker.isStopped('recent_posts')).toBe(false);
      expect(record(tracker, toolCall('recent_posts', '{"count":5}', 'call_2'))).toBe(true);
      expect(tracker.isStopped('recent_posts')).toBe(true);
    });

    it('compares arguments by value, whatever the key order and spacing', () => {
      const tracker = new ToolFailureTracker();
      record(tracker, toolCall('news_search', '{"query":"rates","time_range":"7d"}'));

      expect(record(tracker, toolCall('news_search', '{ "time_range": "7d", "query": "rates" }'))).toBe(true);
    });

    it('compares arguments that are not JSON as text, ignoring surrounding space', () => {
      const tracker = new ToolFailureTracker();
      record(tracker, toolCall('web_search', '{"query": "deno'));

      expect(record(tracker, toolCall('web_search', '  {"query": "deno\n'))).toBe(true);
    });

    it('counts the call under the tool it resolved to', () => {
      const tracker = new ToolFailureTracker();
      record(tracker, toolCall('gmail_send_email', '{"subject":"Hi"}'), 'needs_input');

      expect(record(tracker, toolCall('gmailSendEmail', '{"subject":"Hi"}'), 'needs_input', 'gmail_send_email')).toBe(
        true,
      );
      expect(tracker.isStopped('gmail_send_email')).toBe(true);
    });
  });

  describe('when the calls differ', () => {
    it('does not trip the loop guard for other arguments or another tool', () => {
      const tracker = new ToolFailureTracker();
      record(tracker, toolCall('recent_posts', '{"count":5}'));

      expect(record(tracker, toolCall('recent_posts', '{"count":6}'))).toBe(false);
      expect(record(tracker, toolCall('web_search', '{"count":5}'))).toBe(false);
      expect(tracker.isStopped('recent_posts')).toBe(false);
    });
  });

  describe('when a tool is not configured', () => {
    it('stops the tool at the first failure', () => {
      const tracker = new ToolFailureTracker();

      expect(record(tracker, toolCall('gmail_send_email', '{}'), 'not_configured')).toBe(false);
      expect(tracker.isStopped('gmail_send_email')).toBe(true);
    });
  });

  describe('when a tool succeeds', () => {
    it('lifts its stop and ends its streak of invalid calls', () => {
      const tracker = new ToolFailureTracker();
      record(tracker, toolCall('gmail_send_email', '{}'), 'not_configured');
      record(tracker, toolCall('news_search', '{"time_range":"7d"}'));

      tracker.recordSuccess('gmail_send_email');
      tracker.recordSuccess('news_search');

      expect(tracker.isStopped('gmail_send_email')).toBe(false);
      expect(tracker.invalidStreaks(1)).toEqual([]);
    });
  });

  describe('when one tool gets invalid arguments again and again', () => {
    it('reports the tool with its failed calls and their feedback once the threshold is reached', () => {
      const tracker = new ToolFailureTracker();
      const calls = ['7d', 'last week', 'past_week'].map((range, index) =>
        toolCall('news_search', JSON.stringify({ time_range: range }), `call_${index}`)
      );
      record(tracker, calls[0] as ToolCall);
      record(tracker, calls[1] as ToolCall);

      expect(tracker.invalidStreaks(3)).toEqual([]);
      record(tracker, calls[2] as ToolCall);
      expect(tracker.invalidStreaks(3)).toEqual([[
        'news_search',
        calls.map((call) => ({ call, feedback: 'invalid_arguments feedback' })),
      ]]);
    });

    it('forgets the streak once cleared', () => {
      const tracker = new ToolFailureTracker();
      for (const range of ['a', 'b', 'c']) {
        record(tracker, toolCall('news_search', JSON.stringify({ time_range: range })));
      }

      tracker.clearStreak('news_search');

      expect(tracker.invalidStreaks(3)).toEqual([]);
    });

    it('counts only invalid arguments to a known tool, not questions or unknown names', () => {
      const tracker = new ToolFailureTracker();
      record(tracker, toolCall('gmail_send_email', '{"subject":"1"}'), 'needs_input');
      record(tracker, toolCall('sequential-thinking', '{"thought":"1"}'), 'not_found', null);
      record(tracker, toolCall('sequential-thinking', '{"thought":"2"}'), 'not_found', null);

      expect(tracker.invalidStreaks(1)).toEqual([]);
    });

    it('treats a threshold below one as one', () => {
      const tracker = new ToolFailureTracker();
      record(tracker, toolCall('news_search', '{"time_range":"7d"}'));

      expect(tracker.invalidStreaks(0).map(([name]) => name)).toEqual(['news_search']);
    });
  });
});
