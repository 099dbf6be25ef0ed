/**
 * The gateway's routes outside `/functions/v1`: the sandbox stand-ins under `/sandbox/…`
 * and `GET /outbox`. They answer local requests only: the gateway listens on 127.0.0.1,
 * and a `Host` other than a loopback name (a page that rebound its DNS to 127.0.0.1) is
 * refused.
 */
import type { SandboxMailbox } from './sandbox-mailbox.ts';
import { outboxEntryOf } from './sandbox-outbox-file.ts';
import { jsonResponse } from './sandbox-responses.ts';
import { sandboxPaths } from './sandbox-settings.ts';

/** A stand-in: a handler for the paths under its prefix. */
export type StandIn = (request: Request, path: string) => Promise<Response>;

/** The parts the routes dispatch to. */
export interface SandboxRouteParts {
  readonly serper: StandIn;
  readonly gmail: StandIn;
  readonly google: StandIn;
  readonly pages: StandIn;
  readonly mailbox: SandboxMailbox;
}

/** Answers a sandbox route; null for any other path (the gateway's function routes take it). */
export type SandboxRoutes = (request: Request) => Promise<Response | null>;

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);

function isLocalRequest(request: Request): boolean {
  const host = request.headers.get('host');
  if (host === null) return true;
  try {
    return loopbackHosts.has(new URL(`http://${host}`).hostname);
  } catch {
    return false;
  }
}

/** The routes over `parts`. */
export function createSandboxRoutes(parts: SandboxRouteParts): SandboxRoutes {
  const prefixes: readonly [string, StandIn][] = [
    [sandboxPaths.serper, parts.serper],
    [
      sandboxPaths.gmail,
      parts.gmail,
    ],
    [sandboxPaths.google, parts.google],
    [sandboxPaths.pages, parts.pages],
  ];
  return async (request) => {
    const { pathname } = new URL(request.url);
    const isOutbox = pathname === sandboxPaths.outbox;
    if (!isOutbox && pathname !== '/sandbox' && !pathname.startsWith('/sandbox/')) return null;
    if (!isLocalRequest(request)) {
      return jsonResponse(403, { code: 'forbidden', message: 'The sandbox answers local requests only.' });
    }
    if (isOutbox) {
      if (request.method !== 'GET') {
        return jsonResponse(405, {
          code: 'method_not_allowed',
          message: 'GET /outbox lists the mail the sandbox sent.',
        }, { allow: 'GET' });
      }
      return jsonResponse(200, { messages: parts.mailbox.sent().map(outboxEntryOf) });
    }
    for (const [prefix, standIn] of prefixes) {
      if (pathname.startsWith(`${prefix}/`)) return standIn(request, pathname.slice(prefix.length));
    }
    return jsonResponse(404, { code: 'not_found', message: `No sandbox endpoint at ${pathname}.` });
  };
}
