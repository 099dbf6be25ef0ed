import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request a stand-in server received, for assertions. */
export interface RecordedRequest {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

/** What a stand-in answers: a JSON value (or raw text) with a status and headers. */
export interface StandInReply {
  readonly status?: number;
  readonly headers?: Record<string, string>;
  readonly json?: unknown;
  readonly text?: string;
  /** Never answer (until the client gives up or the server closes). */
  readonly hang?: boolean;
}

/** A local HTTP server on 127.0.0.1 that answers through `respond` and records requests. */
export interface StandInServer {
  readonly baseUrl: string;
  readonly requests: RecordedRequest[];
  /** Replaces the answer for the following requests; null goes back to the default. */
  override: ((request: RecordedRequest) => StandInReply) | null;
  close(): Promise<void>;
}

function send(response: ServerResponse, reply: StandInReply): void {
  if (reply.hang === true) return;
  const body = reply.text ?? (reply.json === undefined ? '' : JSON.stringify(reply.json));
  response.writeHead(reply.status ?? 200, {
    'content-type': reply.json === undefined ? 'text/plain' : 'application/json',
    ...reply.headers,
  });
  response.end(body);
}

/** Starts a stand-in whose default answers come from `respond`. */
export async function startStandInServer(respond: (request: RecordedRequest) => StandInReply): Promise<StandInServer> {
  const requests: RecordedRequest[] = [];
  const state: StandInServer = {
    baseUrl: '',
    requests,
    override: null,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const recorded: RecordedRequest = {
        method: request.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      send(response, (state.override ?? respond)(recorded));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  (state as { baseUrl: string }).baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}
