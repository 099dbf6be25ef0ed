/**
 * The gateway's database: embedded PGlite (opened once, shared by every function through
 * the local-database hook), or a Postgres server (`DATABASE_URL`, else `SUPABASE_DB_URL`)
 * that the gateway migrates and the functions then connect to themselves.
 */
import { localDatabaseKey } from '../../shared/functions/local-database-hook.ts';
import type { SqlClient } from '../../shared/db/sql-client.ts';
import { readSeed } from '../database-files.ts';
import type { LockHolder } from '../data-directory-lock.ts';
import { type DatabasePreparation, openDatabase } from '../open-database.ts';
import type { Environment } from './gateway-environment.ts';
import { demoUser } from './local-keys.ts';

/** The open database, described for the banner, and how to close it. */
export interface GatewayDatabase {
  /** The gateway's own connection (its local Auth): PGlite itself, or a small pool on the server. */
  readonly sql: SqlClient;
  /** `PGlite in …` or the server URL without its password, with what was done to it. */
  readonly description: string;
  /** The seeded demo user exists (the banner's `curl` acts as that user). */
  readonly hasDemoUser: boolean;
  close(): Promise<void>;
}

function preparationNote(
  kind: 'pglite' | 'server',
  preparation: DatabasePreparation | null,
  seededServer: boolean,
): string {
  if (preparation === null) return '';
  const done = [
    kind === 'pglite' && preparation.seeded ? 'created' : '',
    kind === 'server' && preparation.bootstrapped ? 'auth schema and roles added' : '',
    preparation.migrations.applied.length > 0 ? `${preparation.migrations.applied.length} migration(s) applied` : '',
    preparation.seeded || seededServer ? 'seeded with the demo user and agent' : '',
  ].filter((part) => part.length > 0);
  return done.length === 0 ? ' (up to date)' : ` (${done.join(', ')})`;
}

async function demoUserExists(sql: SqlClient): Promise<boolean> {
  const rows = await sql.query<{ present: boolean }>(
    'select exists (select 1 from auth.users where id = $1) as present',
    [demoUser.id],
  );
  return rows[0]?.present === true;
}

/**
 * Opens and migrates the database `environment` names (see `local/open-database.ts`).
 * A server that needed the bootstrap (so not Supabase, which has its own auth schema) is
 * also given the demo user and agent, as a new PGlite directory is. PGlite is put on
 * `host` under the local-database key for the functions to find; `holder` is who a second
 * process opening the same PGlite directory is told holds it (closing releases it).
 */
export async function openGatewayDatabase(
  environment: Environment,
  host: object,
  holder?: LockHolder,
): Promise<GatewayDatabase> {
  const database = await openDatabase({
    environment,
    migrateServer: true,
    ...(holder === undefined ? {} : { holder }),
  });
  const { sql, target, preparation } = database;
  try {
    const seedServer = target.kind === 'server' && preparation?.bootstrapped === true;
    if (seedServer) await sql.exec(await readSeed());
    const description = `${target.description}${preparationNote(target.kind, preparation, seedServer)}`;
    const hasDemoUser = await demoUserExists(sql);
    if (target.kind === 'server') {
      // The functions open their own connections to the server; this pool is the gateway's.
      return { sql, description: `${description} (${target.variable})`, hasDemoUser, close: () => sql.close() };
    }
    Reflect.set(host, localDatabaseKey, sql);
    return {
      sql,
      description,
      hasDemoUser,
      async close() {
        Reflect.deleteProperty(host, localDatabaseKey);
        await sql.close();
      },
    };
  } catch (error) {
    await sql.close().catch(() => {});
    throw error;
  }
}
