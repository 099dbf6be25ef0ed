import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import postgres from '../../../../shared/db/postgres-driver.ts';

const serverUrl = process.env.DATABASE_URL;

describe.skipIf(serverUrl === undefined)(
  'the vendored postgres.js when a connection closes with a write still queued (needs DATABASE_URL)',
  () => {
    it("rejects a query handed to the connection between its socket's error and close, instead of losing it", async () => {
      const url = new URL(serverUrl as string);
      const sockets: Socket[] = [];
      const options: Parameters<typeof postgres>[1] & { readonly socket: () => Socket } = {
        max: 1,
        fetch_types: false,
        prepare: false,
        connect_timeout: 2,
        onnotice: () => {},
        socket: () => {
          const socket = connect(Number(url.port || 5432), url.hostname);
          sockets.push(socket);
          return socket;
        },
      };
      const sql = postgres(serverUrl as string, options);
      try {
        expect(await sql.unsafe('select 1 as one')).toEqual([{ one: 1 }]);
        const first = sockets[0] as Socket;
        // A reset as a statement is in flight: the socket reports the error first, its close later.
        const inFlight = sql.unsafe('select pg_sleep(1)').then(() => null, (error: unknown) => error);
        await new Promise<void>((resolve) => setImmediate(resolve));
        first.emit('error', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }));
        expect(await inFlight).toMatchObject({ code: 'ECONNRESET' });
        // The caller tries again at once; the pool still counts the connection open.
        const next = sql.unsafe('select 2 as two').then(() => null, (error: unknown) => error);
        for (let tick = 0; tick < 3; tick += 1) await new Promise<void>((resolve) => process.nextTick(resolve));
        first.emit('close', true);
        first.destroy();

        expect(await next).toMatchObject({ code: 'CONNECTION_CLOSED' });
        expect(await sql.unsafe('select 3 as three')).toEqual([{ three: 3 }]);
      } finally {
        await sql.end({ timeout: 1 });
      }
    });

    it('sends the next connection its startup message instead of timing out on the stale write timer', async () => {
      const url = new URL(serverUrl as string);
      const sockets: Socket[] = [];
      // postgres.js reads a `socket` factory (src/connection.js) that its types do not declare.
      const options: Parameters<typeof postgres>[1] & { readonly socket: () => Socket } = {
        max: 1,
        fetch_types: false,
        prepare: false,
        connect_timeout: 2,
        onnotice: () => {},
        // The driver's own socket option, so the test holds the socket it closes.
        socket: () => {
          const socket = connect(Number(url.port || 5432), url.hostname);
          sockets.push(socket);
          return socket;
        },
      };
      const sql = postgres(serverUrl as string, options);
      try {
        expect(await sql.unsafe('select 1 as one')).toEqual([{ one: 1 }]);
        // A statement is queued for the next tick (writes under 1 KB wait for setImmediate)
        // and the socket reports its close before that tick, as a reset mid-load does.
        const queued = sql.unsafe('select 2 as two').then(() => null, (error: unknown) => error);
        // The query starts a few microtasks after it is awaited; the immediate comes later.
        for (let tick = 0; tick < 3; tick += 1) await new Promise<void>((resolve) => process.nextTick(resolve));
        const first = sockets[0] as Socket;
        first.emit('close', false);
        first.destroy();
        expect(await queued).toMatchObject({ code: 'CONNECTION_CLOSED' });

        // The connection opens again: its startup message must go out, not wait behind the
        // write timer the close cancelled (which left the connection mute until CONNECT_TIMEOUT).
        expect(await sql.unsafe('select 3 as three')).toEqual([{ three: 3 }]);
        expect(sockets).toHaveLength(2);
      } finally {
        await sql.end({ timeout: 1 });
      }
    });
  },
);
