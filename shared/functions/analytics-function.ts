import { createAnalyticsHandler } from '../analytics/analytics-handler.ts';
import type { Environment } from '../config/environment.ts';
import { withAllowedOrigins } from '../http/cors.ts';
import { createFunctionRuntime, type RuntimeHooks } from './function-runtime.ts';
import { bearsServiceKey } from './identify-caller.ts';

/** The analytics function's handler, built from configuration once per worker. */
export function createAnalyticsFunction(
  environment: Environment,
  hooks: RuntimeHooks = {},
): (request: Request) => Promise<Response> {
  const runtime = createFunctionRuntime('analytics', environment, hooks);
  const handler = createAnalyticsHandler({
    verifyJwt: runtime.verifyJwt,
    sql: runtime.sql,
    clock: hooks.clock ?? (() => new Date()),
    logger: runtime.logger,
    generateId: runtime.generateId,
    rateLimit: runtime.rateLimiter,
    isServiceCall: (request) => bearsServiceKey(request, runtime.verification.isServiceKey),
  });
  return withAllowedOrigins(handler, { allowed: runtime.configuration.corsOrigins, generateId: runtime.generateId });
}
