import { describe, expect, it } from 'vitest';
import {
  type InternalCallContext,
  signInternalContext,
  verifyInternalContext,
} from '../../../shared/functions/internal-caller.ts';

const secret = 'internal-secret-for-tests-0123456789';
const now = 1_750_000_000;
const context: InternalCallContext = {
  userId: '00000000-0000-4000-8000-000000000001',
  agentId: '00000000-0000-4000-8000-0000000000a1',
  conversationId: '00000000-0000-4000-8000-0000000000c1',
  requestId: 'req_1',
  toolCallId: 'call_1',
  attempt: 2,
  searchProviders: ['brave', 'serper'],
};

function withPayload(header: string, change: (value: Record<string, unknown>) => Record<string, unknown>): string {
  const [payload, signature] = header.split('.') as [string, string];
  const decoded = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>;
  const encoded = btoa(JSON.stringify(change(decoded))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${encoded}.${signature}`;
}

describe('internal call context header', () => {
  describe('when the header was signed with the secret', () => {
    it('gives back the whole context for five minutes, and not after', async () => {
      const header = await signInternalContext(secret, context, now);

      expect(header).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
      expect(await verifyInternalContext(secret, header, now)).toEqual(context);
      expect(await verifyInternalContext(secret, header, now + 300)).toEqual(context);
      expect(await verifyInternalContext(secret, header, now + 301)).toBeNull();
    });

    it('tolerates 30 seconds of clock skew into the future, and no more', async () => {
      expect(await verifyInternalContext(secret, await signInternalContext(secret, context, now + 30), now)).toEqual(
        context,
      );
      expect(await verifyInternalContext(secret, await signInternalContext(secret, context, now + 31), now)).toBeNull();
    });
  });

  describe('when the header was tampered with', () => {
    it.each([
      ['another secret', async () => signInternalContext('another-secret-0123456789abcdef', context, now)],
      [
        'another user id',
        async () =>
          withPayload(
            await signInternalContext(secret, context, now),
            (value) => ({ ...value, userId: '00000000-0000-4000-8000-000000000002' }),
          ),
      ],
      [
        'another agent',
        async () =>
          withPayload(
            await signInternalContext(secret, context, now),
            (value) => ({ ...value, agentId: '00000000-0000-4000-8000-0000000000b2' }),
          ),
      ],
      [
        'another time',
        async () =>
          withPayload(await signInternalContext(secret, context, now - 400), (value) => ({ ...value, issuedAt: now })),
      ],
      ['no signature', async () => (await signInternalContext(secret, context, now)).split('.')[0] ?? ''],
      ['nothing', () => Promise.resolve(null)],
    ])('refuses %s', async (_case, header) => {
      expect(await verifyInternalContext(secret, await header(), now)).toBeNull();
    });
  });

  describe('when a signed context is not one', () => {
    it('refuses it even with a valid signature', async () => {
      const malformed = await signInternalContext(
        secret,
        { ...context, userId: 'not-a-uuid' } as InternalCallContext,
        now,
      );

      expect(await verifyInternalContext(secret, malformed, now)).toBeNull();
    });
  });
});
