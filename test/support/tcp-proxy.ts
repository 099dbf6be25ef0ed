import { createConnection, createServer, type Server, type Socket } from 'node:net';

/** A TCP proxy on 127.0.0.1 in front of one server, which a test can cut and restore. */
export interface TcpProxy {
  /** The port it listens on. */
  readonly port: number;
  /** The outage: every open connection is destroyed and new ones are refused (closed on
   * accept, which a client sees as a reset), until {@link restore}. */
  cut(): void;
  /** The database is back: new connections are forwarded again. */
  restore(): void;
  close(): Promise<void>;
}

/** Starts a proxy forwarding to `target` (port on 127.0.0.1 unless a host is given). */
export async function startTcpProxy(target: { port: number; host?: string }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let cut = false;
  const track = (socket: Socket): void => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  };
  const server: Server = createServer((client) => {
    track(client);
    if (cut) {
      client.resetAndDestroy();
      return;
    }
    const upstream = createConnection({ port: target.port, host: target.host ?? '127.0.0.1' });
    track(upstream);
    client.pipe(upstream).pipe(client);
    // Either side failing ends both, as a cut cable would.
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
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
      cut = true;
      for (const socket of sockets) socket.resetAndDestroy();
    },
    restore() {
      cut = false;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
