import { describe, expect, it } from 'vitest';
import { isAllowedOrigin, parseAllowedOrigins } from '../../../shared/http/allowed-origins.ts';

describe('parseAllowedOrigins', () => {
  describe('when the setting is *', () => {
    it('allows any origin', () => {
      expect(parseAllowedOrigins(' * ')).toEqual({ kind: 'any' });
    });
  });

  describe('when the setting lists origins', () => {
    it('keeps each origin, a trailing slash dropped', () => {
      expect(parseAllowedOrigins('https://app.example.com, http://localhost:5173/')).toEqual({
        kind: 'listed',
        origins: ['https://app.example.com', 'http://localhost:5173'],
      });
    });
  });

  describe('when an entry is not a bare origin', () => {
    it.each([
      ['a path', 'https://app.example.com/chat'],
      ['no scheme', 'app.example.com'],
      ['another scheme', 'ftp://app.example.com'],
      ['* among origins', 'https://app.example.com,*'],
    ])('throws naming the variable and the entry (%s)', (_case, text) => {
      expect(() => parseAllowedOrigins(text)).toThrow(/PARLEY_CORS_ORIGINS entry \d is not an origin/);
    });

    it('throws for an empty list', () => {
      expect(() => parseAllowedOrigins(' , ')).toThrow(/PARLEY_CORS_ORIGINS is empty/);
    });
  });
});

describe('isAllowedOrigin', () => {
  const listed = parseAllowedOrigins('http://127.0.0.1:54321,https://app.example.com');

  describe('when the origin is listed', () => {
    it.each(['http://127.0.0.1:54321', 'https://app.example.com'])('allows %s', (origin) => {
      expect(isAllowedOrigin(origin, listed)).toBe(true);
    });

    it.each(['http://localhost:54321', 'http://[::1]:54321'])('allows %s, the same loopback server', (origin) => {
      expect(isAllowedOrigin(origin, listed)).toBe(true);
    });
  });

  describe('when the origin is not listed', () => {
    it.each([
      'https://evil.example',
      'http://127.0.0.1:54322',
      'http://app.example.com',
      'https://app.example.com.evil.example',
      'null',
      'http://localhost:54321/path',
    ])('refuses %s', (origin) => {
      expect(isAllowedOrigin(origin, listed)).toBe(false);
    });
  });

  describe('when any origin is allowed', () => {
    it('allows every origin', () => {
      expect(isAllowedOrigin('https://evil.example', { kind: 'any' })).toBe(true);
    });
  });
});
