import { describe, expect, it } from 'vitest';
import { createSafeFetch, type SafeFetchResult } from '../../../../shared/integrations/fetch/safe-fetch.ts';
import { fetchVia, resolverOf } from './support/page-server.ts';

function problemOf(result: SafeFetchResult) {
  if (result.ok) throw new Error(`Expected a refusal, got ${result.page.url}`);
  return result.problem;
}

describe('createSafeFetch: what may be requested', () => {
  describe('when the address is private, local or reserved', () => {
    const calls: string[] = [];
    const safeFetch = createSafeFetch({
      resolveHost: resolverOf({
        'internal.example': '10.0.0.7',
        'metadata.example': '169.254.169.254',
        'mixed.example': ['93.184.216.34', '192.168.0.10'],
        'v6-internal.example': 'fc00::5',
      }),
      fetch: fetchVia({}, calls),
    });

    it.each([
      ['loopback', 'http://127.0.0.1/admin', 'loopback'],
      ['loopback by name', 'http://localhost:8080/', 'loopback'],
      ['a .localhost name', 'http://api.localhost/', 'loopback'],
      ['loopback in hexadecimal', 'http://0x7f000001/', 'loopback'],
      ['loopback as one number', 'http://2130706433/', 'loopback'],
      ['10/8', 'http://10.1.2.3/', 'private'],
      ['172.16/12', 'http://172.16.0.1/', 'private'],
      ['the top of 172.16/12', 'http://172.31.255.255/', 'private'],
      ['192.168/16', 'https://192.168.1.1/router', 'private'],
      ['the cloud metadata address', 'http://169.254.169.254/latest/meta-data/', 'link-local'],
      ['carrier-grade NAT', 'http://100.64.0.1/', 'shared'],
      ['0.0.0.0', 'http://0.0.0.0/', 'unspecified'],
      ['IPv6 loopback', 'http://[::1]/', 'loopback'],
      ['IPv6 unspecified', 'http://[::]/', 'unspecified'],
      ['IPv6 unique-local', 'http://[fc00::1]/', 'unique-local'],
      ['IPv6 unique-local fd00::/8', 'http://[fd12:3456::1]/', 'unique-local'],
      ['IPv6 link-local', 'http://[fe80::1]/', 'link-local'],
      ['IPv4-mapped loopback', 'http://[::ffff:127.0.0.1]/', 'loopback'],
      ['a name resolving to 10/8', 'http://internal.example/', 'private'],
      ['a name resolving to the metadata address', 'http://metadata.example/latest', 'link-local'],
      ['a name with one private address among public ones', 'https://mixed.example/', 'private'],
      ['a name resolving to fc00::/7', 'http://v6-internal.example/', 'unique-local'],
    ])('refuses %s without connecting', async (_label, url, range) => {
      calls.length = 0;

      const problem = problemOf(await safeFetch(url));

      expect(problem).toMatchObject({ kind: 'blocked_address', range });
      expect(calls).toEqual([]);
    });

    it('refuses a name that does not resolve', async () => {
      expect(problemOf(await safeFetch('http://nowhere.example/'))).toEqual({
        kind: 'unresolvable_host',
        host: 'nowhere.example',
      });
    });

    it('refuses a name that resolves to nothing', async () => {
      const empty = createSafeFetch({ resolveHost: () => Promise.resolve([]), fetch: fetchVia({}, calls) });

      expect(problemOf(await empty('http://empty.example/')).kind).toBe('unresolvable_host');
    });
  });

  describe('when the URL is not an http(s) page address', () => {
    const safeFetch = createSafeFetch({ resolveHost: resolverOf({}) });

    it.each([
      ['ftp://example.com/file', 'ftp'],
      ['file:///etc/passwd', 'file'],
      ['javascript:alert(1)', 'javascript'],
      ['data:text/html,<p>hi</p>', 'data'],
      ['gopher://example.com/', 'gopher'],
    ])('refuses %s', async (url, scheme) => {
      expect(problemOf(await safeFetch(url))).toEqual({ kind: 'unsupported_scheme', scheme });
    });

    it('refuses text that is not a URL', async () => {
      expect(problemOf(await safeFetch('not a url'))).toEqual({ kind: 'invalid_url' });
    });

    it('refuses a user name or password in the URL', async () => {
      expect(problemOf(await safeFetch('https://admin:secret@example.com/'))).toEqual({ kind: 'credentials_in_url' });
    });
  });
});
