import type { SqlClient } from '../db/sql-client.ts';
import { withCors } from '../http/cors.ts';
import { functionPathSegments } from '../http/function-path.ts';
import { HttpError } from '../http/http-error.ts';
import { jsonResponse } from '../http/json-response.ts';
import type { JwtVerifier } from '../http/jwt-verifier.ts';
import type { RateLimiter } from '../http/rate-limiter.ts';
import { requireUser } from '../http/require-user.ts';
import { userClaimsOf } from '../http/user-claims.ts';
import { withErrorHandling } from '../http/with-error-handling.ts';
import type { Logger } from '../log/logger.ts';
import type { AnalyticsResponse } from '../protocol/tool-analytics.ts';
import { analyticsWindowOf } from './analytics-window.ts';
import { loadUserAnalytics } from './load-user-analytics.ts';

/** Everything the analytics function uses; the entry file builds it once. */
export interface AnalyticsDependencies {
  readonly verifyJwt: JwtVerifier;
  /** Any connection: the queries switch to the caller's role themselves. */
  readonly sql: SqlClient;
  /** Today, for the default window. */
  readonly clock: () => Date;
  readonly logger: Logger;
  readonly generateId: () => string;
  /** Per-user limit of reports (the `analytics` bucket): a long window is an expensive
   * query, and a script asking for one after another slows everyone's. None when absent. */
  readonly rateLimit?: RateLimiter;
}

/**
 * The analytics function: `GET /analytics?since=&until=&agentId=` answers the report of
 * `npm run analytics -- --json` (shared/protocol/tool-analytics.ts) over that window,
 * plus `window: { since, until }`, computed under the caller's row-level security; 429 with
 * `Retry-After` past the user's analytics rate limit.
 */
export function createAnalyticsHandler(dependencies: AnalyticsDependencies): (request: Request) => Promise<Response> {
  return withCors(
    withErrorHandling(async (request) => {
      const segments = functionPathSegments(request.url, 'analytics');
      if (segments === null || segments.length > 0) {
        throw new HttpError(
          'not_found',
          'No such analytics route. The route is GET /analytics?since=YYYY-MM-DD&until=YYYY-MM-DD&agentId=<uuid>.',
        );
      }
      if (request.method !== 'GET') {
        throw new HttpError('method_not_allowed', 'Use GET.', undefined, { allow: 'GET, OPTIONS' });
      }
      const user = await requireUser(request, dependencies.verifyJwt);
      await dependencies.rateLimit?.(user.userId, 'analytics');
      const window = analyticsWindowOf(new URL(request.url), dependencies.clock());
      const analytics = await loadUserAnalytics(dependencies.sql, userClaimsOf(user), window);
      if (analytics === null) throw new HttpError('not_found', 'Agent not found.');
      const body: AnalyticsResponse = { ...analytics, window: { since: window.since, until: window.until } };
      return jsonResponse(body);
    }, { logger: dependencies.logger, generateId: dependencies.generateId }),
    { methods: 'GET, OPTIONS' },
  );
}
