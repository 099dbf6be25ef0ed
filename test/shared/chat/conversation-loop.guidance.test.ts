import { encode } from 'gpt-tokenizer/encoding/o200k_base';
import { describe, expect, it } from 'vitest';
import { type RoundGuidance, roundGuidance } from '../../../shared/chat/guidance.ts';

const none: RoundGuidance = {
  failed: [],
  stopped: [],
  notConfigured: [],
  retryRound: null,
  maxRetryRounds: 3,
  toolsOff: false,
};
const invalidCount = {
  toolName: 'recent_posts',
  asksUser: false,
};
const question = {
  toolName: 'gmail_send_email',
  asksUser: true,
};

describe('conversation loop guidance', () => {
  describe('roundGuidance', () => {
    it('says nothing when nothing failed', () => {
      expect(roundGuidance(none)).toBeNull();
    });

    describe('when a retry round opens', () => {
      it('says only the round: the tool messages above name the failed tools', () => {
        expect(
          roundGuidance({
            ...none,
            retryRound: 2,
            failed: [invalidCount, { ...invalidCount, toolName: 'news_search' }],
          }),
        )
          .toBe('Retry 2 of 3.');
      });

      it('does not name the failed tools, which the tool messages name', () => {
        expect(roundGuidance({ ...none, retryRound: 1, failed: [invalidCount, invalidCount] })).not.toContain(
          'recent_posts',
        );
      });

      it('does not repeat the tool message right above it', () => {
        const text = roundGuidance({ ...none, retryRound: 1, failed: [invalidCount] }) ?? '';

        expect(text).not.toContain('expected string');
        expect(text).not.toContain('`count`');
      });

      it('tells the model to ask the user rather than invent when a call asked a Question', () => {
        expect(roundGuidance({ ...none, retryRound: 1, failed: [invalidCount, question] })).toBe([
          'Retry 1 of 3.',
          'Ask the user what a Question needs; never invent it.',
        ].join('\n'));
      });

      it('costs at most 20 o200k tokens for one failed call, Question included', () => {
        expect(encode(roundGuidance({ ...none, retryRound: 1, failed: [question] }) ?? '').length).toBeLessThanOrEqual(
          20,
        );
        expect(encode(roundGuidance({ ...none, retryRound: 1, failed: [invalidCount] }) ?? '').length)
          .toBeLessThanOrEqual(8);
      });
    });

    it('says when the retry rounds are used up and tools are over', () => {
      const text = roundGuidance({ ...none, toolsOff: true, failed: [invalidCount] }) ?? '';

      expect(text).toBe([
        'recent_posts failed; all 3 retry rounds are used up.',
        'Do not call tools again in this turn: tell the user what could not be done and ask for what is missing.',
      ].join('\n'));
    });

    it('tells the model that repeating a call will not work', () => {
      const text =
        roundGuidance({ ...none, toolsOff: true, stopped: [{ toolName: 'recent_posts', why: 'repeated' }] }) ?? '';

      expect(text).toContain('- recent_posts: the same call failed twice; repeating it will not work');
      expect(text).toContain('Do not call tools again');
      expect(text).not.toMatch(/retry \d of 3/);
    });

    it('tells the model a stopped tool called again stays stopped', () => {
      expect(
        roundGuidance({
          ...none,
          retryRound: 1,
          failed: [invalidCount],
          stopped: [{ toolName: 'gmail_send_email', why: 'again' }],
        }),
      ).toBe([
        'Retry 1 of 3.',
        '- gmail_send_email: it was already stopped for this turn; do not call it again.',
      ].join('\n'));
    });

    it('tells the model what the user must set up, without a retry', () => {
      const text = roundGuidance({ ...none, notConfigured: ['gmail_send_email'] }) ?? '';

      expect(text).toContain('gmail_send_email cannot run until the user sets it up');
      expect(text).toContain('tell the user what to set up');
      expect(text).not.toMatch(/retry \d of/);
    });
  });
});
