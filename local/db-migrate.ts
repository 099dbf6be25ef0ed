/**
 * `npm run db:migrate`: applies the pending migrations of `supabase/migrations/` to the
 * server named by `DATABASE_URL` (else `SUPABASE_DB_URL`), or else to the local PGlite
 * database, and says what it applied and what was already there. Running it again does
 * nothing.
 */
import { type CommandOutput, failureReason, runIfEntryPoint } from './entry-point.ts';
import {
  DatabaseConnectionError,
  type DatabasePreparation,
  type DatabaseTarget,
  openDatabase,
} from './open-database.ts';

/** What {@link migrateDatabase} did, and to which database. */
export interface DatabaseMigration {
  readonly target: DatabaseTarget;
  readonly preparation: DatabasePreparation;
}

/** Opens the database named by `environment`, migrates it and closes it again. */
export async function migrateDatabase(
  environment: Readonly<Record<string, string | undefined>>,
): Promise<DatabaseMigration> {
  const database = await openDatabase({ environment, migrateServer: true, holder: { name: 'npm run db:migrate' } });
  try {
    if (database.preparation === null) throw new Error('The database was opened without migrating it.');
    return { target: database.target, preparation: database.preparation };
  } finally {
    await database.sql.close();
  }
}

/** The report people read: the database, then what was applied and what was already there. */
export function formatMigration(migration: DatabaseMigration): string {
  const { preparation, target } = migration;
  const { applied, skipped } = preparation.migrations;
  const lines = [`Database: ${target.description}`];
  if (target.kind === 'server') {
    lines.push(
      preparation.bootstrapped
        ? 'Bootstrap: created the auth schema and roles (local/bootstrap.sql).'
        : 'Bootstrap: skipped, the auth schema exists.',
    );
  }
  if (applied.length === 0) {
    lines.push(`Nothing to apply: all ${skipped.length} migrations were already applied.`);
  } else {
    lines.push(
      `Applied ${applied.length} migration${applied.length === 1 ? '' : 's'}:`,
      ...applied.map((name) => `  ${name}`),
    );
    if (skipped.length > 0) lines.push(`Already applied (${skipped.length}):`, ...skipped.map((name) => `  ${name}`));
  }
  if (preparation.seeded) lines.push('Seeded the demo user and agent (supabase/seed.sql).');
  return lines.join('\n');
}

/** Runs the command and returns its exit code: 0, or 1 with a one-line reason (no stack). */
export async function runDbMigrate(
  environment: Readonly<Record<string, string | undefined>>,
  output: CommandOutput,
): Promise<number> {
  try {
    output.stdout(`${formatMigration(await migrateDatabase(environment))}\n`);
    return 0;
  } catch (error) {
    output.stderr(
      `${failureReason(error, 'Migration failed', (failure) => failure instanceof DatabaseConnectionError)}\n`,
    );
    return 1;
  }
}

await runIfEntryPoint(import.meta.url, runDbMigrate);
