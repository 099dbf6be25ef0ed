import { createConnection, createServer, type Server, type Socket } from 'node:net';

/** Options for {@link TcpProxy.stall}. */
export interface StallOptions {
  /** What a connection opened during the stall meets: silence too (a dead network path, the
   * default), or a working server (only the connections already open went quiet, as when a
   * NAT forgets them). */
  readonly newConnections?: 'silent' | 'forwarded';
}

/** Options for {@link TcpProxy.resetWhenSent}. */
export interface ResetTrigger {
  /** Text in what the client sends (a statement, `commit`), matched without regard to case. */
  readonly contains: string;
  /** Whether the server gets that chunk first (`after`: it acts, its answer is lost, like a
   * lost acknowledgement) or never (`before`). */
  readonly when: 'before' | 'after';
  /** How the connection ends; see {@link CutOptions}. */
  readonly closeWith?: CloseWith;
}

/** How a cut connection ends: a TCP reset (the client reads ECONNRESET), or an orderly close
 * (a FIN, as when the server or a pooler ends the session; the client reads end of stream). */
export type CloseWith = 'reset' | 'fin';

/** Options for {@link TcpProxy.cut}. */
export interface CutOptions {
  /** `reset` unless told. */
  readonly closeWith?: CloseWith;
}

/** A TCP proxy on 127.0.0.1 in front of one server, which a test can cut, stall, reset and restore. */
export interface TcpProxy {
  /** The port it listens on. */
  readonly port: number;
  /** The outage: every open connection is ended (reset, or closed with `closeWith: 'fin'`)
   * and new ones are refused (reset on accept), until {@link restore}. */
  cut(options?: CutOptions): void;
  /** A silent outage: open connections stay open but nothing is forwarded either way, and
   * new connections are accepted but hear nothing (unless `newConnections: 'forwarded'`),
   * until {@link restore}. No socket is closed, so only a client's own deadline notices. */
  stall(options?: StallOptions): void;
  /** Resets (TCP RST both ways) the first connection whose client sends `trigger.contains`,
   * once; the other connections and new ones are untouched. Resolves when it has reset one. */
  resetWhenSent(trigger: ResetTrigger): Promise<void>;
  /** The database is back: new connections are forwarded again; connections that were
   * stalled are destroyed (a client sees them close). */
  restore(): void;
  close(): Promise<void>;
}

type Mode = 'forwarding' | 'cut' | 'stalled' | 'stalled-open-only';

/** Starts a proxy forwarding to `target` (port on 127.0.0.1 unless a host is given). */
export async function startTcpProxy(target: { port: number; host?: string }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  /** Sockets silenced by a stall, destroyed on restore. */
  const stalled = new Set<Socket>();
  /** Each forwarded pair, so a stall can stop the flow both ways. */
  const pairs = new Set<{ client: Socket; upstream: Socket }>();
  let mode: Mode = 'forwarding';
  const triggers = new Set<{ trigger: ResetTrigger; fired: () => void }>();
  const matchingTrigger = (chunk: Buffer) => {
    const text = chunk.toString('latin1').toLowerCase();
    for (const entry of triggers) {
      if (text.includes(entry.trigger.contains.toLowerCase())) {
        triggers.delete(entry);
        return entry;
      }
    }
    return undefined;
  };
  const track = (socket: Socket): void => {
    sockets.add(socket);
    socket.on('close', () => {
      sockets.delete(socket);
      stalled.delete(socket);
    });
  };
  const end = (socket: Socket, closeWith: CloseWith): void => {
    if (closeWith === 'reset') socket.resetAndDestroy();
    else socket.destroy();
  };
  const silence = (socket: Socket): void => {
    socket.pause();
    // An error on a silenced socket (the client giving up) must not crash the test process.
    socket.on('error', () => {});
    stalled.add(socket);
  };
  const server: Server = createServer((client) => {
    track(client);
    if (mode === 'cut') {
      client.resetAndDestroy();
      return;
    }
    if (mode === 'stalled') {
      silence(client);
      return;
    }
    const upstream = createConnection({ port: target.port, host: target.host ?? '127.0.0.1' });
    track(upstream);
    const pair = { client, upstream };
    pairs.add(pair);
    client.on('data', (chunk: Buffer) => {
      const entry = matchingTrigger(chunk);
      if (entry === undefined) {
        if (!upstream.write(chunk)) client.pause();
        return;
      }
      const reset = (): void => {
        end(client, entry.trigger.closeWith ?? 'reset');
        end(upstream, entry.trigger.closeWith ?? 'reset');
        entry.fired();
      };
      if (entry.trigger.when === 'before') {
        reset();
        return;
      }
      // The server reads the chunk and acts on it; its answer is the moment to reset, and
      // never reaches the client.
      upstream.unpipe(client);
      upstream.once('data', reset);
      upstream.resume();
      upstream.write(chunk);
    });
    upstream.on('drain', () => {
      if (!stalled.has(client)) client.resume();
    });
    upstream.pipe(client);
    // Either side failing ends both, as a cut cable would.
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    client.on('close', () => {
      upstream.destroy();
      pairs.delete(pair);
    });
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The proxy has no TCP port.');
  return {
    port: address.port,
    cut(options = {}) {
      mode = 'cut';
      for (const socket of sockets) end(socket, options.closeWith ?? 'reset');
    },
    stall(options = {}) {
      mode = options.newConnections === 'forwarded' ? 'stalled-open-only' : 'stalled';
      for (const { client, upstream } of pairs) {
        client.unpipe(upstream);
        upstream.unpipe(client);
        silence(client);
        silence(upstream);
      }
      pairs.clear();
    },
    resetWhenSent(trigger) {
      return new Promise<void>((resolve) => {
        triggers.add({ trigger, fired: resolve });
      });
    },
    restore() {
      mode = 'forwarding';
      for (const socket of stalled) socket.destroy();
      stalled.clear();
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
