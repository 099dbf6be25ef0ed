/**
 * The integrations function's routes, by path under `/integrations` and method:
 *
 * | path | methods |
 * |---|---|
 * | `/integrations` | GET list |
 * | `/integrations/{serper,brave,serpapi}` | PUT store a key, DELETE remove it |
 * | `/integrations/mcp:<server>` (`:` may be sent as `%3A`) | PUT store a credential its headers use, DELETE remove it |
 * | `/integrations/gmail/connect` | POST start the OAuth flow |
 * | `/integrations/gmail/callback` | GET Google's redirect (public; hands a completion code to the app) |
 * | `/integrations/gmail/complete` | POST finish the connection, as the user who started it |
 * | `/integrations/gmail/disconnect` | POST revoke and delete |
 */
import { HttpError } from '../../http/http-error.ts';
import { deleteApiKey } from './delete-api-key.ts';
import { gmailCallback } from './gmail-callback.ts';
import { completeGmail } from './gmail-complete.ts';
import { connectGmail } from './gmail-connect.ts';
import { disconnectGmail } from './gmail-disconnect.ts';
import { deleteMcpCredential } from './delete-mcp-credential.ts';
import { isApiKeyIntegration, mcpServerNameOf } from './integration-catalog.ts';
import type { IntegrationsDependencies } from './integrations-dependencies.ts';
import { listIntegrations } from './list-integrations.ts';
import { putApiKey } from './put-api-key.ts';
import { putMcpCredential } from './put-mcp-credential.ts';

/** One route's handler. */
type RouteHandler = (request: Request, dependencies: IntegrationsDependencies, requestId: string) => Promise<Response>;

/** The handlers of one path, by method. */
type MethodTable = Readonly<Partial<Record<string, RouteHandler>>>;

/** The path after the function's name: Supabase hands a function `/<name>/…` (and the
 * gateway does the same), `/functions/v1/<name>/…` is accepted too. */
function routeSegments(url: URL): string[] {
  const segments = url.pathname.split('/').filter((segment) => segment.length > 0).map((segment) =>
    decodeURIComponent(segment)
  );
  const start = segments.indexOf('integrations');
  return start < 0 ? segments : segments.slice(start + 1);
}

function methodsFor(segments: readonly string[]): MethodTable | null {
  const [first, second, ...rest] = segments;
  if (first === undefined) return { GET: listIntegrations };
  if (rest.length > 0) return null;
  if (second === undefined && isApiKeyIntegration(first)) {
    return {
      PUT: (request, dependencies) => putApiKey(request, dependencies, first),
      DELETE: (request, dependencies) => deleteApiKey(request, dependencies, first),
    };
  }
  const serverName = mcpServerNameOf(first);
  if (second === undefined && serverName !== null) {
    return {
      PUT: (request, dependencies) => putMcpCredential(request, dependencies, serverName),
      DELETE: (request, dependencies) => deleteMcpCredential(request, dependencies, serverName),
    };
  }
  if (first !== 'gmail') return null;
  if (second === 'connect') return { POST: connectGmail };
  if (second === 'callback') return { GET: gmailCallback };
  if (second === 'complete') return { POST: completeGmail };
  if (second === 'disconnect') return { POST: disconnectGmail };
  return null;
}

const knownPaths =
  '/integrations, /integrations/{serper|brave|serpapi}, /integrations/mcp:<server>, /integrations/gmail/{connect|callback|complete|disconnect}';

/** Routes `request` to its handler: 404 for an unknown path, 405 (with `Allow`) for a known one with another method. */
export function routeIntegrationsRequest(
  request: Request,
  dependencies: IntegrationsDependencies,
  requestId: string,
): Promise<Response> {
  let segments: string[];
  try {
    segments = routeSegments(new URL(request.url));
  } catch {
    throw new HttpError('bad_request', 'The path is not valid.');
  }
  const methods = methodsFor(segments);
  if (methods === null) throw new HttpError('not_found', `No such integrations route. The routes are ${knownPaths}.`);
  const handler = methods[request.method];
  if (handler === undefined) {
    const allowed = [...Object.keys(methods), 'OPTIONS'].join(', ');
    throw new HttpError('method_not_allowed', `Use ${Object.keys(methods).join(' or ')} here.`, undefined, {
      allow: allowed,
    });
  }
  return handler(request, dependencies, requestId);
}
