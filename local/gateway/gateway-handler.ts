/**
 * The gateway's one handler: `/functions/v1/<name>[/…]` goes to that function's handler,
 * as Supabase's relay would send it (JWT checked first when `verify_jwt` is on, the path
 * without `/functions/v1`, an `x-request-id` for the function to log under). Every request
 * is logged once, as JSON, when its response has been sent. Other paths may be served by
 * `localRoutes` (the sandbox stand-ins and `/outbox`).
 */
import { type AllowedOrigins, anyOrigin } from '../../shared/http/allowed-origins.ts';
import type { JwtVerifier } from '../../shared/http/jwt-verifier.ts';
import { requestIdOf } from '../../shared/http/request-id.ts';
import { gatewayRequestIdHeader } from './drain-gate.ts';
import type { Logger } from '../../shared/log/logger.ts';
import type { FetchHandler } from './capture-handler.ts';
import { observeResponse } from './observe-response.ts';
import { withOwnAnswerOrigin } from './own-answer-origin.ts';
import { functionBootError, functionNotFound, functionWorkerError, relayAuthFailure } from './relay-responses.ts';

/** A function as the gateway serves it: its handler, or why it has none. */
export type GatewayFunction =
  | { readonly name: string; readonly verifyJwt: boolean; readonly handler: FetchHandler }
  | { readonly name: string; readonly verifyJwt: boolean; readonly bootError: string };

/** What {@link createGatewayHandler} needs. */
export interface GatewayHandlerOptions {
  readonly functions: readonly GatewayFunction[];
  readonly verifyJwt: JwtVerifier;
  readonly logger: Logger;
  readonly generateId: () => string;
  /** Milliseconds, for durations. */
  readonly now: () => number;
  /** Routes outside `/functions/v1` (the sandbox stand-ins, `/outbox`): a response, or null
   * for a path they do not serve. */
  readonly localRoutes?: (request: Request) => Promise<Response | null>;
  /** The pages that may read the gateway's own answers (401, 404, 503, 500): the functions'
   * CORS origins. Every page (`*`) by default. */
  readonly allowedOrigins?: AllowedOrigins;
}

const functionPath = /^\/functions\/v1\/([^/]+)(\/.*)?$/;

/** The function name of a path segment; null when its escapes are malformed. */
function decodedName(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The request the function sees: Supabase strips `/functions/v1`, and names the request. */
function forwardedRequest(request: Request, url: URL, name: string, rest: string, requestId: string): Request {
  const target = new URL(url);
  target.pathname = `/${name}${rest}`;
  const headers = new Headers(request.headers);
  headers.delete(gatewayRequestIdHeader);
  headers.set('x-request-id', requestId);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(target, {
    method: request.method,
    headers,
    body: hasBody ? request.body : null,
    signal: request.signal,
    redirect: 'manual',
    ...(hasBody ? { duplex: 'half' } : {}),
  } as RequestInit);
}

/** The gateway's handler over `options.functions`. */
export function createGatewayHandler(
  options: GatewayHandlerOptions,
): (request: Request, info?: unknown) => Promise<Response> {
  const byName = new Map(options.functions.map((entry) => [entry.name, entry]));
  const names = options.functions.map((entry) => entry.name);
  const { logger } = options;
  const allowedOrigins = options.allowedOrigins ?? anyOrigin;

  return async (request, info) => {
    const startedAt = options.now();
    // The drain gate in front names the request; a handler without one names it here.
    const requestId = request.headers.get(gatewayRequestIdHeader) ?? requestIdOf(request, options.generateId);
    const url = new URL(request.url);
    const match = functionPath.exec(url.pathname);
    const name = match === null ? null : decodedName(match[1] as string);
    const entry = name === null ? undefined : byName.get(name);
    const log = (response: Response): Response =>
      observeResponse(response, (end) => {
        const fields = {
          method: request.method,
          path: url.pathname,
          function: name,
          status: response.status,
          durationMs: Math.round(options.now() - startedAt),
          requestId,
          ...(end === 'complete' ? {} : { bodyEnd: end }),
        };
        if (response.status >= 500) logger.error('request', fields);
        else logger.info('request', fields);
      });
    const own = (response: Response): Response =>
      log(withOwnAnswerOrigin(response, request.headers.get('origin'), allowedOrigins));

    if (match === null && options.localRoutes !== undefined) {
      try {
        const answered = await options.localRoutes(request);
        if (answered !== null) return log(answered);
      } catch (error) {
        logger.error('local-route-failed', {
          path: url.pathname,
          requestId,
          message: error instanceof Error ? error.message : String(error),
        });
        return own(functionWorkerError(requestId));
      }
    }
    if (entry === undefined) return own(functionNotFound(names, requestId));
    if ('bootError' in entry) return own(functionBootError(requestId));
    if (entry.verifyJwt && request.method !== 'OPTIONS') {
      const refused = await relayAuthFailure(request, options.verifyJwt, requestId);
      if (refused !== null) return own(refused);
    }
    try {
      const forwarded = forwardedRequest(request, url, entry.name, match?.[2] ?? '', requestId);
      return log(await entry.handler(forwarded, info));
    } catch (error) {
      logger.error('function-failed', {
        function: entry.name,
        requestId,
        message: error instanceof Error ? error.message : String(error),
      });
      return own(functionWorkerError(requestId));
    }
  };
}
