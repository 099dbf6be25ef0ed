import { prepareTemplates } from './pglite-template.ts';
import { serverUrl } from './test-database.ts';

/**
 * Runs once, before any test file. On PGlite (no `DATABASE_URL`), prepares the migrated and the
 * seeded templates the test databases start from, so that no test pays for making one inside
 * its own time limit, and two workers never make the same one at once.
 */
export default async function setup(): Promise<void> {
  if (serverUrl() === undefined) await prepareTemplates();
}
