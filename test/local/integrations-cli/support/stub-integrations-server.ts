import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { jwtVerify } from 'jose';
import { demoAgentId, demoUser, localJwtSecret } from '../../../../local/gateway/local-keys.ts';
import type { IntegrationStatus } from '../../../../local/integrations-cli/integration-status.ts';

/** A request the stub received, with its parsed JSON body. */
export interface ReceivedRequest {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly headers: IncomingMessage['headers'];
  readonly body: unknown;
}

/**
 * A stand-in for the integrations function behind the gateway, following the HTTP
 * contract of issue 11: tokens verified with the local secret, agents owned by users,
 * `{ error: { code, message, requestId } }` failures, the relay's 404 for anything else.
 */
export interface StubIntegrationsServer {
  readonly url: string;
  readonly requests: ReceivedRequest[];
  /** The integrations per agent id; tests change them directly. */
  readonly integrations: Map<string, IntegrationStatus[]>;
  /** Agent id → owner id. */
  readonly owners: Map<string, string>;
  /** The key a verifying provider rejects. */
  rejectedKey: string;
  /** Where `returnTo` may point, besides a loopback return address (as the function allows). */
  allowedReturnTo: string[];
  /** Google's revoke result on disconnect. */
  revokeSucceeds: boolean;
  /** After how many list requests following a connect Gmail shows up as connected (null: never). */
  connectAfterLists: number | null;
  /** What the consent page (`/fake-google/authorize`) does: send the browser back to the
   * connect's `returnTo` with a completion code, or with `status=error&reason=access_denied`. */
  consent: 'approve' | 'deny';
  /** Who started the last connect and the completion code it was given, until used. */
  pendingCompletion: { readonly userId: string; readonly agentId: string; readonly code: string } | null;
  /** The answer to `GET /rest/v1/agents` (default agent lookup); null: the relay's 404. */
  defaultAgentRows: { id: string }[] | null;
  close(): Promise<void>;
}

function status(id: string, kind: IntegrationStatus['kind']): IntegrationStatus {
  return { id, kind, status: 'not_connected', connectedAt: null, lastUsedAt: null, lastFailure: null };
}

/** The four built-in integrations, none connected. */
export function freshIntegrations(): IntegrationStatus[] {
  return [
    status('gmail', 'oauth'),
    status('serper', 'api_key'),
    status('brave', 'api_key'),
    status('serpapi', 'api_key'),
  ];
}

function send(response: ServerResponse, statusCode: number, body: unknown): void {
  response.writeHead(statusCode, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text === '' ? null : JSON.parse(text);
}

/** Starts the stub on 127.0.0.1 with a random port; the demo user owns the demo agent. */
export async function startStubIntegrationsServer(): Promise<StubIntegrationsServer> {
  let listsSinceConnect: number | null = null;
  const failure = (response: ServerResponse, statusCode: number, code: string, message: string): void =>
    send(response, statusCode, { error: { code, message, requestId: 'req_stub' } });

  let returnTo = '';
  /** Google's consent and the callback in one: back to `returnTo` with the outcome. */
  const consentAndReturn = (response: ServerResponse): void => {
    const target = new URL(returnTo);
    target.searchParams.set('integration', 'gmail');
    if (stub.consent === 'deny' || stub.pendingCompletion === null) {
      target.searchParams.set('status', 'error');
      target.searchParams.set('reason', 'access_denied');
      target.searchParams.set('message', "Gmail was not connected: access was declined on Google's consent screen.");
    } else {
      target.searchParams.set('status', 'pending');
      target.searchParams.set('code', stub.pendingCompletion.code);
    }
    response.writeHead(303, { location: target.href });
    response.end();
  };
  /** `POST /gmail/complete`: the code of the last connect, for the user who started it. */
  const complete = (response: ServerResponse, userId: string, fields: Record<string, unknown>): void => {
    const pending = stub.pendingCompletion;
    if (pending === null || fields.code !== pending.code) {
      return failure(response, 409, 'connect_already_used', 'This Gmail connection link was already used.');
    }
    stub.pendingCompletion = null;
    if (pending.userId !== userId) {
      return failure(response, 403, 'connect_wrong_user', 'This Gmail connection was started by another account.');
    }
    const list = stub.integrations.get(pending.agentId) ?? freshIntegrations();
    const gmail: IntegrationStatus = {
      ...status('gmail', 'oauth'),
      status: 'connected',
      account: 'ana@example.com',
      connectedAt: '2026-11-22T10:00:00.000Z',
    };
    list.splice(list.findIndex((entry) => entry.id === 'gmail'), 1, gmail);
    stub.integrations.set(pending.agentId, list);
    return send(response, 200, { agentId: pending.agentId, integration: gmail });
  };

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const url = new URL(request.url ?? '/', 'http://stub');
    const body = await readBody(request);
    stub.requests.push({
      method: request.method ?? '',
      path: url.pathname,
      query: url.searchParams,
      headers: request.headers,
      body,
    });
    const token = (request.headers.authorization ?? '').replace(/^Bearer /, '');
    const claims = await jwtVerify(token, new TextEncoder().encode(localJwtSecret)).then(
      (verified) => verified.payload,
      () => null,
    );
    if (url.pathname === '/rest/v1/agents' && stub.defaultAgentRows !== null) {
      return send(response, 200, stub.defaultAgentRows);
    }
    if (url.pathname === '/fake-google/authorize') return consentAndReturn(response);
    const route = /^\/functions\/v1\/integrations(\/.*)?$/.exec(url.pathname);
    if (route === null) return send(response, 404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
    if (claims === null || typeof claims.sub !== 'string') {
      return failure(response, 401, 'unauthorized', 'Invalid or expired token');
    }
    const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    if (request.method === 'POST' && route[1] === '/gmail/complete') return complete(response, claims.sub, fields);
    const agentId = String(fields.agentId ?? url.searchParams.get('agentId') ?? '');
    if (stub.owners.get(agentId) !== claims.sub) return failure(response, 404, 'not_found', 'Agent not found.');
    const list = stub.integrations.get(agentId) ?? freshIntegrations();
    stub.integrations.set(agentId, list);
    const replace = (next: IntegrationStatus): IntegrationStatus => {
      list.splice(list.findIndex((entry) => entry.id === next.id), 1, next);
      return next;
    };
    const path = route[1] ?? '';
    const provider = /^\/(serper|brave|serpapi)$/.exec(path)?.[1];

    if (request.method === 'GET' && path === '') {
      if (
        listsSinceConnect !== null && stub.connectAfterLists !== null &&
        (listsSinceConnect += 1) >= stub.connectAfterLists
      ) {
        listsSinceConnect = null;
        replace({
          ...status('gmail', 'oauth'),
          status: 'connected',
          account: 'ana@example.com',
          connectedAt: '2026-11-22T10:00:00.000Z',
        });
      }
      return send(response, 200, { agentId, integrations: list });
    }
    if (request.method === 'PUT' && provider !== undefined) {
      const apiKey = String(fields.apiKey ?? '');
      if (apiKey.length < 8) return failure(response, 400, 'bad_request', 'This does not look like an API key.');
      if (fields.verify === true && apiKey === stub.rejectedKey) {
        return failure(response, 400, 'bad_request', `${provider} rejected this key (401).`);
      }
      return send(response, 200, {
        integration: replace({
          ...status(provider, 'api_key'),
          status: 'connected',
          fingerprint: apiKey.slice(-4),
          connectedAt: '2026-11-22T10:00:00.000Z',
        }),
      });
    }
    if (request.method === 'DELETE' && provider !== undefined) {
      return send(response, 200, { integration: replace(status(provider, 'api_key')) });
    }
    if (request.method === 'POST' && path === '/gmail/connect') {
      const loopbackReturn = /^http:\/\/127\.0\.0\.1:\d+\/parley\/gmail-return$/.test(String(fields.returnTo));
      if (!loopbackReturn && !stub.allowedReturnTo.includes(String(fields.returnTo))) {
        return failure(response, 400, 'bad_request', 'returnTo is not an allowed app URL.');
      }
      listsSinceConnect = 0;
      returnTo = String(fields.returnTo);
      stub.pendingCompletion = { userId: String(claims.sub), agentId, code: 'C'.repeat(43) };
      return send(response, 200, { authorizationUrl: `${stub.url}/fake-google/authorize?state=signed-state` });
    }
    if (request.method === 'POST' && path === '/gmail/disconnect') {
      return send(response, 200, { integration: replace(status('gmail', 'oauth')), revoked: stub.revokeSucceeds });
    }
    return failure(response, 405, 'method_not_allowed', 'Not a route of the integrations function.');
  };

  const server = createServer((request, response) => {
    handle(request, response).catch(() => send(response, 500, { error: { code: 'internal', message: 'stub failed' } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const stub: StubIntegrationsServer = {
    url: `http://127.0.0.1:${port}`,
    requests: [],
    integrations: new Map(),
    owners: new Map([[demoAgentId, demoUser.id]]),
    rejectedKey: 'rejected-key-0000',
    allowedReturnTo: [],
    revokeSucceeds: true,
    connectAfterLists: 2,
    consent: 'approve',
    pendingCompletion: null,
    defaultAgentRows: null,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return stub;
}
