import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ScriptedReply } from './stand-in-gmail-server.ts';

/** A request the token endpoint received. */
export interface TokenRequest {
  readonly method: string;
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  readonly form: URLSearchParams;
}

/** A local stand-in for Google's OAuth 2.0 token endpoint (`POST /token`, refresh grant). */
export interface StandInTokenServer {
  /** `…/token`, for `googleTokenUrl`. */
  readonly tokenUrl: string;
  readonly requests: TokenRequest[];
  /** Refresh tokens that are still valid. */
  readonly refreshTokens: Set<string>;
  /** Access tokens issued so far, in order. */
  readonly issued: string[];
  /** Answers the next requests with these, before the documented behaviour. */
  script(...replies: ScriptedReply[]): void;
  close(): Promise<void>;
}

/** Options: the OAuth client it knows, and what to do with each token it issues. */
export interface StandInTokenServerOptions {
  readonly clientId: string;
  readonly clientSecret: string;
  /** Called with each new access token (to make the Gmail stand-in accept it). */
  readonly onIssue: (accessToken: string) => void;
  /** Whether answers include a rotated refresh token (Google's usually do not). */
  readonly rotateRefreshToken?: boolean;
}

/** Starts the token endpoint stand-in on 127.0.0.1. */
export async function startStandInTokenServer(options: StandInTokenServerOptions): Promise<StandInTokenServer> {
  const requests: TokenRequest[] = [];
  const refreshTokens = new Set<string>();
  const issued: string[] = [];
  const scripts: ScriptedReply[] = [];

  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      requests.push({ method: request.method ?? '', path: url.pathname, headers: request.headers, form });
      const reply = (answer: ScriptedReply): void => {
        const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body ?? {});
        response.writeHead(answer.status, { 'Content-Type': 'application/json; charset=utf-8', ...answer.headers });
        response.end(text);
      };
      const scripted = scripts.shift();
      if (scripted !== undefined) return reply(scripted);
      if (
        request.method !== 'POST' || url.pathname !== '/token' ||
        !(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')
      ) {
        return reply({ status: 400, body: { error: 'invalid_request', error_description: 'Bad Request' } });
      }
      if (form.get('client_id') !== options.clientId || form.get('client_secret') !== options.clientSecret) {
        return reply({ status: 401, body: { error: 'invalid_client', error_description: 'Unauthorized' } });
      }
      if (form.get('grant_type') !== 'refresh_token') {
        return reply({
          status: 400,
          body: { error: 'unsupported_grant_type', error_description: 'Invalid grant_type: ' },
        });
      }
      const refreshToken = form.get('refresh_token') ?? '';
      if (!refreshTokens.has(refreshToken)) {
        return reply({
          status: 400,
          body: { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' },
        });
      }
      const accessToken = `ya29.a0AfB_refreshed${issued.length + 1}_Zx8Qm3Lr7Tn2Vp5Ws9Yb4Kd6Hj1Gf0`;
      issued.push(accessToken);
      options.onIssue(accessToken);
      const rotated = options.rotateRefreshToken === true
        ? `1//0g-rotated-refresh-${issued.length}-Lr7Tn2Vp5Ws9Yb4Kd6Hj1Gf0`
        : undefined;
      if (rotated !== undefined) refreshTokens.add(rotated);
      return reply({
        status: 200,
        body: {
          access_token: accessToken,
          expires_in: 3599,
          scope: 'https://www.googleapis.com/auth/gmail.send https://www.googleapis.com/auth/gmail.readonly',
          token_type: 'Bearer',
          ...(rotated === undefined ? {} : { refresh_token: rotated }),
        },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    tokenUrl: `http://127.0.0.1:${port}/token`,
    requests,
    refreshTokens,
    issued,
    script: (...replies) => {
      scripts.push(...replies);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
