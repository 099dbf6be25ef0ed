import { describe, expect, it } from 'vitest';
import { questionOf } from '../../../../web/src/chat/question-text.ts';

describe('questionOf', () => {
  it('reads the question without its prefix and the developer note below it', () => {
    expect(
      questionOf(
        'Question: Who should I send this email to? Please provide the recipient email address.\n(`gmail_send_email` is missing `to`.)',
      ),
    )
      .toBe('Who should I send this email to? Please provide the recipient email address.');
  });

  it.each([null, undefined, '', 'Tool `searchWeb` is not available.', 'Question:'])('is null for %j', (message) => {
    expect(questionOf(message)).toBeNull();
  });
});
