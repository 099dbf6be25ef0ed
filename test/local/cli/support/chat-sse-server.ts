import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { jwtVerify } from 'jose';
import { localJwtSecret } from '../../../../local/gateway/local-keys.ts';
import type { WireEvent } from './recovered-turn.ts';

/** How the server answers one request. */
export type ChatScript =
  /** Events over SSE (or, to a JSON request, the data of the `done` event as the body). */
  | {
    readonly kind: 'events';
    readonly events: readonly WireEvent[];
    /** Bytes per write; default all at once. */
    readonly chunkBytes?: number;
    /** A `: keep-alive` comment before each event. */
    readonly keepAlives?: boolean;
    /** Keep the stream open after the events, as a turn still running does. */
    readonly hold?: boolean;
  }
  /** An error status with a JSON body. */
  | { readonly kind: 'status'; readonly status: number; readonly body: unknown };

/** A request the server received. */
export interface ReceivedChatRequest {
  readonly method: string;
  readonly path: string;
  readonly headers: IncomingMessage['headers'];
  readonly body: unknown;
  /** The verified claims of the bearer token (null when it did not verify). */
  readonly claims: Record<string, unknown> | null;
}

/** A stand-in for the gateway's chat function on 127.0.0.1 that speaks its SSE protocol. */
export interface ChatSseServer {
  readonly url: string;
  readonly requests: ReceivedChatRequest[];
  /** Decides the answer to each verified request; default: the script given at start. */
  respond: (request: ReceivedChatRequest) => ChatScript;
  close(): Promise<void>;
}

const key = new TextEncoder().encode(localJwtSecret);

async function claimsOf(authorization: string | undefined): Promise<Record<string, unknown> | null> {
  const token = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1];
  if (token === undefined) return null;
  try {
    return (await jwtVerify(token, key, { algorithms: ['HS256'] })).payload;
  } catch {
    return null;
  }
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

const nextTurn = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 1));

/** Writes the events as SSE, in pieces of `chunkBytes` bytes (cut anywhere, even inside a
 * character), with keep-alive comments between events when asked. */
async function sendEvents(response: ServerResponse, script: Extract<ChatScript, { kind: 'events' }>): Promise<void> {
  response.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' });
  const text = script.events
    .map((event) =>
      `${script.keepAlives === true ? ': keep-alive\n\n' : ''}event: ${event.event}\ndata: ${
        JSON.stringify(event.data)
      }\n\n`
    )
    .join('');
  const bytes = Buffer.from(text, 'utf8');
  const size = script.chunkBytes ?? bytes.length;
  for (let offset = 0; offset < bytes.length; offset += size) {
    response.write(bytes.subarray(offset, offset + size));
    await nextTurn();
  }
  if (script.hold !== true) response.end();
}

/** Starts the server on a random port of 127.0.0.1. Requests need a token signed with the
 * well-known local secret and an `apikey`, as the gateway does; others get a 401. */
export async function startChatSseServer(script: ChatScript): Promise<ChatSseServer> {
  const requests: ReceivedChatRequest[] = [];
  const state: { respond: (request: ReceivedChatRequest) => ChatScript } = { respond: () => script };
  const server = createServer((request, response) => {
    void (async () => {
      const received: ReceivedChatRequest = {
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body: await readBody(request),
        claims: await claimsOf(request.headers.authorization),
      };
      requests.push(received);
      if (received.path !== '/functions/v1/chat') {
        return sendJson(response, 404, { error: { code: 'not_found', message: 'No such function.' } });
      }
      if (received.claims === null || request.headers.apikey === undefined) {
        return sendJson(response, 401, {
          error: { code: 'unauthorized', message: 'The token is not valid.', requestId: 'req_401' },
        });
      }
      const answer = state.respond(received);
      if (answer.kind === 'status') return sendJson(response, answer.status, answer.body);
      if ((request.headers.accept ?? '').includes('text/event-stream')) return await sendEvents(response, answer);
      const done = answer.events.find((event) => event.event === 'done');
      return sendJson(response, 200, done?.data ?? {});
    })().catch((error: unknown) => {
      response.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    get respond() {
      return state.respond;
    },
    set respond(next) {
      state.respond = next;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
