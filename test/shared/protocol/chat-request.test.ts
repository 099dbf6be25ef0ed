import { describe, expect, it } from 'vitest';
import { chatRequestSchema } from '../../../shared/protocol/chat-request.ts';
import { uiChatRequestSchema } from '../../../shared/chat/ui-stream/ui-chat-request.ts';

describe('a chat message with a NUL character', () => {
  it('is refused by the Parley body with a message that names it', () => {
    const result = chatRequestSchema.safeParse({ message: 'Hi\u0000there' });

    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/NUL character/);
  });

  it('is refused by the useChat body too', () => {
    const result = uiChatRequestSchema.safeParse({
      id: 'chat-1',
      messages: [{ id: 'm1', role: 'user', parts: [{ type: 'text', text: 'Hi\u0000' }] }],
    });

    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/NUL character/);
  });

  it('is accepted without it, lone surrogates included (they are stored as U+FFFD)', () => {
    expect(chatRequestSchema.safeParse({ message: 'Hi \ud800 there' }).success).toBe(true);
  });
});
