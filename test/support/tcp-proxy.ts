import { createConnection, createServer, type Server, type Socket } from 'node:net';

/** Options for {@link TcpProxy.stall}. */
export interface StallOptions {
  /** What a connection opened during the stall meets: silence too (a dead network path, the
   * default), or a working server (only the connections already open went quiet, as when a
   * NAT forgets them). */
  readonly newConnections?: 'silent' | 'forwarded';
}

/** A TCP proxy on 127.0.0.1 in front of one server, which a test can cut, stall and restore. */
export interface TcpProxy {
  /** The port it listens on. */
  readonly port: number;
  /** The outage: every open connection is destroyed and new ones are refused (closed on
   * accept, which a client sees as a reset), until {@link restore}. */
  cut(): void;
  /** A silent outage: open connections stay open but nothing is forwarded either way, and
   * new connections are accepted but hear nothing (unless `newConnections: 'forwarded'`),
   * until {@link restore}. No socket is closed, so only a client's own deadline notices. */
  stall(options?: StallOptions): void;
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
  const track = (socket: Socket): void => {
    sockets.add(socket);
    socket.on('close', () => {
      sockets.delete(socket);
      stalled.delete(socket);
    });
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
    client.pipe(upstream).pipe(client);
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
    cut() {
      mode = 'cut';
      for (const socket of sockets) socket.resetAndDestroy();
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
