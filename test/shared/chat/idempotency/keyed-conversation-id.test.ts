import { describe, expect, it } from 'vitest';
import { keyedConversationIdOf } from '../../../../shared/chat/idempotency/keyed-conversation-id.ts';
import { isUuid } from '../../../../shared/db/repositories/uuid.ts';

const user = '00000000-0000-4000-8000-000000000001';
const otherUser = '00000000-0000-4000-8000-000000000002';
const hashA = 'a'.repeat(64);
const hashB = 'b'.repeat(64);

describe('keyedConversationIdOf', () => {
  it('names every try of one request the same conversation', async () => {
    expect(await keyedConversationIdOf(user, 'turn-1', hashA)).toBe(await keyedConversationIdOf(user, 'turn-1', hashA));
  });

  it('is a version 8 UUID with the RFC variant', async () => {
    const id = await keyedConversationIdOf(user, 'turn-1', hashA);

    expect(isUuid(id)).toBe(true);
    expect(id[14]).toBe('8');
    expect(['8', '9', 'a', 'b']).toContain(id[19]);
  });

  it("gives another user's request with the same key another conversation", async () => {
    expect(await keyedConversationIdOf(otherUser, 'turn-1', hashA)).not.toBe(
      await keyedConversationIdOf(user, 'turn-1', hashA),
    );
  });

  it('gives another request with the same key (another body) another conversation', async () => {
    expect(await keyedConversationIdOf(user, 'turn-1', hashB)).not.toBe(
      await keyedConversationIdOf(user, 'turn-1', hashA),
    );
  });

  it('gives another key another conversation, even when the pieces join to the same text', async () => {
    const ids = new Set(
      await Promise.all([
        keyedConversationIdOf(user, 'turn-1', hashA),
        keyedConversationIdOf(user, 'turn-2', hashA),
        keyedConversationIdOf(`${user}t`, 'urn-1', hashA),
      ]),
    );

    expect(ids.size).toBe(3);
  });
});
