import { withCors } from '../../http/cors.ts';
import { withErrorHandling } from '../../http/with-error-handling.ts';
import type { IntegrationsDependencies } from './integrations-dependencies.ts';
import { routeIntegrationsRequest } from './integrations-routes.ts';

/** The methods the routes use, for CORS preflights. */
const corsMethods = 'GET, POST, PUT, DELETE, OPTIONS';

/**
 * The integrations function: CORS (preflights answered first), then a request id and the
 * error mapping (an `HttpError` becomes its status and `{ error: { code, message,
 * requestId } }`; anything else a 500 whose detail goes to the log only), then the routes.
 */
export function createIntegrationsHandler(
  dependencies: IntegrationsDependencies,
): (request: Request) => Promise<Response> {
  return withCors(
    withErrorHandling((request, requestId) => routeIntegrationsRequest(request, dependencies, requestId), {
      logger: dependencies.logger,
      generateId: dependencies.generateId,
    }),
    { methods: corsMethods },
  );
}
