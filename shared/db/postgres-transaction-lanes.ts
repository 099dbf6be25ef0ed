import postgres from './postgres-driver.ts';
import { isDatabaseConnectionError } from './database-unavailable.ts';
import { poolExecutor, type PostgresPool } from './postgres-pool.ts';
import type { SqlExecutor } from './sql-client.ts';

/**
 * The connection a transaction began on has ended, so nothing more of it is sent: the
 * server rolls back what it had not committed. Its `code` is one `isDatabaseConnectionError`
 * knows, so the caller gets `database_unavailable`.
 */
export class TransactionConnectionLostError extends Error {
  readonly code = 'CONNECTION_CLOSED';

  constructor() {
    super('The connection of this transaction has ended; the server rolls back what it did not commit');
    this.name = 'TransactionConnectionLostError';
  }
}

/** Runs transactions, each on a connection of its own. */
export interface TransactionLanes {
  /** Runs `work` between BEGIN and COMMIT (ROLLBACK when it throws and the connection is
   * still there). Once `signal` aborts (the client's deadline), the lane's connection is
   * terminated and the transaction fails. */
  run<Result>(work: (transaction: SqlExecutor) => Promise<Result>, signal: AbortSignal): Promise<Result>;
  close(): Promise<void>;
}

/** One connection (a postgres.js pool of one) and how many times it has ended. */
interface Lane {
  readonly pool: PostgresPool;
  readonly closures: () => number;
  retired: boolean;
}

/** Creates a pool of one connection that calls `onConnectionClosed` whenever it ends. */
export type LanePoolFactory = (onConnectionClosed: () => void) => PostgresPool;

// True when some error in the chain is the server's own answer (it has a SQLSTATE): the
// connection carried it, so it is still there for a ROLLBACK.
function answeredByServer(error: unknown): boolean {
  let current = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    if (current instanceof postgres.PostgresError) return true;
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}

/**
 * Transactions without postgres.js's `begin()` and `reserve()`. In postgres.js 3.4.9 as
 * published, a statement handed to a connection whose socket has closed is buffered for a
 * `setImmediate` that writes to the now-null socket: a TypeError thrown from a timer, which no
 * caller can catch and which ends the process (porsager/postgres #1154, #1208). The vendored
 * copy rejects that write instead (vendor/postgres/VENDORED.md), which Deno needs even here;
 * the lanes keep a statement from running outside its transaction on a new connection. `begin()` does this
 * itself, with its ROLLBACK after a failed statement and with any statement after its
 * connection closed while idle in the transaction; a reserved connection does it for any
 * statement sent after it closed, and its `release()` puts a closed connection back among the
 * open ones, where the pool's next query meets it.
 *
 * Here a transaction holds a lane: a pool of exactly one connection, used by that transaction
 * alone, whose `onclose` counts the times its connection ended. Statements go through the
 * pool's own queue, which writes only to an open connection (a closed one is reconnected
 * first, never written to). Before and after each statement, COMMIT and ROLLBACK, the lane
 * checks its count: once the connection that ran BEGIN has ended, nothing more is sent (a
 * statement would otherwise run outside the transaction on the new connection) and the
 * transaction fails with {@link TransactionConnectionLostError}. ROLLBACK is sent only after
 * an error the server answered. A lane whose connection ended, or that was cut short, is
 * ended and replaced by a new one, so a write postgres.js left buffered on it goes nowhere.
 */
export function createTransactionLanes(createPool: LanePoolFactory, count: number): TransactionLanes {
  const lanes = new Set<Lane>();
  const idle: Lane[] = [];
  const waiting: ((lane: Lane) => void)[] = [];
  const retiring = new Set<Promise<void>>();

  const newLane = (): Lane => {
    let closures = 0;
    const pool = createPool(() => {
      closures += 1;
    });
    const lane: Lane = { pool, closures: () => closures, retired: false };
    lanes.add(lane);
    return lane;
  };
  const retire = (lane: Lane): void => {
    if (lane.retired) return;
    lane.retired = true;
    lanes.delete(lane);
    // Rejects what is still queued on it and sends Terminate on its socket.
    const ended = lane.pool.end({ timeout: 0 }).catch(() => {}).finally(() => retiring.delete(ended));
    retiring.add(ended);
  };
  const acquire = (): Promise<Lane> => {
    const lane = idle.pop();
    if (lane !== undefined) return Promise.resolve(lane);
    if (lanes.size < count) return Promise.resolve(newLane());
    return new Promise((resolve) => waiting.push(resolve));
  };
  const release = (lane: Lane, healthy: boolean): void => {
    let next = lane;
    if (!healthy || lane.retired) {
      retire(lane);
      next = newLane();
    }
    const waiter = waiting.shift();
    if (waiter === undefined) idle.push(next);
    else waiter(next);
  };

  return {
    async run(work, signal) {
      const lane = await acquire();
      if (signal.aborted) {
        release(lane, true);
        throw signal.reason;
      }
      const closuresAtBegin = lane.closures();
      const held = (): boolean => lane.closures() === closuresAtBegin && !lane.retired;
      const onAbort = (): void => retire(lane);
      signal.addEventListener('abort', onAbort, { once: true });
      const executor = poolExecutor(lane.pool);
      const statement = async <Result>(send: () => Promise<Result>): Promise<Result> => {
        if (!held()) throw new TransactionConnectionLostError();
        const result = await send();
        if (!held()) throw new TransactionConnectionLostError();
        return result;
      };
      let healthy = true;
      try {
        await statement(() => executor.exec('begin'));
        const result = await work({
          query: (text, parameters) => statement(() => executor.query(text, parameters)),
          exec: (script) => statement(() => executor.exec(script)),
        });
        await statement(() => executor.exec('commit'));
        return result;
      } catch (error) {
        const connectionFailed = isDatabaseConnectionError(error) && !answeredByServer(error);
        if (held() && !connectionFailed) {
          await statement(() => executor.exec('rollback')).catch(() => {
            healthy = false;
          });
        } else {
          healthy = false;
        }
        throw error;
      } finally {
        signal.removeEventListener('abort', onAbort);
        release(lane, healthy && held());
      }
    },
    async close() {
      const open = [...lanes];
      lanes.clear();
      await Promise.all([...open.map((lane) => lane.pool.end({ timeout: 5 })), ...retiring]);
    },
  };
}
