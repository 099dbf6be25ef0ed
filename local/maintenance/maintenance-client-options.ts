import type { PostgresClientOptions } from '../../shared/db/postgres-client.ts';

/**
 * The server connection maintenance runs on: one connection, with limits far above the
 * request path's 15 s, since the first rollup of a year of logs, or moving rows out of a
 * large default partition, takes minutes. Still bounded, so a stuck run ends by itself.
 */
export const maintenanceClientOptions: PostgresClientOptions = {
  maxConnections: 1,
  statementTimeoutMilliseconds: 60 * 60_000,
  queryTimeoutMilliseconds: 61 * 60_000,
};
