import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Migrations are append-only once committed: a database that applied one never applies it
 * again, so an edited migration leaves deployed schemas different from new ones.
 * supabase/migrations.lock.json holds the sha256 of every committed migration.
 */
const migrationsDirectory = new URL('../../../supabase/migrations/', import.meta.url);
const lockFile = new URL('../../../supabase/migrations.lock.json', import.meta.url);

interface MigrationsLock {
  readonly migrations: Readonly<Record<string, string>>;
}

const lock = JSON.parse(readFileSync(lockFile, 'utf8')) as MigrationsLock;
const files = readdirSync(migrationsDirectory).filter((name) => name.endsWith('.sql')).sort();

function sha256Of(name: string): string {
  return createHash('sha256').update(readFileSync(new URL(name, migrationsDirectory))).digest('hex');
}

describe('supabase/migrations.lock.json', () => {
  describe('when a listed migration is read', () => {
    it.each(Object.keys(lock.migrations))('%s still exists, unchanged', (name) => {
      expect(
        files.includes(name),
        `${name} was deleted or renamed. Committed migrations are append-only: restore it, and change the schema with a new migration.`,
      ).toBe(true);
      expect(
        sha256Of(name),
        `${name} changed after it was committed. Migrations are append-only: restore it, and write the change as a new migration in supabase/migrations/ (then list it in supabase/migrations.lock.json).`,
      ).toBe(lock.migrations[name]);
    });
  });

  describe('when supabase/migrations/ holds a file', () => {
    it.each(files)('%s is listed', (name) => {
      expect(
        lock.migrations[name],
        `${name} is not in supabase/migrations.lock.json: add "${name}": "${
          sha256Of(name)
        }" to its migrations once the migration is final.`,
      ).toBeDefined();
    });
  });
});
