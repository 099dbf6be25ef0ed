/**
 * `GET /sandbox/google/authorize`: Google's authorization endpoint, for the sandbox's one
 * OAuth client. Without a `decision` it shows the consent page; `decision=allow` sends
 * the browser back to `redirect_uri` with `code` and `state`, `decision=deny` with
 * `error=access_denied`, as Google does. An unknown client or a redirect URI off loopback
 * (the sandbox client is registered for local redirects only) gets an error page instead,
 * since sending the browser there would be an open redirect.
 */
import { z } from 'zod';
import type { AuthorizationCodes } from './sandbox-authorization-codes.ts';
import { authorizationErrorPage, consentPage } from './sandbox-consent-page.ts';

/** What the endpoint needs. */
export interface AuthorizeDependencies {
  readonly clientId: string;
  readonly account: string;
  readonly codes: AuthorizationCodes;
}

const parametersSchema = z.object({
  client_id: z.string().optional(),
  redirect_uri: z.string().optional(),
  response_type: z.string().optional(),
  scope: z.string().optional(),
  state: z.string().optional(),
  code_challenge: z.string().regex(/^[A-Za-z0-9._~-]{43,128}$/).optional(),
  code_challenge_method: z.enum(['S256', 'plain']).optional(),
  access_type: z.enum(['online', 'offline']).optional(),
  decision: z.enum(['allow', 'deny']).optional(),
});

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);

function loopbackRedirect(value: string | undefined): URL | null {
  if (value === undefined || !URL.canParse(value)) return null;
  const url = new URL(value);
  return (url.protocol === 'http:' || url.protocol === 'https:') && loopbackHosts.has(url.hostname) && url.hash === ''
    ? url
    : null;
}

function redirectTo(target: URL, values: Record<string, string | undefined>): Response {
  const url = new URL(target);
  for (const [name, value] of Object.entries(values)) if (value !== undefined) url.searchParams.set(name, value);
  return new Response(null, { status: 302, headers: { location: url.href, 'cache-control': 'no-store' } });
}

/** The endpoint's handler. */
export function createAuthorizeHandler(dependencies: AuthorizeDependencies): (request: Request) => Response {
  return (request) => {
    const url = new URL(request.url);
    const raw = Object.fromEntries(url.searchParams);
    if (raw.client_id !== dependencies.clientId) {
      return authorizationErrorPage('invalid_client', 'The OAuth client was not found.');
    }
    const redirectUri = loopbackRedirect(raw.redirect_uri);
    if (redirectUri === null) {
      return authorizationErrorPage(
        'redirect_uri_mismatch',
        'The redirect URI in the request does not match the ones authorized for the OAuth client (the sandbox client accepts http(s) URLs on 127.0.0.1, localhost or [::1]).',
      );
    }
    const parsed = parametersSchema.safeParse(raw);
    const state = raw.state;
    if (!parsed.success) {
      return redirectTo(redirectUri, {
        error: 'invalid_request',
        error_description: 'Invalid PKCE or access_type parameter.',
        state,
      });
    }
    const parameters = parsed.data;
    if (parameters.response_type !== 'code') {
      return redirectTo(redirectUri, { error: 'unsupported_response_type', state });
    }
    const scope = (parameters.scope ?? '').trim().split(/\s+/).filter((item) => item.length > 0);
    if (scope.length === 0) {
      return redirectTo(redirectUri, {
        error: 'invalid_request',
        error_description: 'Missing required parameter: scope',
        state,
      });
    }

    if (parameters.decision === 'deny') return redirectTo(redirectUri, { error: 'access_denied', state });
    if (parameters.decision === 'allow') {
      const code = dependencies.codes.issue({
        clientId: dependencies.clientId,
        redirectUri: raw.redirect_uri as string,
        scope: scope.join(' '),
        offline: parameters.access_type === 'offline',
        codeChallenge: parameters.code_challenge ?? null,
        codeChallengeMethod: parameters.code_challenge_method ?? 'plain',
      });
      return redirectTo(redirectUri, { code, scope: scope.join(' '), state });
    }
    const decide = (decision: string): string => {
      const link = new URLSearchParams(url.searchParams);
      link.set('decision', decision);
      return `${url.pathname}?${link.toString()}`;
    };
    return consentPage({
      clientId: dependencies.clientId,
      account: dependencies.account,
      scopes: scope,
      allowHref: decide('allow'),
      denyHref: decide('deny'),
    });
  };
}
