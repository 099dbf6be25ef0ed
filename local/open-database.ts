/**
 * Opens the database the local tools use (`npm run db:migrate`, `npm run analytics`, the
 * gateway): the server named by `DATABASE_URL` (else `SUPABASE_DB_URL`) through
 * postgres.js, or else PGlite persisted on disk under `PARLEY_DATA_DIR`.
 */
import { DatabaseUnavailableError } from '../shared/db/database-unavailable.ts';
import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { applyMigrations, type MigrationReport } from '../shared/db/migrate.ts';
import { createPgliteClient } from '../shared/db/pglite-client.ts';
import { createPostgresClient, type PostgresClientOptions } from '../shared/db/postgres-client.ts';
import type { SqlClient } from '../shared/db/sql-client.ts';
import {
  acquireDataDirectoryLock,
  describeLockHolder,
  type LockDependencies,
  type LockHolder,
  type LockRecord,
} from './data-directory-lock.ts';
import { readMigrations } from './database-files.ts';
import { prepareLocalDatabase } from './prepare-database.ts';

const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));

/** Where the data lives, described without secrets (never the password of a URL). */
export type DatabaseTarget =
  | { readonly kind: 'server'; readonly description: string; readonly variable: 'DATABASE_URL' | 'SUPABASE_DB_URL' }
  | { readonly kind: 'pglite'; readonly description: string; readonly directory: string };

/** What opening did to the database before handing it over. */
export interface DatabasePreparation {
  /** The auth schema and roles were created (PGlite, or a server without an `auth` schema). */
  readonly bootstrapped: boolean;
  /** The demo user and agent were added (a PGlite directory created just now). */
  readonly seeded: boolean;
  readonly migrations: MigrationReport;
}

/** An open database, and what was done to ready it (null when `migrateServer` was false). */
export interface OpenDatabase {
  readonly sql: SqlClient;
  readonly target: DatabaseTarget;
  readonly preparation: DatabasePreparation | null;
}

/** Options for {@link openDatabase}. */
export interface OpenDatabaseOptions {
  /** Usually `process.env`. */
  readonly environment: Readonly<Record<string, string | undefined>>;
  /** Apply pending migrations on a server (the bootstrap only where `auth` is missing).
   * PGlite is always prepared, since it is Parley's own. Default true. */
  readonly migrateServer?: boolean;
  /** Who holds the PGlite directory while it is open, as a second opener is told.
   * Default: this process, by its pid. */
  readonly holder?: LockHolder;
  /** For tests: the pid and liveness check of the PGlite lock. */
  readonly lock?: LockDependencies;
  /** The server connection's pool and limits (`npm run db:maintain` needs long ones).
   * Default: two connections, the request path's limits. */
  readonly serverClient?: PostgresClientOptions;
}

/** The database could not be reached or opened; `message` is safe to print. */
export class DatabaseConnectionError extends Error {
  override readonly name: string = 'DatabaseConnectionError';
}

function setting(environment: OpenDatabaseOptions['environment'], name: string): string | undefined {
  const value = environment[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

/** Another process has the PGlite directory open; `message` says who and what to do. */
export class DatabaseLockedError extends DatabaseConnectionError {
  override readonly name = 'DatabaseLockedError';
  readonly holder: LockRecord;
  /** The PGlite directory. */
  readonly directory: string;
  /** `The gateway (pid 1234, http://127.0.0.1:54321) holds .parley/pglite`. */
  readonly heldBy: string;

  constructor(directory: string, holder: LockRecord) {
    const heldBy = `${describeLockHolder(holder)} holds ${shownDirectory(directory)}`;
    super(`${heldBy}: stop it first, or use DATABASE_URL.`);
    this.holder = holder;
    this.directory = directory;
    this.heldBy = heldBy;
  }
}

/** The directory relative to the repository when it is inside it (`.parley/pglite`). */
function shownDirectory(directory: string): string {
  const path = relative(repositoryRoot, directory);
  return path === '' || path.startsWith('..') || isAbsolute(path) ? directory : path;
}

/** `postgres://user@host:port/database`: the URL without its password or query. */
export function describeDatabaseUrl(url: string): string {
  const parsed = URL.canParse(url) ? new URL(url) : null;
  if (parsed === null || parsed.hostname === '') return 'an unreadable database URL';
  const user = parsed.username === '' ? '' : `${decodeURIComponent(parsed.username)}@`;
  return `${parsed.protocol}//${user}${parsed.host}${parsed.pathname}`;
}

/** The PGlite directory: `PARLEY_DATA_DIR` (relative to the repository root), else `.parley/pglite`. */
export function pgliteDirectory(environment: OpenDatabaseOptions['environment']): string {
  const configured = setting(environment, 'PARLEY_DATA_DIR') ?? join('.parley', 'pglite');
  return isAbsolute(configured) ? configured : resolve(repositoryRoot, configured);
}

function connectionErrorMessage(error: unknown, description: string, password: string): string {
  // The circuit breaker wraps connection failures (DatabaseUnavailableError): the driver's
  // error, with its code, is its cause.
  const driverError = error instanceof DatabaseUnavailableError && error.cause !== undefined ? error.cause : error;
  const fields = (typeof driverError === 'object' && driverError !== null ? driverError : {}) as {
    code?: unknown;
    message?: unknown;
  };
  const reasons: Record<string, string> = {
    ECONNREFUSED: 'the connection was refused (is PostgreSQL running?)',
    ENOTFOUND: 'the host name does not resolve',
    EAI_AGAIN: 'the host name could not be resolved',
    ETIMEDOUT: 'the connection timed out',
    CONNECT_TIMEOUT: 'the connection timed out',
    ECONNRESET: 'the server closed the connection',
  };
  const code = typeof fields.code === 'string' ? fields.code : '';
  const message = typeof fields.message === 'string' ? fields.message : String(driverError);
  const reason = reasons[code] ?? message;
  const safe = password === '' ? reason : reason.split(password).join('***');
  return `Cannot reach the database at ${description}: ${safe}`;
}

/** The server `environment` names (`DATABASE_URL`, else `SUPABASE_DB_URL`), or null for PGlite. */
export function serverDatabaseUrl(
  environment: OpenDatabaseOptions['environment'],
): { readonly url: string; readonly variable: 'DATABASE_URL' | 'SUPABASE_DB_URL' } | null {
  const databaseUrl = setting(environment, 'DATABASE_URL');
  if (databaseUrl !== undefined) return { url: databaseUrl, variable: 'DATABASE_URL' };
  const supabaseUrl = setting(environment, 'SUPABASE_DB_URL');
  return supabaseUrl === undefined ? null : { url: supabaseUrl, variable: 'SUPABASE_DB_URL' };
}

async function openServer(
  url: string,
  variable: 'DATABASE_URL' | 'SUPABASE_DB_URL',
  migrate: boolean,
  clientOptions: PostgresClientOptions,
): Promise<OpenDatabase> {
  const description = describeDatabaseUrl(url);
  if (!URL.canParse(url)) throw new DatabaseConnectionError(`${variable} is not a valid postgres:// URL`);
  const password = decodeURIComponent(new URL(url).password);
  const sql = createPostgresClient(url, clientOptions);
  const target: DatabaseTarget = { kind: 'server', description, variable };
  let authExists: boolean;
  try {
    const rows = await sql.query<{ present: boolean }>(
      `select exists (select 1 from pg_namespace where nspname = 'auth') as present`,
    );
    authExists = rows[0]?.present === true;
  } catch (error) {
    await sql.close().catch(() => {});
    throw new DatabaseConnectionError(connectionErrorMessage(error, description, password));
  }
  if (!migrate) return { sql, target, preparation: null };
  try {
    // Supabase has its own auth schema: the bootstrap stands in for it elsewhere only.
    const migrations = authExists
      ? await applyMigrations(sql, await readMigrations())
      : await prepareLocalDatabase(sql);
    return { sql, target, preparation: { bootstrapped: !authExists, seeded: false, migrations } };
  } catch (error) {
    await sql.close().catch(() => {});
    throw error;
  }
}

/** Read, write and enter for the owner only. */
const ownerOnly = 0o700;

async function openPglite(directory: string, options: OpenDatabaseOptions): Promise<OpenDatabase> {
  const created = !existsSync(join(directory, 'PG_VERSION'));
  mkdirSync(directory, { recursive: true, mode: ownerOnly });
  // The database holds message text and password hashes, and PGlite writes its files 0666:
  // the directory is the owner's alone, also when an older version created it open.
  chmodSync(directory, ownerOnly);
  const attempt = await acquireDataDirectoryLock(
    directory,
    options.holder ?? { name: 'Another Parley process' },
    options.lock,
  );
  if (!attempt.ok) throw new DatabaseLockedError(directory, attempt.holder);
  const { lock } = attempt;
  let sql: SqlClient;
  try {
    const client = await createPgliteClient(directory);
    sql = { ...client, close: () => client.close().finally(() => lock.release()) };
  } catch (error) {
    await lock.release();
    const reason = error instanceof Error ? error.message : String(error);
    throw new DatabaseConnectionError(`Cannot open the PGlite database in ${directory}: ${reason}`);
  }
  try {
    const migrations = await prepareLocalDatabase(sql, { seed: created });
    return {
      sql,
      target: { kind: 'pglite', description: `PGlite in ${directory}`, directory },
      preparation: { bootstrapped: true, seeded: created, migrations },
    };
  } catch (error) {
    await sql.close().catch(() => {});
    throw error;
  }
}

/**
 * Opens and readies the local tools' database. A server is reached once before anything
 * else, so an unreachable one fails fast with a {@link DatabaseConnectionError} that names
 * the host and never the password. A PGlite directory another process holds fails at once
 * with a {@link DatabaseLockedError}; closing `sql` releases the directory.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<OpenDatabase> {
  const server = serverDatabaseUrl(options.environment);
  if (server !== null) {
    const clientOptions = options.serverClient ?? { maxConnections: 2 };
    return openServer(server.url, server.variable, options.migrateServer ?? true, clientOptions);
  }
  return openPglite(pgliteDirectory(options.environment), options);
}
