import { describe, expect, it } from 'vitest';
import { problemSummary, roundGuidance, type RoundGuidance } from '../../../shared/chat/guidance.ts';

const none: RoundGuidance = { failed: [], stopped: [], notConfigured: [], retryRound: null, maxRetryRounds: 3, toolsOff: false };

describe('conversation loop guidance', () => {
  describe('problemSummary', () => {
    it('keeps the argument problems of an invalid-arguments message, not its heading', () => {
      const message = 'Invalid arguments for `news_search`:\n- `time_range`: must be one of day, week, month; received string "7d"\n- `query`: required, missing\nFix these and call `news_search` again.';

      expect(problemSummary(message)).toBe('`time_range`: must be one of day, week, month; received string "7d"; `query`: required, missing');
    });

    it('keeps the question of a needs-input message', () => {
      expect(problemSummary('Question: Who should I send this email to? Please provide the recipient email address.\n(`gmail_send_email` is missing `to`.)'))
        .toBe('Question: Who should I send this email to? Please provide the recipient email address.');
    });

    it('cuts a long line so the guidance stays short', () => {
      const summary = problemSummary(`Tool \`x\` is not available. Available tools: ${'tool_name, '.repeat(100)}`);

      expect(summary.length).toBeLessThanOrEqual(200);
      expect(summary.endsWith('…')).toBe(true);
    });
  });

  describe('roundGuidance', () => {
    it('says nothing when nothing failed', () => {
      expect(roundGuidance(none)).toBeNull();
    });

    it('opens a retry round naming each tool, and tells the model to ask rather than invent', () => {
      const text = roundGuidance({
        ...none, retryRound: 2,
        failed: [{ toolName: 'recent_posts', problem: 'Invalid arguments for `recent_posts`:\n- `count`: expected string, received number 5' }, { toolName: 'gmail_send_email', problem: 'Question: Who should I send this email to?' }],
      });

      expect(text).toBe([
        'Tool calls failed (retry 2 of 3). Fix them using the tool results above:',
        '- recent_posts: `count`: expected string, received number 5',
        '- gmail_send_email: Question: Who should I send this email to?',
        'If a Question asks for information that is not in this conversation, ask the user for it instead of inventing it.',
      ].join('\n'));
    });

    it('says when the retry rounds are used up and tools are over', () => {
      const text = roundGuidance({ ...none, toolsOff: true, failed: [{ toolName: 'recent_posts', problem: '- `count`: expected string' }] }) ?? '';

      expect(text).toContain('all 3 retry rounds are used up');
      expect(text).toContain('Do not call tools again in this turn');
    });

    it('tells the model that repeating a call will not work', () => {
      const text = roundGuidance({ ...none, toolsOff: true, stopped: [{ toolName: 'recent_posts', why: 'repeated' }] }) ?? '';

      expect(text).toContain('- recent_posts: the same call failed twice; repeating it will not work');
      expect(text).not.toMatch(/retry \d of 3/);
    });

    it('tells the model what the user must set up, without a retry', () => {
      const text = roundGuidance({ ...none, notConfigured: ['gmail_send_email'] }) ?? '';

      expect(text).toContain('gmail_send_email cannot run until the user sets it up');
      expect(text).toContain('tell the user what to set up');
      expect(text).not.toContain('Tool calls failed');
    });
  });
});
