import { describe, expect, it } from 'vitest';
import { uiChatRequestSchema } from '../../../../shared/chat/ui-stream/ui-chat-request.ts';

const userMessage = { id: 'u-1', role: 'user', parts: [{ type: 'text', text: 'Hi' }] };

function issuePathsOf(body: unknown): string[] {
  const parsed = uiChatRequestSchema.safeParse(body);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join('.'));
}

describe('uiChatRequestSchema', () => {
  it('takes a request of the shape DefaultChatTransport posts', () => {
    expect(issuePathsOf({ id: 'chat-1', messages: [userMessage], trigger: 'submit-message', messageId: 'm-1' }))
      .toEqual([]);
  });

  it('refuses a messageId longer than 200 characters, naming it', () => {
    expect(issuePathsOf({ id: 'chat-1', messages: [userMessage], messageId: 'm'.repeat(201) })).toEqual(['messageId']);
  });

  it('refuses a message id longer than 200 characters in any message of the transcript', () => {
    const earlier = { id: 'a'.repeat(10_000), role: 'assistant', parts: [] };

    expect(issuePathsOf({ id: 'chat-1', messages: [earlier, userMessage] })).toEqual(['messages.0.id']);
  });
});
