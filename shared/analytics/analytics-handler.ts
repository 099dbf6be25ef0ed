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
import type { AnalyticsFilters, AnalyticsResponse, ToolAnalytics } from '../protocol/tool-analytics.ts';
import { serviceRoleSource } from './analytics-queries.ts';
import { inAnalyticsTransaction } from './analytics-transaction.ts';
import { analyticsWindowOf, serviceAnalyticsFiltersOf } from './analytics-window.ts';
import { loadToolAnalytics } from './load-tool-analytics.ts';
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
  /** Whether a request bears one of the project's service keys: such a call (the analytics
   * command asking the running gateway) gets the report the command itself would compute,
   * every agent's, as the service role. None: every call must be a user's. */
  readonly isServiceCall?: (request: Request) => boolean | Promise<boolean>;
}

/** The days a service report covers: its filters, else its first day of activity and today. */
function serviceWindowOf(filters: AnalyticsFilters, analytics: ToolAnalytics, now: Date): AnalyticsResponse['window'] {
  const until = filters.until ?? now.toISOString().slice(0, 10);
  const since = filters.since ?? analytics.period?.first ?? until;
  return { since: since < until ? since : until, until };
}

/** The report of a service-key call: what `npm run analytics` computes on the database itself. */
async function serviceReport(dependencies: AnalyticsDependencies, url: URL): Promise<AnalyticsResponse> {
  const filters = serviceAnalyticsFiltersOf(url);
  const analytics = await inAnalyticsTransaction(
    dependencies.sql,
    (transaction) => loadToolAnalytics(transaction, filters, serviceRoleSource(filters)),
  );
  return { ...analytics, window: serviceWindowOf(filters, analytics, dependencies.clock()) };
}

/**
 * The analytics function: `GET /analytics?since=&until=&agentId=` answers the report of
 * `npm run analytics -- --json` (shared/protocol/tool-analytics.ts) over that window,
 * plus `window: { since, until }`, computed under the caller's row-level security; 429 with
 * `Retry-After` past the user's analytics rate limit. A call bearing a service key gets the
 * all-agents report (or one agent's) as the service role, over exactly the days asked for.
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
      if (await dependencies.isServiceCall?.(request) === true) {
        return jsonResponse(await serviceReport(dependencies, new URL(request.url)));
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
