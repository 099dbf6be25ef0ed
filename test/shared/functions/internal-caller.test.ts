import { describe, expect, it } from 'vitest';
import { signInternalUser, timingSafeEqual, verifyInternalUser } from '../../../shared/functions/internal-caller.ts';

const secret = 'internal-secret-for-tests-0123456789';
const userId = '00000000-0000-4000-8000-000000000001';
const now = 1_750_000_000;

describe('internal caller header', () => {
  describe('when the header was signed with the secret', () => {
    it('names the user for five minutes, and not after', async () => {
      const header = await signInternalUser(secret, userId, now);

      expect(header).toMatch(new RegExp(`^${userId}\\.${now}\\.[A-Za-z0-9_-]{43}$`));
      expect(await verifyInternalUser(secret, header, now)).toBe(userId);
      expect(await verifyInternalUser(secret, header, now + 300)).toBe(userId);
      expect(await verifyInternalUser(secret, header, now + 301)).toBeNull();
    });

    it('tolerates 30 seconds of clock skew into the future, and no more', async () => {
      expect(await verifyInternalUser(secret, await signInternalUser(secret, userId, now + 30), now)).toBe(userId);
      expect(await verifyInternalUser(secret, await signInternalUser(secret, userId, now + 31), now)).toBeNull();
    });
  });

  describe('when the header was tampered with', () => {
    it.each([
      ['another secret', async () => signInternalUser('another-secret-0123456789abcdef', userId, now)],
      [
        'another user id',
        async () =>
          (await signInternalUser(secret, userId, now)).replace(userId, '00000000-0000-4000-8000-000000000002'),
      ],
      [
        'another time',
        async () => (await signInternalUser(secret, userId, now - 10)).replace(`.${now - 10}.`, `.${now}.`),
      ],
      ['no signature', () => Promise.resolve(`${userId}.${now}`)],
      ['nothing', () => Promise.resolve(null)],
    ])('refuses %s', async (_case, header) => {
      expect(await verifyInternalUser(secret, await header(), now)).toBeNull();
    });
  });

  describe('timingSafeEqual', () => {
    it('compares whole strings, whatever their lengths', () => {
      expect(timingSafeEqual('service-key', 'service-key')).toBe(true);
      expect(timingSafeEqual('service-key', 'service-kez')).toBe(false);
      expect(timingSafeEqual('service-key', 'service-key-longer')).toBe(false);
      expect(timingSafeEqual('', '')).toBe(true);
    });
  });
});
