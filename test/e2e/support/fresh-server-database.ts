import { createPostgresClient } from '../../../shared/db/postgres-client.ts';

/** An empty database of its own on the server named by `DATABASE_URL`. */
export interface FreshServerDatabase {
  /** Its URL: the server's, with this database's name. */
  readonly url: string;
  /** Drops it, closing whatever is still connected. */
  dispose(): Promise<void>;
}

/** The server the tests may use, or undefined to run on PGlite. */
export function testServerUrl(): string | undefined {
  const url = process.env.DATABASE_URL?.trim();
  return url === undefined || url === '' ? undefined : url;
}

/** Creates an empty database (no schema: whoever uses it migrates it) on `serverUrl`. */
export async function createFreshServerDatabase(
  serverUrl: string,
  prefix = 'parley_e2e',
): Promise<FreshServerDatabase> {
  const name = `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = createPostgresClient(serverUrl, { maxConnections: 1 });
  await admin.exec(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async dispose() {
      await admin.exec(`drop database if exists "${name}" with (force)`);
      await admin.close();
    },
  };
}
