/**
 * The local Auth's routes under `/auth/v1`, as Supabase serves them behind its API
 * gateway, for the web apps' origins only: a browser request from any other origin is
 * refused 403 before anything else (its keys and the demo password are well known, so any
 * website could otherwise sign in as the demo user). Then CORS preflights (a browser sends
 * no `apikey` with them), the `apikey` check, and the endpoint. Anything an endpoint did not expect is logged and
 * answered 503 `unexpected_failure` (auth-js retries and keeps the session), never with
 * its details.
 */
import { type AllowedOrigins, isAllowedOrigin } from '../../../shared/http/allowed-origins.ts';
import type { Logger } from '../../../shared/log/logger.ts';
import { apiKeyRefusal } from './api-key-check.ts';
import type { AuthContext, AuthEndpoint } from './auth-context.ts';
import { authCorsHeaders, authErrorResponse, AuthFailure } from './auth-responses.ts';
import { logoutEndpoint } from './logout-endpoint.ts';
import { signUpEndpoint } from './sign-up-endpoint.ts';
import { tokenEndpoint } from './token-endpoint.ts';
import { userEndpoint } from './user-endpoint.ts';

/** Answers an `/auth/v1` request; null for any other path. */
export type LocalAuthRoutes = (request: Request) => Promise<Response | null>;

/** What {@link createLocalAuthRoutes} needs beyond the endpoints' context. */
export interface LocalAuthRouteOptions {
  /** The keys an `apikey` header may carry: the gateway's anon and service-role keys. */
  readonly apiKeys: readonly string[];
  readonly logger: Logger;
  /** The web pages that may call from a browser: the gateway's own origin and the app URLs. */
  readonly allowedOrigins: AllowedOrigins;
}

const prefix = '/auth/v1';

/** Each path's method and endpoint: the subset of GoTrue's API that supabase-js's
 * password sign-in, sign-up, `getUser`, refresh and sign-out call. */
const endpoints: Readonly<Record<string, { readonly method: string; readonly endpoint: AuthEndpoint }>> = {
  '/token': { method: 'POST', endpoint: tokenEndpoint },
  '/signup': { method: 'POST', endpoint: signUpEndpoint },
  '/user': { method: 'GET', endpoint: userEndpoint },
  '/logout': { method: 'POST', endpoint: logoutEndpoint },
};

/** The routes over `context`. */
export function createLocalAuthRoutes(context: AuthContext, options: LocalAuthRouteOptions): LocalAuthRoutes {
  const answer = answerFor(context, options);
  return async (request) => {
    const { pathname } = new URL(request.url);
    if (pathname !== prefix && !pathname.startsWith(`${prefix}/`)) return null;
    const origin = request.headers.get('origin');
    if (origin !== null && !isAllowedOrigin(origin, options.allowedOrigins)) {
      const refused = authErrorResponse(request, {
        status: 403,
        code: 'origin_not_allowed',
        message:
          "The local Auth answers the gateway's own pages and the web app URLs of supabase/config.toml only (see docs/local-auth.md).",
      });
      refused.headers.set('vary', 'Origin');
      return refused;
    }
    const response = await answer(request, pathname);
    if (origin !== null) response.headers.set('access-control-allow-origin', origin);
    response.headers.append('vary', 'Origin');
    return response;
  };
}

/** The answer to an `/auth/v1` request from an allowed origin (or none). */
function answerFor(
  context: AuthContext,
  options: LocalAuthRouteOptions,
): (request: Request, pathname: string) => Promise<Response> {
  return async (request, pathname) => {
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: { ...authCorsHeaders } });
    const refused = apiKeyRefusal(request, options.apiKeys);
    if (refused !== null) return refused;
    const path = pathname.slice(prefix.length).replace(/\/+$/, '');
    const route = Object.hasOwn(endpoints, path) ? endpoints[path] : undefined;
    if (route === undefined) {
      return authErrorResponse(request, {
        status: 404,
        code: 'not_found',
        message: `The local gateway's Auth does not serve ${path || '/'} (see docs/local-auth.md).`,
      });
    }
    if (request.method !== route.method) {
      return authErrorResponse(request, {
        status: 405,
        code: 'method_not_allowed',
        message: `The local gateway's Auth serves ${route.method} ${prefix}${path} only.`,
      });
    }
    try {
      return await route.endpoint(request, context);
    } catch (error) {
      if (error instanceof AuthFailure) return authErrorResponse(request, error.error);
      options.logger.error('local-auth-failed', {
        path: pathname,
        message: error instanceof Error ? error.message : String(error),
      });
      return authErrorResponse(request, {
        status: 503,
        code: 'unexpected_failure',
        message: "The local Auth could not answer; the gateway's log says why. Try again.",
      });
    }
  };
}
