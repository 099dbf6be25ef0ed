import { describe, expect, it } from 'vitest';
import { isTokenExpired, parseGmailToken, tokenExpiry } from '../../../../shared/integrations/gmail/gmail-token.ts';
import { mapWithConcurrency } from '../../../../shared/integrations/gmail/map-with-concurrency.ts';

describe('parseGmailToken', () => {
  it.each([
    ['{"access_token":"a","refresh_token":"r","expires_at":1700000000}', true],
    ['{"access_token":"a","expires_at":null}', true],
    ['{"access_token":"a","expires_at":"2025-03-01T12:00:00Z"}', true],
    ['{"access_token":""}', false],
    ['{"access_token":"a","expires_at":-5}', false],
    ['["a"]', false],
    ['ya29.a0AfB_plain-token', false],
  ])('reads %s', (secret, ok) => {
    expect(parseGmailToken(secret) !== null).toBe(ok);
  });
});

describe('tokenExpiry', () => {
  const row = new Date('2030-01-01T00:00:00Z');

  it.each([
    [{ access_token: 'a', expires_at: 1_740_830_400 }, new Date('2025-03-01T12:00:00Z')],
    [{ access_token: 'a', expires_at: 1_740_830_400_000 }, new Date('2025-03-01T12:00:00Z')],
    [{ access_token: 'a', expires_at: '2025-03-01T12:00:00Z' }, new Date('2025-03-01T12:00:00Z')],
    [{ access_token: 'a' }, row],
  ])('reads %j', (token, expected) => {
    expect(tokenExpiry(token, row)).toEqual(expected);
  });

  it('never expires a token that states no expiry anywhere', () => {
    expect(isTokenExpired(tokenExpiry({ access_token: 'a' }, null), new Date())).toBe(false);
  });
});

describe('mapWithConcurrency', () => {
  it('starts nothing new after a failure', async () => {
    const started: number[] = [];

    const result = mapWithConcurrency([1, 2, 3, 4, 5], 1, async (item) => {
      started.push(item);
      if (item === 2) throw new Error('boom');
      return item;
    });

    await expect(result).rejects.toThrow('boom');
    expect(started).toEqual([1, 2]);
  });

  it('keeps the order of the items', async () => {
    const result = await mapWithConcurrency(
      [3, 1, 2],
      3,
      (item) => new Promise<number>((resolve) => queueMicrotask(() => resolve(item * 10))),
    );

    expect(result).toEqual([30, 10, 20]);
  });
});
