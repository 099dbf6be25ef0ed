import { createHash } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Google's OAuth 2.0 endpoints, following their documented requests
 * and answers: the authorization endpoint (a consent screen that decides at once and
 * redirects with `code` or `error=access_denied`), the token endpoint (authorization-code
 * grant with PKCE S256 checked, refresh grant), OpenID userinfo and revocation.
 */

/** A request the stand-in received. */
export interface GoogleRequest {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly headers: IncomingHttpHeaders;
  readonly form: URLSearchParams;
}

/** A scripted answer that replaces the documented behaviour for one request. */
export interface GoogleReply {
  readonly status: number;
  readonly body?: unknown;
}

type Endpoint = 'token' | 'userinfo' | 'revoke';

/** The stand-in and its knobs. */
export interface FakeGoogle {
  readonly authorizeUrl: string;
  readonly tokenUrl: string;
  readonly revokeUrl: string;
  readonly userinfoUrl: string;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly requests: GoogleRequest[];
  /** What the user does on the consent screen. */
  consent: 'approve' | 'deny';
  /** The signed-in Google account. */
  account: string;
  /** Answer the code exchange without a refresh token (as Google does without a fresh consent). */
  omitRefreshToken: boolean;
  /** The scopes granted, when the user unticks some; the requested ones by default. */
  grantedScope: string | null;
  /** Refresh tokens still valid; revoking one removes it. */
  readonly refreshTokens: Set<string>;
  readonly accessTokens: Set<string>;
  /** Tokens revoked, in order. */
  readonly revoked: string[];
  /** Answers the next requests of `endpoint` with these, in order, before the documented behaviour. */
  script(endpoint: Endpoint, ...replies: GoogleReply[]): void;
  close(): Promise<void>;
}

const challengeOf = (verifier: string): string => createHash('sha256').update(verifier).digest('base64url');

function reply(response: ServerResponse, answer: GoogleReply): void {
  response.writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body ?? {}));
}

const invalidGrant: GoogleReply = { status: 400, body: { error: 'invalid_grant', error_description: 'Bad Request' } };

/** Starts the stand-in on 127.0.0.1 for the OAuth client `clientId`/`clientSecret`. */
export async function startFakeGoogle(options: { clientId?: string; clientSecret?: string } = {}): Promise<FakeGoogle> {
  const clientId = options.clientId ?? 'parley-test.apps.googleusercontent.com';
  const clientSecret = options.clientSecret ?? 'GOCSPX-fake-google-client-secret';
  const codes = new Map<string, { challenge: string; redirectUri: string; scope: string; used: boolean }>();
  const scripts: Record<Endpoint, GoogleReply[]> = { token: [], userinfo: [], revoke: [] };
  let issued = 0;
  const state = {
    requests: [] as GoogleRequest[],
    consent: 'approve' as 'approve' | 'deny',
    account: 'ada.lovelace@gmail.com',
    omitRefreshToken: false,
    grantedScope: null as string | null,
    refreshTokens: new Set<string>(),
    accessTokens: new Set<string>(),
    revoked: [] as string[],
  };

  const authorize = (request: GoogleRequest, response: ServerResponse): void => {
    const { query } = request;
    const redirectUri = query.get('redirect_uri') ?? '';
    const wellFormed = query.get('client_id') === clientId && query.get('response_type') === 'code' &&
      query.get('code_challenge_method') === 'S256' &&
      (query.get('code_challenge') ?? '').length === 43 && redirectUri.startsWith('http') && query.has('state') &&
      query.has('scope');
    if (!wellFormed) return reply(response, { status: 400, body: { error: 'invalid_request' } });
    const target = new URL(redirectUri);
    if (state.consent === 'deny') target.searchParams.set('error', 'access_denied');
    else {
      const code = `4/0Ab-fake-code-${codes.size + 1}`;
      codes.set(code, {
        challenge: query.get('code_challenge') ?? '',
        redirectUri,
        scope: query.get('scope') ?? '',
        used: false,
      });
      target.searchParams.set('code', code);
      target.searchParams.set('scope', query.get('scope') ?? '');
    }
    target.searchParams.set('state', query.get('state') ?? '');
    response.writeHead(302, { location: target.toString() });
    response.end();
  };

  const issue = (scope: string, withRefresh: boolean): GoogleReply => {
    issued += 1;
    const accessToken = `ya29.a0Af-fake-access-${issued}-Zx8Qm3Lr7Tn2Vp5Ws9Yb4Kd6`;
    state.accessTokens.add(accessToken);
    const refreshToken = withRefresh ? `1//0g-fake-refresh-${issued}-Lr7Tn2Vp5Ws9Yb4Kd6Hj1Gf0` : undefined;
    if (refreshToken !== undefined) state.refreshTokens.add(refreshToken);
    return {
      status: 200,
      body: {
        access_token: accessToken,
        expires_in: 3599,
        scope,
        token_type: 'Bearer',
        id_token: 'eyJhbGciOiJSUzI1NiJ9.e30.c2ln',
        ...(refreshToken === undefined ? {} : { refresh_token: refreshToken }),
      },
    };
  };

  const token = (request: GoogleRequest): GoogleReply => {
    const { form } = request;
    if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret) {
      return { status: 401, body: { error: 'invalid_client', error_description: 'Unauthorized' } };
    }
    if (form.get('grant_type') === 'refresh_token') {
      return state.refreshTokens.has(form.get('refresh_token') ?? '')
        ? issue(state.grantedScope ?? '', false)
        : invalidGrant;
    }
    if (form.get('grant_type') !== 'authorization_code') {
      return { status: 400, body: { error: 'unsupported_grant_type' } };
    }
    const grant = codes.get(form.get('code') ?? '');
    if (
      grant === undefined || grant.used || grant.redirectUri !== form.get('redirect_uri') ||
      grant.challenge !== challengeOf(form.get('code_verifier') ?? '')
    ) return invalidGrant;
    grant.used = true;
    return issue(state.grantedScope ?? grant.scope, !state.omitRefreshToken);
  };

  const userinfo = (request: GoogleRequest): GoogleReply => {
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (bearer === undefined || !state.accessTokens.has(bearer)) {
      return { status: 401, body: { error: 'invalid_token' } };
    }
    return { status: 200, body: { sub: '110169484474386276334', email: state.account, email_verified: true } };
  };

  const revoke = (request: GoogleRequest): GoogleReply => {
    const token = request.form.get('token') ?? '';
    if (!state.refreshTokens.delete(token) && !state.accessTokens.delete(token)) {
      return { status: 400, body: { error: 'invalid_token', error_description: 'Token expired or revoked' } };
    }
    state.revoked.push(token);
    return { status: 200, body: {} };
  };

  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const url = new URL(incoming.url ?? '/', 'http://127.0.0.1');
      const body = Buffer.concat(chunks).toString('utf8');
      const isForm = (incoming.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
      const request: GoogleRequest = {
        method: incoming.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        headers: incoming.headers,
        form: new URLSearchParams(isForm ? body : ''),
      };
      state.requests.push(request);
      const route = `${request.method} ${request.path}`;
      if (route === 'GET /o/oauth2/v2/auth') return authorize(request, response);
      const endpoint: Endpoint | null = route === 'POST /token'
        ? 'token'
        : route === 'GET /v1/userinfo'
        ? 'userinfo'
        : route === 'POST /revoke'
        ? 'revoke'
        : null;
      if (endpoint === null) return reply(response, { status: 404, body: { error: 'not_found' } });
      const scripted = scripts[endpoint].shift();
      if (scripted !== undefined) return reply(response, scripted);
      if (endpoint !== 'userinfo' && !isForm) {
        return reply(response, { status: 400, body: { error: 'invalid_request' } });
      }
      return reply(
        response,
        endpoint === 'token' ? token(request) : endpoint === 'userinfo' ? userinfo(request) : revoke(request),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(state, {
    authorizeUrl: `${origin}/o/oauth2/v2/auth`,
    tokenUrl: `${origin}/token`,
    revokeUrl: `${origin}/revoke`,
    userinfoUrl: `${origin}/v1/userinfo`,
    clientId,
    clientSecret,
    script(endpoint: Endpoint, ...replies: GoogleReply[]) {
      scripts[endpoint].push(...replies);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
