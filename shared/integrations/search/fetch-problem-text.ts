import type { ErrorCategory } from '../../tools/error-category.ts';
import type { SafeFetchProblem } from '../fetch/safe-fetch.ts';

/** What the model is told about a page that could not be read, and how to class it. */
export interface PageProblem {
  readonly text: string;
  readonly category: Extract<ErrorCategory, 'invalid_arguments' | 'transient'>;
  readonly reason?: 'timeout' | 'cancelled' | 'network' | 'unavailable' | 'rate_limited';
}

function shown(url: string): string {
  return url.length > 120 ? `${url.slice(0, 119)}…` : url;
}

function normalized(url: string): string {
  try {
    return new URL(url).href;
  } catch {
    return url;
  }
}

/**
 * A short sentence about why `requestedUrl` (which failed at `failedUrl`, after any
 * redirects) could not be read: what the model can change (a
 * different address) is `invalid_arguments`, a passing failure is `transient`.
 */
export function describeFetchProblem(requestedUrl: string, failedUrl: string, problem: SafeFetchProblem, timeoutMs: number): PageProblem {
  const page = `${shown(requestedUrl)}${normalized(requestedUrl) === normalized(failedUrl) ? '' : ' (after a redirect)'}`;
  const invalid = (text: string): PageProblem => ({ text, category: 'invalid_arguments' });
  switch (problem.kind) {
    case 'invalid_url':
      return invalid(`${page} is not a valid web address.`);
    case 'unsupported_scheme':
      return invalid(`${page} uses ${problem.scheme}:, but only http and https pages can be read.`);
    case 'credentials_in_url':
      return invalid(`${page} contains a user name or password; such addresses are not read.`);
    case 'unresolvable_host':
      return invalid(`The site ${problem.host} could not be found; check the address for typos.`);
    case 'blocked_address':
      return invalid(`${page} points to a private, local or reserved network address (${problem.range}), which may not be read. Use a public web page.`);
    case 'too_many_redirects':
      return invalid(`${page} redirected more than ${problem.limit} times, so reading stopped.`);
    case 'bad_redirect':
      return invalid(`${page} answered with a redirect that has no valid target.`);
    case 'unsupported_content_type':
      return invalid(`${page} is not a web page (${problem.contentType === 'none' ? 'its type is not given' : `its type is ${problem.contentType}`}); only HTML and plain text pages can be read.`);
    case 'http_status':
      if (problem.status === 404 || problem.status === 410) return invalid(`${page} was not found (HTTP ${problem.status}); check the address or search for the page first.`);
      if (problem.status === 401 || problem.status === 403) return invalid(`${page} refused access (HTTP ${problem.status}); it may need a login.`);
      if (problem.status === 429) return { text: `${page} is rate limiting requests (HTTP 429).`, category: 'transient', reason: 'rate_limited' };
      if (problem.status >= 500) return { text: `${page} had a server error (HTTP ${problem.status}).`, category: 'transient', reason: 'unavailable' };
      return invalid(`${page} answered HTTP ${problem.status} instead of a page.`);
    case 'timeout':
      return { text: `${page} did not answer within ${timeoutMs < 1000 ? `${timeoutMs} ms` : `${Math.round(timeoutMs / 1000)} seconds`}.`, category: 'transient', reason: 'timeout' };
    case 'cancelled':
      return { text: `Reading ${page} was cancelled.`, category: 'transient', reason: 'cancelled' };
    case 'network':
      return { text: `${page} could not be reached.`, category: 'transient', reason: 'network' };
  }
}
