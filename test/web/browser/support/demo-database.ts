/**
 * A gateway's database made ready before the gateway starts, so a browser test can set what
 * no page sets: the demo agent's settings. PGlite's directory is opened here and closed
 * before the gateway takes it; a server database is prepared the same way.
 */
import { demoAgentId } from '../../../../local/gateway/local-keys.ts';
import { prepareLocalDatabase } from '../../../../local/prepare-database.ts';
import { createPgliteClient } from '../../../../shared/db/pglite-client.ts';
import { createPostgresClient } from '../../../../shared/db/postgres-client.ts';
import type { AgentSettingsInput } from '../../../../shared/db/repositories/agent-settings.ts';

/** Where the gateway will find its data: a PGlite directory or a server database's URL. */
export type DemoDatabaseTarget = { readonly pgliteDirectory: string } | { readonly url: string };

/** Bootstraps, migrates and seeds the database (demo user and agent), then merges
 * `settings` into the demo agent's. */
export async function prepareDemoDatabase(target: DemoDatabaseTarget, settings: AgentSettingsInput): Promise<void> {
  const sql = 'url' in target
    ? createPostgresClient(target.url, { maxConnections: 1 })
    : await createPgliteClient(target.pgliteDirectory);
  try {
    await prepareLocalDatabase(sql, { seed: true });
    await sql.query(`update public.agents set settings = settings || $2::jsonb where id = $1`, [
      demoAgentId,
      JSON.stringify(settings),
    ]);
  } finally {
    await sql.close();
  }
}
