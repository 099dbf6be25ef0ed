import { describe, expect, it } from 'vitest';
import { userMessageKeyOf } from '../../../../shared/chat/idempotency/user-message-key.ts';

const user = '00000000-0000-4000-8000-000000000001';

describe('userMessageKeyOf', () => {
  it('keys every try of one request the same', async () => {
    expect(await userMessageKeyOf(user, 'turn-1', 'a'.repeat(64))).toBe(
      await userMessageKeyOf(user, 'turn-1', 'a'.repeat(64)),
    );
  });

  it('keys the message of another request with the same key (another body) apart', async () => {
    expect(await userMessageKeyOf(user, 'turn-1', 'b'.repeat(64))).not.toBe(
      await userMessageKeyOf(user, 'turn-1', 'a'.repeat(64)),
    );
  });
});
