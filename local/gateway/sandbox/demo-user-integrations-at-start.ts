/**
 * The gateway's start-up step for the demo user's integrations (see
 * demo-user-integrations.ts), on the gateway's database: the embedded one the functions
 * share, or a short connection of its own to the server they use.
 */
import { createCredentialCipher, parseCredentialKeyring } from '../../../shared/db/credential-cipher.ts';
import { createPostgresClient } from '../../../shared/db/postgres-client.ts';
import { createCredentialsRepository } from '../../../shared/db/repositories/credentials-repository.ts';
import type { SqlClient } from '../../../shared/db/sql-client.ts';
import { localDatabaseOf } from '../../../shared/functions/local-database-hook.ts';
import { redactText } from '../../../shared/tools/redact.ts';
import type { Environment } from '../gateway-environment.ts';
import { connectDemoGmail, type DemoGmail, integrationsLine, storedSearchKeys } from './demo-user-integrations.ts';
import type { GatewaySandbox } from './open-sandbox.ts';
import { sandboxIdentity } from './sandbox-settings.ts';

/** The banner's line, and a warning when the database could not be asked. */
export interface DemoIntegrations {
  readonly line: string;
  readonly warning: string | null;
}

function serverSql(environment: Environment): SqlClient | null {
  const url = environment.DATABASE_URL?.trim() || environment.SUPABASE_DB_URL?.trim();
  return url ? createPostgresClient(url, { maxConnections: 1 }) : null;
}

/** Connects the demo user to the sandbox Gmail if need be, and describes their integrations. */
export async function prepareDemoIntegrations(input: {
  readonly environment: Environment;
  /** Where the gateway put its embedded database (`globalThis`). */
  readonly host: object;
  readonly sandbox: GatewaySandbox | null;
  readonly userId: string;
  readonly hasDemoUser: boolean;
  readonly now: () => Date;
}): Promise<DemoIntegrations> {
  const sandboxOn = input.sandbox !== null;
  const unknown = (warning: string | null): DemoIntegrations => ({
    line: integrationsLine({ sandbox: sandboxOn, gmail: { kind: 'not_connected' }, searchKeys: [] }),
    warning,
  });
  const credentialsKey = input.environment.PARLEY_CREDENTIALS_KEY?.trim();
  if (!input.hasDemoUser || !credentialsKey) return unknown(null);
  const local = localDatabaseOf(input.host);
  const sql = local ?? serverSql(input.environment);
  if (sql === null) return unknown(null);
  try {
    const credentials = createCredentialsRepository(sql, {
      cipher: createCredentialCipher(parseCredentialKeyring(credentialsKey)),
    });
    const gmail: DemoGmail = await connectDemoGmail({
      credentials,
      userId: input.userId,
      issueGrant: input.sandbox?.issueGmailGrant ?? null,
      account: sandboxIdentity.address,
      now: input.now,
    });
    return {
      line: integrationsLine({
        sandbox: sandboxOn,
        gmail,
        searchKeys: await storedSearchKeys(credentials, input.userId),
      }),
      warning: null,
    };
  } catch (error) {
    return unknown(
      `The demo user's integrations could not be prepared: ${
        redactText(error instanceof Error ? error.message : String(error))
      }`,
    );
  } finally {
    if (local === undefined) await sql.close().catch(() => {});
  }
}
