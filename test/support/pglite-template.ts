import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteSqlClient } from '../../shared/db/pglite-client.ts';
import type { SqlClient } from '../../shared/db/sql-client.ts';
import { readBootstrap, readMigrations, readSeed } from '../../local/database-files.ts';
import { prepareLocalDatabase } from '../../local/prepare-database.ts';

/**
 * A migrated in-memory PGlite for a test, started from a data directory prepared once.
 *
 * Starting PGlite from nothing runs initdb, which takes 3–10 s on a 2-core machine; starting
 * it from a dumped data directory takes about 1 s. The prepared directory is kept as a gzip
 * tarball in the system's temporary directory, named by a digest of everything that shapes it
 * (the PGlite version, the bootstrap, every migration, the seed), so each test file's process
 * reuses it and a changed migration makes a new one. Processes that race to make it each
 * write their own file and rename it into place, which is atomic.
 */
const templateDirectory = join(tmpdir(), 'parley-test-pglite');
const loaded = new Map<string, Promise<Blob>>();

export async function createTemplatedPglite(options: { seed: boolean }): Promise<SqlClient> {
  const dataDirectory = await templateFor(options.seed);
  return pgliteSqlClient(await PGlite.create({ loadDataDir: dataDirectory }));
}

/** Makes both templates when they are missing (vitest's global setup calls it once). */
export async function prepareTemplates(): Promise<void> {
  await templateFor(false);
  await templateFor(true);
}

function templateFor(seed: boolean): Promise<Blob> {
  const key = String(seed);
  let template = loaded.get(key);
  if (template === undefined) {
    template = readOrMakeTemplate(seed);
    template.catch(() => loaded.delete(key));
    loaded.set(key, template);
  }
  return template;
}

async function readOrMakeTemplate(seed: boolean): Promise<Blob> {
  const digest = await sourceDigest();
  const path = join(templateDirectory, `${digest}-${seed ? 'seeded' : 'migrated'}.tar.gz`);
  const existing = await readFile(path).catch(() => undefined);
  if (existing !== undefined) return new Blob([existing]);
  const database = await PGlite.create();
  try {
    await prepareLocalDatabase(pgliteSqlClient(database), { seed });
    const tarball = await database.dumpDataDir('gzip');
    await keepTemplate(path, new Uint8Array(await tarball.arrayBuffer()), digest);
    return tarball;
  } finally {
    await database.close();
  }
}

let digestOfSources: Promise<string> | undefined;

/** Read once per process: both templates are named by the same sources. */
function sourceDigest(): Promise<string> {
  digestOfSources ??= digestSources();
  return digestOfSources;
}

async function digestSources(): Promise<string> {
  // The package does not export its package.json; it sits one folder above the entry.
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const pglitePackage = await readFile(join(dirname(pgliteEntry), '..', 'package.json'));
  const hash = createHash('sha256').update(pglitePackage).update('\0').update(await readBootstrap());
  for (const migration of await readMigrations()) hash.update(`\0${migration.version}\0${migration.sql}`);
  return hash.update('\0').update(await readSeed()).digest('hex').slice(0, 24);
}

/** Writes the template beside its final name and renames it into place; removes the
 * templates of earlier sources, which are never read again. */
async function keepTemplate(path: string, bytes: Uint8Array, digest: string): Promise<void> {
  await mkdir(templateDirectory, { recursive: true });
  const partial = `${path}.${process.pid}.partial`;
  await writeFile(partial, bytes);
  await rename(partial, path);
  for (const name of await readdir(templateDirectory).catch((): string[] => [])) {
    if (!name.startsWith(digest) && name.endsWith('.tar.gz')) await rm(join(templateDirectory, name), { force: true });
  }
}
