import { terminalJson, terminalText } from '../terminal/terminal-text.ts';
import {
  DatabaseConnectionError,
  DatabaseLockedError,
  type OpenDatabase,
  type OpenDatabaseOptions,
} from '../open-database.ts';
import { fetchGatewayAnalytics, gatewayServiceKey } from './gateway-analytics.ts';
import { shouldUseColor } from './ansi.ts';
import { inAnalyticsTransaction } from '../../shared/analytics/analytics-transaction.ts';
import { serviceRoleSource } from '../../shared/analytics/analytics-queries.ts';
import { loadToolAnalytics } from '../../shared/analytics/load-tool-analytics.ts';
import { analyticsUsage, parseAnalyticsArguments } from './parse-analytics-arguments.ts';
import { renderAnalytics } from './render-analytics.ts';
import type { ToolAnalytics } from '../../shared/protocol/tool-analytics.ts';

/** Everything `npm run analytics` touches, passed in so tests can run it whole. */
export interface AnalyticsCommandDependencies {
  readonly environment: Readonly<Record<string, string | undefined>>;
  readonly openDatabase: (options: OpenDatabaseOptions) => Promise<OpenDatabase>;
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  /** Whether stdout is a terminal (colour is used only then). */
  readonly isTerminal: boolean;
  readonly clock: () => Date;
  /** Asks the running gateway for the report while it holds the PGlite directory. */
  readonly fetch: typeof fetch;
}

const undefinedTable = '42P01';

function failureMessage(error: unknown, database: OpenDatabase): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  if (code === undefinedTable) {
    return `The analytics rollups are missing in ${database.target.description}; run \`npm run db:migrate\` first.`;
  }
  return `Analytics failed on ${database.target.description}: ${
    error instanceof Error ? error.message : String(error)
  }`;
}

function printReport(
  data: ToolAnalytics,
  source: string,
  json: boolean,
  dependencies: AnalyticsCommandDependencies,
): void {
  if (json) {
    dependencies.stdout(`${terminalJson(JSON.stringify(data))}\n`);
    return;
  }
  const color = shouldUseColor(dependencies.isTerminal, dependencies.environment);
  dependencies.stdout(`Database: ${source}\n${renderAnalytics(data, { color })}`);
}

/** The report from the gateway holding the PGlite directory; the exit code. */
async function reportFromGateway(
  locked: DatabaseLockedError,
  gatewayUrl: string,
  parsed: { readonly filters: ToolAnalytics['filters']; readonly json: boolean },
  dependencies: AnalyticsCommandDependencies,
): Promise<number> {
  const answer = await fetchGatewayAnalytics({
    gatewayUrl,
    filters: parsed.filters,
    serviceKey: gatewayServiceKey(dependencies.environment),
    fetch: dependencies.fetch,
  });
  if (!answer.ok) {
    // The holder's name and URL come from the lock file: as inert on a terminal as the reason.
    dependencies.stderr(
      `${
        terminalText(
          `${locked.heldBy}, and asking it at ${gatewayUrl} failed: ${answer.reason}. Stop it and run this again, or use DATABASE_URL.`,
        )
      }\n`,
    );
    return 1;
  }
  printReport(
    answer.data,
    `PGlite in ${locked.directory}, read through the running gateway at ${gatewayUrl}`,
    parsed.json,
    dependencies,
  );
  return 0;
}

/**
 * Runs `npm run analytics` with `argv` (the flags after the script name) and returns the
 * exit code: 0; 1 when the database cannot be read; 2 for bad flags. Never prints a stack.
 * A server is only read, never migrated; the local PGlite is created and migrated as needed.
 * While a running gateway holds the PGlite directory, the report comes from its
 * `GET /analytics`, printed the same way.
 */
export async function runAnalyticsCommand(
  argv: readonly string[],
  dependencies: AnalyticsCommandDependencies,
): Promise<number> {
  const parsed = parseAnalyticsArguments(argv, dependencies.clock());
  if (parsed.kind === 'help') {
    dependencies.stdout(`${analyticsUsage}\n`);
    return 0;
  }
  if (parsed.kind === 'invalid') {
    dependencies.stderr(`${parsed.message}\n\n${analyticsUsage}\n`);
    return 2;
  }
  let database: OpenDatabase;
  try {
    database = await dependencies.openDatabase({
      environment: dependencies.environment,
      migrateServer: false,
      holder: { name: 'npm run analytics' },
    });
  } catch (error) {
    if (error instanceof DatabaseLockedError && error.holder.url !== null) {
      return reportFromGateway(error, error.holder.url, parsed, dependencies);
    }
    dependencies.stderr(
      `${
        error instanceof DatabaseConnectionError
          ? error.message
          : `Cannot open the database: ${error instanceof Error ? error.message : String(error)}`
      }\n`,
    );
    return 1;
  }
  try {
    const data = await inAnalyticsTransaction(
      database.sql,
      (transaction) => loadToolAnalytics(transaction, parsed.filters, serviceRoleSource(parsed.filters)),
    );
    printReport(data, database.target.description, parsed.json, dependencies);
    return 0;
  } catch (error) {
    dependencies.stderr(`${failureMessage(error, database)}\n`);
    return 1;
  } finally {
    await database.sql.close();
  }
}
