import { describe, expect, it } from 'vitest';
import {
  connectionsCheckingIntervalOf,
  frontDoorSettingsOf,
} from '../../../../local/gateway/front-door/front-door-settings.ts';

describe('frontDoorSettingsOf', () => {
  it('gives the request head 10 s and listens on 54321 when nothing is set', () => {
    expect(frontDoorSettingsOf({})).toEqual({ port: 54321, headersTimeoutMs: 10_000 });
  });

  it('takes PORT and PARLEY_GATEWAY_HEADERS_TIMEOUT_MS', () => {
    expect(frontDoorSettingsOf({ PORT: '0', PARLEY_GATEWAY_HEADERS_TIMEOUT_MS: ' 2500 ' })).toEqual({
      port: 0,
      headersTimeoutMs: 2_500,
    });
  });

  it.each(['abc', '0', '-5', '1e3', '2.5', '300001'])(
    'refuses PARLEY_GATEWAY_HEADERS_TIMEOUT_MS=%s with a one-line reason naming the variable and the range',
    (value) => {
      expect(() => frontDoorSettingsOf({ PARLEY_GATEWAY_HEADERS_TIMEOUT_MS: value })).toThrow(
        `PARLEY_GATEWAY_HEADERS_TIMEOUT_MS must be a whole number of milliseconds from 1 to 300000, not "${value}".`,
      );
    },
  );

  it('refuses a PORT that is not a port, as the gateway does', () => {
    expect(() => frontDoorSettingsOf({ PORT: 'http' })).toThrow('PORT must be a port number');
  });
});

describe('connectionsCheckingIntervalOf', () => {
  it('checks often enough that a 408 comes at most a quarter of the limit late, at most every second', () => {
    expect(connectionsCheckingIntervalOf(10_000)).toBe(1_000);
    expect(connectionsCheckingIntervalOf(300)).toBe(75);
    expect(connectionsCheckingIntervalOf(1)).toBe(25);
  });
});
