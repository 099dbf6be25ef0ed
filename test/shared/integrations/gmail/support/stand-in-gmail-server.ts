import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the stand-in received, for assertions. */
export interface RecordedRequest {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

/** A scripted answer that replaces the documented behaviour for one request. */
export interface ScriptedReply {
  readonly status: number;
  /** Sent as JSON; a string is sent as is (for malformed answers). */
  readonly body?: unknown;
  readonly headers?: Record<string, string>;
  /** On `send`: Gmail accepts (and stores) the message first, then answers with this. */
  readonly afterAccepting?: boolean;
}

/** A header of a stored message (`MessagePart.headers[]`). */
export interface StoredHeader {
  readonly name: string;
  readonly value: string;
}

/** A message of the stand-in mailbox, in the `Message` resource shape. */
export interface StoredMessage {
  readonly id: string;
  readonly threadId: string;
  readonly labelIds: readonly string[];
  readonly snippet: string;
  readonly internalDate: string;
  readonly payload: Record<string, unknown>;
}

type Route = 'send' | 'list' | 'get';

/** Faults the stand-in injects into every answer; tests change them between calls. */
export interface GmailFaults {
  /** Every answer waits this long first (a slow Gmail: requests overlap). */
  latencyMs: number;
  /** An `rfc822msgid:` search finds a sent message only this long after Gmail accepted it
   * (Gmail's search index lagging behind a send). */
  sentSearchLagMs: number;
}

/** A local server that answers like the Gmail REST API (`/gmail/v1/users/me/messages…`). */
export interface StandInGmailServer {
  /** `…/gmail/v1`, for `gmailApiBaseUrl`. */
  readonly baseUrl: string;
  readonly requests: RecordedRequest[];
  /** Bodies of `messages.send` requests Gmail accepted, with their `Message-ID` header
   * (what `rfc822msgid:` searches find; the mailbox holds received mail only). */
  readonly sent: { raw: string; messageId: string; at: number }[];
  /** Access tokens the server accepts. */
  readonly acceptedTokens: Set<string>;
  readonly mailbox: StoredMessage[];
  readonly faults: GmailFaults;
  /** Answers the next requests of `route` with these, in order, before the documented behaviour. */
  script(route: Route, ...replies: ScriptedReply[]): void;
  close(): Promise<void>;
}

/** Google's error body (`{ error: { code, message, errors, status } }`). */
export function googleError(code: number, status: string, message: string, reason: string): ScriptedReply {
  return { status: code, body: { error: { code, message, errors: [{ message, domain: 'global', reason }], status } } };
}

function routeOf(method: string, path: string): { route: Route; id?: string } | null {
  if (method === 'POST' && path === '/gmail/v1/users/me/messages/send') return { route: 'send' };
  if (method === 'GET' && path === '/gmail/v1/users/me/messages') return { route: 'list' };
  const match = /^\/gmail\/v1\/users\/me\/messages\/([^/]+)$/.exec(path);
  if (method === 'GET' && match?.[1] !== undefined) return { route: 'get', id: decodeURIComponent(match[1]) };
  return null;
}

function headerOf(message: StoredMessage, name: string): string {
  const headers = (message.payload.headers ?? []) as StoredHeader[];
  return headers.find((header) => header.name.toLowerCase() === name)?.value ?? '';
}

/** The few search terms the stand-in understands: `from:`, `label:`, `is:unread`, else words of the subject. */
function matchesQuery(message: StoredMessage, query: string): boolean {
  return query.split(/\s+/).filter((term) => term.length > 0).every((term) => {
    const [key, value = ''] = term.includes(':')
      ? [term.slice(0, term.indexOf(':')), term.slice(term.indexOf(':') + 1)]
      : ['', term];
    if (key === 'from') return headerOf(message, 'from').toLowerCase().includes(value.toLowerCase());
    if (key === 'label') return message.labelIds.some((label) => label.toLowerCase() === value.toLowerCase());
    if (key === 'is' && value === 'unread') return message.labelIds.includes('UNREAD');
    return headerOf(message, 'subject').toLowerCase().includes(term.toLowerCase());
  });
}

/** Starts the stand-in on 127.0.0.1 with an empty mailbox. */
export async function startStandInGmailServer(): Promise<StandInGmailServer> {
  const requests: RecordedRequest[] = [];
  const sent: { raw: string; messageId: string; at: number }[] = [];
  const accept = (body: string): void => {
    const raw = (JSON.parse(body) as { raw: string }).raw;
    const headers = Buffer.from(raw, 'base64url').toString('utf8').split('\r\n\r\n')[0] ?? '';
    sent.push({ raw, messageId: /^Message-ID: (.+)$/im.exec(headers)?.[1]?.trim() ?? '', at: Date.now() });
  };
  const acceptedTokens = new Set<string>();
  const mailbox: StoredMessage[] = [];
  const scripts: Record<Route, ScriptedReply[]> = { send: [], list: [], get: [] };
  const faults: GmailFaults = { latencyMs: 0, sentSearchLagMs: 0 };

  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => setTimeout(answer, faults.latencyMs));
    const answer = (): void => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const body = Buffer.concat(chunks).toString('utf8');
      requests.push({
        method: request.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        headers: request.headers,
        body,
      });
      const reply = (answer: ScriptedReply): void => {
        const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body ?? {});
        response.writeHead(answer.status, { 'Content-Type': 'application/json; charset=UTF-8', ...answer.headers });
        response.end(text);
      };
      const found = routeOf(request.method ?? '', url.pathname);
      if (found === null) return reply(googleError(404, 'NOT_FOUND', 'Not Found', 'notFound'));
      const scripted = scripts[found.route].shift();
      if (scripted !== undefined && scripted.afterAccepting === true) accept(body);
      if (scripted !== undefined) return reply(scripted);
      const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      if (token === undefined || !acceptedTokens.has(token)) {
        return reply(
          googleError(
            401,
            'UNAUTHENTICATED',
            'Request had invalid authentication credentials. Expected OAuth 2 access token.',
            'authError',
          ),
        );
      }
      if (found.route === 'send') {
        const parsed = JSON.parse(body) as { raw?: unknown };
        if (typeof parsed.raw !== 'string') {
          return reply(
            googleError(
              400,
              'INVALID_ARGUMENT',
              "'raw' RFC822 payload message string or uploading message via /upload/* URL required",
              'invalidArgument',
            ),
          );
        }
        accept(body);
        return reply({
          status: 200,
          body: { id: `sent-${sent.length}`, threadId: `thread-${sent.length}`, labelIds: ['SENT'] },
        });
      }
      if (found.route === 'list') {
        const labelIds = url.searchParams.getAll('labelIds');
        const query = url.searchParams.get('q') ?? '';
        const wantedId = /^rfc822msgid:(\S+)$/.exec(query)?.[1];
        if (wantedId !== undefined) {
          const indexed = Date.now() - faults.sentSearchLagMs;
          const index = sent.findIndex((message) =>
            message.messageId.replace(/^<|>$/g, '') === wantedId.replace(/^<|>$/g, '') && message.at <= indexed
          );
          return reply({
            status: 200,
            body: index < 0
              ? { resultSizeEstimate: 0 }
              : { messages: [{ id: `sent-${index + 1}`, threadId: `thread-${index + 1}` }], resultSizeEstimate: 1 },
          });
        }
        const maxResults = Number(url.searchParams.get('maxResults') ?? '100');
        const matching = mailbox.filter((message) =>
          labelIds.every((label) => message.labelIds.includes(label)) && matchesQuery(message, query)
        );
        const page = matching.slice(0, maxResults).map((message) => ({ id: message.id, threadId: message.threadId }));
        return reply({
          status: 200,
          body: page.length === 0 ? { resultSizeEstimate: 0 } : { messages: page, resultSizeEstimate: matching.length },
        });
      }
      const sentIndex = Number(/^sent-(\d+)$/.exec(found.id ?? '')?.[1] ?? 0) - 1;
      const sentMessage = sent[sentIndex];
      if (sentMessage !== undefined) {
        return reply({
          status: 200,
          body: {
            id: found.id,
            threadId: `thread-${sentIndex + 1}`,
            labelIds: ['SENT'],
            snippet: '',
            internalDate: String(sentMessage.at),
            payload: {
              partId: '',
              mimeType: 'text/plain',
              filename: '',
              headers: [{ name: 'Message-ID', value: sentMessage.messageId }],
              body: { size: 0 },
            },
          },
        });
      }
      const message = mailbox.find((item) => item.id === found.id);
      if (message === undefined) {
        return reply(googleError(404, 'NOT_FOUND', 'Requested entity was not found.', 'notFound'));
      }
      return reply({ status: 200, body: { ...message, historyId: '1234', sizeEstimate: 2048 } });
    };
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/gmail/v1`,
    requests,
    sent,
    acceptedTokens,
    mailbox,
    faults,
    script(route, ...replies) {
      scripts[route].push(...replies);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
