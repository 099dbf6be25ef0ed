import { describe, expect, it } from 'vitest';
import type { SafeFetchProblem } from '../../../../shared/integrations/fetch/safe-fetch.ts';
import { describeFetchProblem } from '../../../../shared/integrations/search/fetch-problem-text.ts';

const url = 'https://example.com/page';

describe('describeFetchProblem', () => {
  describe.each<[SafeFetchProblem, string, string]>([
    [{ kind: 'invalid_url' }, 'invalid_arguments', `${url} is not a valid web address.`],
    [
      { kind: 'unsupported_scheme', scheme: 'ftp' },
      'invalid_arguments',
      `${url} uses ftp:, but only http and https pages can be read.`,
    ],
    [
      { kind: 'credentials_in_url' },
      'invalid_arguments',
      `${url} contains a user name or password; such addresses are not read.`,
    ],
    [
      { kind: 'unresolvable_host', host: 'example.com' },
      'transient',
      'The site example.com could not be looked up (no address was found for it); it may not exist, or the network may be down.',
    ],
    [
      { kind: 'too_many_redirects', limit: 5 },
      'invalid_arguments',
      `${url} redirected more than 5 times, so reading stopped.`,
    ],
    [{ kind: 'bad_redirect' }, 'invalid_arguments', `${url} answered with a redirect that has no valid target.`],
    [
      { kind: 'unsupported_content_type', contentType: 'none' },
      'invalid_arguments',
      `${url} is not a web page (its type is not given); only HTML and plain text pages can be read.`,
    ],
    [{ kind: 'http_status', status: 403 }, 'invalid_arguments', `${url} refused access; it may need a login.`],
    [
      { kind: 'http_status', status: 410 },
      'invalid_arguments',
      `${url} was not found; check the address or search for the page first.`,
    ],
    [{ kind: 'http_status', status: 418 }, 'invalid_arguments', `${url} answered with an error instead of a page.`],
    [
      { kind: 'http_status', status: 429 },
      'transient',
      `${url} is refusing requests for now because too many were sent.`,
    ],
    [{ kind: 'http_status', status: 503 }, 'transient', `${url} had an error on the site's side.`],
    [{ kind: 'timeout' }, 'transient', `${url} did not answer within 10 seconds.`],
    [{ kind: 'network', message: 'ECONNRESET' }, 'transient', `${url} could not be reached.`],
    [{ kind: 'cancelled' }, 'transient', `Reading ${url} was cancelled.`],
  ])('when the problem is %j', (problem, category, text) => {
    it(`is ${category}: "${text}"`, () => {
      expect(describeFetchProblem(url, url, problem, 10_000)).toMatchObject({ category, text });
    });
  });

  describe('when the site answers with any error status', () => {
    it.each([400, 401, 403, 404, 410, 418, 429, 500, 503])(
      'never shows the model the number %i, keeping it for the detail',
      (status) => {
        const described = describeFetchProblem(url, url, { kind: 'http_status', status }, 10_000);

        expect(described.text).not.toMatch(/HTTP|\b\d{3}\b/);
        expect(described.status).toBe(status);
      },
    );
  });

  describe('when the failure happened after a redirect', () => {
    it('says so', () => {
      const described = describeFetchProblem(url, 'http://10.0.0.1/', {
        kind: 'blocked_address',
        host: '10.0.0.1',
        range: 'private',
      }, 10_000);

      expect(described.text).toBe(
        `${url} (after a redirect) points to a private, local or reserved network address (private), which may not be read. Use a public web page.`,
      );
    });
  });

  describe('when the address is very long', () => {
    it('shortens it', () => {
      const long = `https://example.com/${'a'.repeat(300)}`;

      expect(describeFetchProblem(long, long, { kind: 'bad_redirect' }, 10_000).text.length).toBeLessThan(200);
    });
  });
});
