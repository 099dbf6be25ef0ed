import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../local/open-database.ts';

let directory: string;

afterEach(async () => {
  await rm(directory, { recursive: true, force: true });
});

describe('openDatabase on PGlite', () => {
  it("keeps the data directory the owner's alone (message text and password hashes live there)", async () => {
    directory = await mkdtemp(join(tmpdir(), 'parley-permissions-'));
    const data = join(directory, 'pglite');
    const database = await openDatabase({ environment: { PARLEY_DATA_DIR: data } });
    await database.sql.close();

    expect((await stat(data)).mode & 0o777).toBe(0o700);
  }, 60_000);

  it('closes a directory an older version left open to everyone', async () => {
    directory = await mkdtemp(join(tmpdir(), 'parley-permissions-'));
    const data = join(directory, 'pglite');
    await mkdir(data, { mode: 0o777 });
    const database = await openDatabase({ environment: { PARLEY_DATA_DIR: data } });
    await database.sql.close();

    expect((await stat(data)).mode & 0o777).toBe(0o700);
  }, 60_000);
});
