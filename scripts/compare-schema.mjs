/**
 * Compares the schema that the migrations of a past commit build with the one the current
 * supabase/migrations/ build: two fresh databases on one server, each bootstrapped
 * (local/bootstrap.sql) and migrated file by file, dumped with `pg_dump --schema-only`, and
 * diffed. Prints the unified diff of the dumps (without pg_dump's comment lines) and drops
 * both databases.
 *
 *   node scripts/compare-schema.mjs [<commit>]     (default: 33a132a, the last commit of
 *                                                   the ten migrations before the baseline)
 *
 * The server is `DATABASE_URL`, else postgres://postgres@127.0.0.1:5432/postgres; the user
 * must be allowed to create databases. Exits 0 when the dumps are equal, 1 when they differ,
 * 2 on failure. Needs `git`, `psql`, `pg_dump` and `diff` on PATH.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repositoryRoot = fileURLToPath(new URL('../', import.meta.url));
const migrationsPath = 'supabase/migrations';
const oldCommit = process.argv[2] ?? '33a132a';
const serverUrl = process.env.DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/postgres';

function run(command, args, input) {
  return execFileSync(command, args, {
    cwd: repositoryRoot,
    input,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    // The migrations' notices (pg_cron missing, `if exists` skips) are not the comparison's output.
    env: { ...process.env, PGOPTIONS: '-c client_min_messages=warning' },
  });
}

function databaseUrl(name) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `sql` on `url`, in one transaction: a migration applies whole or not at all. */
function psql(url, sql) {
  run('psql', ['--no-psqlrc', '--quiet', '--set', 'ON_ERROR_STOP=1', '--single-transaction', url], sql);
}

/** Runs one statement on the server outside a transaction (`create database` cannot run in one). */
function psqlCommand(statement) {
  run('psql', ['--no-psqlrc', '--quiet', '--set', 'ON_ERROR_STOP=1', serverUrl, '-c', statement]);
}

/** The migrations of `commit`, in version order, as { name, sql }. */
function migrationsAt(commit) {
  return run('git', ['ls-tree', '--name-only', `${commit}:${migrationsPath}`])
    .split('\n')
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => ({ name, sql: run('git', ['show', `${commit}:${migrationsPath}/${name}`]) }));
}

/** The migrations of the working tree, in version order. */
function currentMigrations() {
  const directory = join(repositoryRoot, migrationsPath);
  return readdirSync(directory)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => ({ name, sql: readFileSync(join(directory, name), 'utf8') }));
}

/** Builds a database from `migrations` and returns its schema dump, without comments, blank
 * lines and pg_dump's per-run `\restrict` keys. */
function dumpAfter(name, migrations) {
  const url = databaseUrl(name);
  psqlCommand(`create database "${name}"`);
  psql(url, readFileSync(join(repositoryRoot, 'local/bootstrap.sql'), 'utf8'));
  for (const migration of migrations) psql(url, migration.sql);
  const dump = run('pg_dump', ['--schema-only', '--no-comments', url]);
  return dump.split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('--') && !/^\\(un)?restrict /.test(line))
    .join('\n') + '\n';
}

const suffix = `${Date.now().toString(36)}_${process.pid}`;
const names = { old: `parley_schema_old_${suffix}`, current: `parley_schema_new_${suffix}` };
const workDirectory = mkdtempSync(join(tmpdir(), 'parley-schema-'));
let exitCode = 2;
try {
  const oldMigrations = migrationsAt(oldCommit);
  const newMigrations = currentMigrations();
  const oldDump = join(workDirectory, `${oldCommit}.sql`);
  const newDump = join(workDirectory, 'current.sql');
  writeFileSync(oldDump, dumpAfter(names.old, oldMigrations));
  writeFileSync(newDump, dumpAfter(names.current, newMigrations));
  console.log(`# ${oldCommit}: ${oldMigrations.map((migration) => migration.name).join(', ')}`);
  console.log(`# current: ${newMigrations.map((migration) => migration.name).join(', ')}`);
  const diff = spawnSync('diff', ['-u', '--label', oldCommit, '--label', 'current', oldDump, newDump], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  process.stdout.write(diff.stdout);
  exitCode = diff.status === 0 ? 0 : diff.status === 1 ? 1 : 2;
} catch (error) {
  console.error(`compare-schema: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  for (const name of Object.values(names)) {
    spawnSync('psql', ['--no-psqlrc', '--quiet', serverUrl, '-c', `drop database if exists "${name}" with (force)`]);
  }
  rmSync(workDirectory, { recursive: true, force: true });
}
process.exit(exitCode);
