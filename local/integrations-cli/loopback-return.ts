/**
 * Where `connect gmail` has the browser come back to: a listener on the loopback interface
 * (any free port, `/parley/gmail-return`, which the integrations function accepts as a
 * return address; RFC 8252 §7.3). The browser arrives there from the callback with the
 * completion code, and the command finishes the connection with its own token: a consent
 * link someone else opens never reaches this listener.
 */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loopbackReturnPath } from '../../shared/integrations/connect/return-to.ts';

/** The browser, back from the callback. */
export interface BrowserReturn {
  /** The callback's query: `integration=gmail&status=pending&code=…`, or `status=error&reason&message`. */
  readonly query: URLSearchParams;
  /** Ends the browser's request with a small page saying `text`. */
  answer(text: string, outcome: 'connected' | 'failed'): void;
}

/** An open listener. */
export interface LoopbackReturn {
  /** `http://127.0.0.1:<port>/parley/gmail-return`. */
  readonly url: string;
  /** The first request to the return path that carries an outcome; its answer waits for {@link BrowserReturn.answer}. */
  readonly arrival: Promise<BrowserReturn>;
  /** Stops listening (answering a browser still waiting). */
  close(): Promise<void>;
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function page(response: ServerResponse, status: number, title: string, text: string): void {
  const escape = (value: string): string => value.replace(/[&<>"']/g, (character) => escapes[character] ?? '');
  response.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'referrer-policy': 'no-referrer',
    'content-security-policy': "default-src 'none'",
  });
  response.end(
    `<!doctype html><html lang="en"><meta charset="utf-8">` +
      `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title>` +
      `<h1>${escape(title)}</h1><p>${escape(text)}</p><p>You can close this tab and go back to the terminal.</p>`,
  );
}

/** Listens on 127.0.0.1 on a port the system picks. */
export async function openLoopbackReturn(): Promise<LoopbackReturn> {
  let arrived = false;
  let resolveArrival: (browser: BrowserReturn) => void = () => {};
  const arrival = new Promise<BrowserReturn>((resolve) => {
    resolveArrival = resolve;
  });
  const waiting = new Set<ServerResponse>();
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (request.method !== 'GET' || url.pathname !== loopbackReturnPath || !url.searchParams.has('status')) {
      return page(
        response,
        404,
        'Not found',
        'This address only receives the Gmail connection of npm run integrations.',
      );
    }
    // The callback sends the browser here once; a reload or a second tab is told so.
    if (arrived) return page(response, 409, 'Already received', 'This connection was already received.');
    arrived = true;
    waiting.add(response);
    resolveArrival({
      query: url.searchParams,
      answer(text, outcome) {
        waiting.delete(response);
        page(response, 200, outcome === 'connected' ? 'Gmail is connected' : 'Gmail was not connected', text);
      },
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${loopbackReturnPath}`,
    arrival,
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of waiting) page(response, 503, 'Stopped', 'The command stopped waiting.');
        waiting.clear();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
