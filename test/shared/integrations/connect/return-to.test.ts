import { describe, expect, it } from 'vitest';
import { allowedReturnTo, parseAppUrls } from '../../../../shared/integrations/connect/return-to.ts';

describe('parseAppUrls', () => {
  it('reads comma-separated app URLs as origins and path prefixes', () => {
    expect(parseAppUrls(' http://127.0.0.1:3000 , https://App.Example.com/parley/ ,, https://app.example.com:443/x'))
      .toEqual([
        { origin: 'http://127.0.0.1:3000', pathPrefix: '' },
        { origin: 'https://app.example.com', pathPrefix: '/parley' },
        { origin: 'https://app.example.com', pathPrefix: '/x' },
      ]);
  });

  it('reads nothing from an unset or blank variable', () => {
    expect(parseAppUrls(undefined)).toEqual([]);
    expect(parseAppUrls(' ')).toEqual([]);
  });

  it.each([['not a URL', 'app.example.com'], ['another scheme', 'ftp://files.example.com'], [
    'credentials',
    'https://user:pw@app.example.com',
  ]])(
    'throws naming the variable and the entry for %s',
    (_case, entry) => {
      expect(() => parseAppUrls(`https://ok.example.com,${entry}`)).toThrow(
        /^PARLEY_APP_URLS entry 2 is not an http\(s\) URL/,
      );
    },
  );
});

describe('allowedReturnTo', () => {
  const allowed = parseAppUrls('http://127.0.0.1:3000,https://app.example.com/parley');

  it.each([
    'http://127.0.0.1:3000',
    'http://127.0.0.1:3000/settings?tab=1#top',
    'https://app.example.com/parley',
    'https://app.example.com/parley/settings',
    'https://APP.example.com:443/parley/x',
  ])('allows %s', (returnTo) => {
    expect(allowedReturnTo(returnTo, allowed)).toBeInstanceOf(URL);
  });

  it.each([
    'https://app.example.com/',
    'https://app.example.com/parleyx',
    'https://app.example.com/parley/../admin',
    'https://app.example.com/parley/%2e%2e/admin',
    'http://127.0.0.1:3000@evil.example/',
    'http://evil.example\\@127.0.0.1:3000/',
    'http://localhost:3000/',
    '//127.0.0.1:3000/settings',
    'data:text/html,hi',
    `http://127.0.0.1:3000/${'a'.repeat(2100)}`,
  ])('refuses %s', (returnTo) => {
    expect(allowedReturnTo(returnTo, allowed)).toBeNull();
  });

  it('refuses everything when no app URL is configured', () => {
    expect(allowedReturnTo('http://127.0.0.1:3000/', [])).toBeNull();
  });

  describe("when returnTo is a command-line client's loopback address", () => {
    it.each([
      'http://127.0.0.1:53682/parley/gmail-return',
      'http://127.0.0.1:9/parley/gmail-return',
      'http://[::1]:53682/parley/gmail-return',
    ])('allows %s on any port, whatever the app URLs', (returnTo) => {
      expect(allowedReturnTo(returnTo, [])?.href).toBe(returnTo);
    });

    it.each([
      ['another path', 'http://127.0.0.1:53682/admin/delete'],
      ['a path below it', 'http://127.0.0.1:53682/parley/gmail-return/x'],
      ['a query of its own', 'http://127.0.0.1:53682/parley/gmail-return?next=/admin'],
      ['a fragment', 'http://127.0.0.1:53682/parley/gmail-return#x'],
      ['https', 'https://127.0.0.1:53682/parley/gmail-return'],
      ['a host name rather than the loopback address', 'http://localhost:53682/parley/gmail-return'],
      ['another address of 127/8', 'http://127.0.0.2:53682/parley/gmail-return'],
      ['a public host', 'http://evil.example:53682/parley/gmail-return'],
      ['user info', 'http://user@127.0.0.1:53682/parley/gmail-return'],
    ])('refuses %s', (_case, returnTo) => {
      expect(allowedReturnTo(returnTo, [])).toBeNull();
    });
  });
});
