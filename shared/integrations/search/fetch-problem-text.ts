import type { ErrorCategory } from '../../tools/error-category.ts';
import type { SafeFetchProblem } from '../fetch/safe-fetch.ts';

/** What the model is told about a page that could not be read, and how to class it. */
export interface PageProblem {
  readonly text: string;
  readonly category: Extract<ErrorCategory, 'invalid_arguments' | 'transient'>;
  readonly reason?: 'timeout' | 'cancelled' | 'network' | 'unavailable' | 'rate_limited';
  /** The site's HTTP status, for the developer's detail only: never in `text`. */
  readonly status?: number;
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
 * redirects) could not be read, in words (no status codes): what the model can change (a
 * different address) is `invalid_arguments`, a passing failure is `transient`.
 */
export function describeFetchProblem(
  requestedUrl: string,
  failedUrl: string,
  problem: SafeFetchProblem,
  timeoutMs: number,
): PageProblem {
  const page = `${shown(requestedUrl)}${
    normalized(requestedUrl) === normalized(failedUrl) ? '' : ' (after a redirect)'
  }`;
  const invalid = (text: string): PageProblem => ({ text, category: 'invalid_arguments' });
  switch (problem.kind) {
    case 'invalid_url':
      return invalid(`${page} is not a valid web address.`);
    case 'unsupported_scheme':
      return invalid(`${page} uses ${problem.scheme}:, but only http and https pages can be read.`);
    case 'credentials_in_url':
      return invalid(`${page} contains a user name or password; such addresses are not read.`);
    case 'unresolvable_host':
      // A lookup that finds nothing looks the same from here whether the name does not
      // exist or no name server answered (offline, a resolver outage): it is not taken for
      // the model's typo, and it is retried like any other network failure.
      return {
        text:
          `The site ${problem.host} could not be looked up (no address was found for it); it may not exist, or the network may be down.`,
        category: 'transient',
        reason: 'network',
      };
    case 'blocked_address':
      return invalid(
        `${page} points to a private, local or reserved network address (${problem.range}), which may not be read. Use a public web page.`,
      );
    case 'too_many_redirects':
      return invalid(`${page} redirected more than ${problem.limit} times, so reading stopped.`);
    case 'bad_redirect':
      return invalid(`${page} answered with a redirect that has no valid target.`);
    case 'unsupported_content_type':
      return invalid(
        `${page} is not a web page (${
          problem.contentType === 'none' ? 'its type is not given' : `its type is ${problem.contentType}`
        }); only HTML and plain text pages can be read.`,
      );
    case 'http_status': {
      // The status is for developers (the log's detail); the model reads what it means.
      const { status } = problem;
      if (status === 404 || status === 410) {
        return { ...invalid(`${page} was not found; check the address or search for the page first.`), status };
      }
      if (status === 401 || status === 403) {
        return { ...invalid(`${page} refused access; it may need a login.`), status };
      }
      if (status === 429) {
        return {
          text: `${page} is refusing requests for now because too many were sent.`,
          category: 'transient',
          reason: 'rate_limited',
          status,
        };
      }
      if (status >= 500) {
        return {
          text: `${page} had an error on the site's side.`,
          category: 'transient',
          reason: 'unavailable',
          status,
        };
      }
      return { ...invalid(`${page} answered with an error instead of a page.`), status };
    }
    case 'timeout':
      return {
        text: `${page} did not answer within ${
          timeoutMs < 1000 ? `${timeoutMs} ms` : `${Math.round(timeoutMs / 1000)} seconds`
        }.`,
        category: 'transient',
        reason: 'timeout',
      };
    case 'cancelled':
      return { text: `Reading ${page} was cancelled.`, category: 'transient', reason: 'cancelled' };
    case 'network':
      return { text: `${page} could not be reached.`, category: 'transient', reason: 'network' };
  }
}
