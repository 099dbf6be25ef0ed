/**
 * Reads the project's SQL files from disk for local tooling (the gateway, `npm run
 * db:migrate`, tests). `node:` built-ins work under both Node and Deno; deployed
 * functions never import this file.
 */
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { type Migration, parseMigrationFileName } from '../shared/db/migrate.ts';

const supabaseDirectory = fileURLToPath(new URL('../supabase/', import.meta.url));

/** Every `supabase/migrations/<version>_<name>.sql`, in version order. */
export async function readMigrations(directory = `${supabaseDirectory}migrations`): Promise<Migration[]> {
  const migrations: Migration[] = [];
  for (const fileName of (await readdir(directory)).sort()) {
    const parsed = parseMigrationFileName(fileName);
    if (parsed === null) continue;
    migrations.push({ ...parsed, sql: await readFile(`${directory}/${fileName}`, 'utf8') });
  }
  return migrations;
}

/** What Supabase provides and other databases lack (auth schema, roles). */
export function readBootstrap(): Promise<string> {
  return readFile(fileURLToPath(new URL('./bootstrap.sql', import.meta.url)), 'utf8');
}

/** The demo user and agent. */
export function readSeed(): Promise<string> {
  return readFile(`${supabaseDirectory}seed.sql`, 'utf8');
}
