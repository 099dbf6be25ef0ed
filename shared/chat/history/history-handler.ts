import { withCors } from '../../http/cors.ts';
import { functionPathSegments } from '../../http/function-path.ts';
import { HttpError } from '../../http/http-error.ts';
import { countSignedInRequest } from '../../http/with-user-rate-limit.ts';
import { withErrorHandling } from '../../http/with-error-handling.ts';
import type { HistoryDependencies } from './history-dependencies.ts';
import { routeHistoryRequest } from './history-routes.ts';

/** The methods of the history routes, for CORS preflights. */
export const historyCorsMethods = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';

/**
 * The history routes of the chat function: CORS (preflights first), a request id and the
 * error mapping (`{ error: { code, message, requestId } }`, as a turn answers), the user's
 * `history` rate limit (429 + `Retry-After`), then the route for the path under `/chat`.
 */
export function createHistoryHandler(dependencies: HistoryDependencies): (request: Request) => Promise<Response> {
  return withCors(
    withErrorHandling(async (request) => {
      const segments = functionPathSegments(request.url, 'chat');
      if (segments === null) throw new HttpError('bad_request', 'The path is not valid.');
      const { rateLimit } = dependencies;
      if (rateLimit !== undefined) {
        await countSignedInRequest(request, { verifyJwt: dependencies.verifyJwt, rateLimit, bucket: 'history' });
      }
      return routeHistoryRequest(request, dependencies, segments);
    }, { logger: dependencies.logger, generateId: dependencies.generateId }),
    { methods: historyCorsMethods },
  );
}
