/**
 * Serves the built web app (`web/dist`) at `/`: its files with their content types, and
 * `index.html` for the app's page paths (`/`, `/chat/<id>`, `/agents`, `/integrations`, `/analytics`) so
 * a reload or a link lands on the right page. Plus `/config.json`. Other paths are left to
 * the gateway (its 404).
 */
import { readFile, stat } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import type { LocalRoute } from '../local-routes.ts';
import { contentTypeOf } from './content-types.ts';
import { contentSecurityPolicy, webAppSecurityHeaders } from './web-app-headers.ts';
import { supabaseUrlFor, type WebAppConfig, webAppConfigResponse } from './web-app-config.ts';
import { webAppBuildFailedPage, webAppNotBuiltPage } from './web-app-pages.ts';

/** What {@link createWebAppRoutes} needs. */
export interface WebAppRoutesOptions {
  /** The build's folder, `web/dist`. */
  readonly distDirectory: string;
  /** The gateway's own URL, `http://127.0.0.1:<port>`. */
  readonly baseUrl: string;
  readonly anonKey: string;
  /** The one-click demo account, when its local password works. */
  readonly demo: WebAppConfig['demo'];
  /** Set when `npm start` could not build the app: its pages say so. */
  readonly buildError: string | null;
}

/** The app's page paths: the client-side router's routes. */
const pagePath = /^\/(?:|agents|integrations|analytics|chat\/[^/]+)\/?$/;

/** A file of `directory` named by a URL path; null when the path leaves the folder or names none. */
async function fileIn(directory: string, pathname: string): Promise<{ path: string; size: number } | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.split('/').includes('..')) return null;
  const path = normalize(join(directory, decoded));
  if (!path.startsWith(directory.endsWith(sep) ? directory : `${directory}${sep}`)) return null;
  const info = await stat(path).catch(() => null);
  return info !== null && info.isFile() ? { path, size: info.size } : null;
}

async function fileResponse(
  request: Request,
  file: { path: string; size: number },
  cacheControl: string,
  security: Readonly<Record<string, string>>,
): Promise<Response> {
  const headers = {
    'content-type': contentTypeOf(file.path),
    'content-length': String(file.size),
    'cache-control': cacheControl,
    ...security,
  };
  if (request.method === 'HEAD') return new Response(null, { status: 200, headers });
  return new Response(await readFile(file.path), { status: 200, headers });
}

/** The routes for the app in `options.distDirectory`. Every answer carries the security
 * headers (web-app-headers.ts): the app may fetch from its own origin and the Supabase URL
 * `/config.json` gives it, nothing else. */
export function createWebAppRoutes(options: WebAppRoutesOptions): LocalRoute {
  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return null;
    const { pathname } = new URL(request.url);
    const supabaseUrl = supabaseUrlFor(request, options.baseUrl);
    const security = webAppSecurityHeaders(contentSecurityPolicy({ connectOrigins: [supabaseUrl, options.baseUrl] }));
    if (pathname === '/config.json') {
      const response = webAppConfigResponse({ supabaseUrl, anonKey: options.anonKey, demo: options.demo });
      for (const [name, value] of Object.entries(security)) response.headers.set(name, value);
      return response;
    }
    const isPage = pagePath.test(pathname);
    if (options.buildError !== null) return isPage ? webAppBuildFailedPage(options.buildError) : null;
    if (!isPage) {
      const file = await fileIn(options.distDirectory, pathname);
      if (file === null) return null;
      // Vite names the files under assets/ by their content: they never change.
      return fileResponse(
        request,
        file,
        pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        security,
      );
    }
    const index = await fileIn(options.distDirectory, '/index.html');
    return index === null ? webAppNotBuiltPage() : fileResponse(request, index, 'no-cache', security);
  };
}
