import { parseArgs } from 'node:util';
import { z } from 'zod';
import type { AnalyticsFilters } from '../../shared/protocol/tool-analytics.ts';

/** What `npm run analytics -- --help` prints, and what follows a bad flag. */
export const analyticsUsage = `Usage: npm run analytics -- [options]

Options:
  --since <day>    only rows from this UTC day on: YYYY-MM-DD, or Nd for the last N days (today included)
  --agent <uuid>   only rows of this agent
  --json           print one JSON object instead of tables
  --help           show this help

The database is DATABASE_URL, else SUPABASE_DB_URL, else the local PGlite in PARLEY_DATA_DIR (.parley/pglite).`;

/** The command line, understood: a report to print, help, or a mistake to explain. */
export type AnalyticsArguments =
  | { readonly kind: 'report'; readonly filters: AnalyticsFilters; readonly json: boolean }
  | { readonly kind: 'help' }
  | { readonly kind: 'invalid'; readonly message: string };

const maxDays = 3650;

/** `2026-11-01` as given, or `7d` as the day six days before `today` (UTC); null if neither. */
export function parseSince(value: string, today: Date): string | null {
  const relative = /^(\d{1,4})d$/.exec(value);
  if (relative !== null) {
    const days = Number(relative[1]);
    if (days < 1 || days > maxDays) return null;
    const start = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - (days - 1) * 86_400_000;
    return new Date(start).toISOString().slice(0, 10);
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const time = Date.parse(`${value}T00:00:00Z`);
  // Date.parse rolls 2026-02-30 over to March; a real day reads back the same.
  return Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== value ? null : value;
}

function parseErrorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.endsWith('.') ? message : `${message}.`;
}

/** Reads the flags of `npm run analytics`. `today` anchors `--since Nd`. */
export function parseAnalyticsArguments(argv: readonly string[], today: Date): AnalyticsArguments {
  let values: {
    since?: string | undefined;
    agent?: string | undefined;
    json?: boolean | undefined;
    help?: boolean | undefined;
  };
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        since: { type: 'string' },
        agent: { type: 'string' },
        json: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    return { kind: 'invalid', message: parseErrorMessage(error) };
  }
  if (values.help === true) return { kind: 'help' };
  let since: string | null = null;
  if (values.since !== undefined) {
    since = parseSince(values.since, today);
    if (since === null) {
      return {
        kind: 'invalid',
        message: `--since wants a day as YYYY-MM-DD or a number of days such as 7d; got "${values.since}".`,
      };
    }
  }
  let agentId: string | null = null;
  if (values.agent !== undefined) {
    if (!z.guid().safeParse(values.agent).success) {
      return { kind: 'invalid', message: `--agent wants an agent id (a UUID); got "${values.agent}".` };
    }
    agentId = values.agent.toLowerCase();
  }
  return { kind: 'report', filters: { since, until: null, agentId }, json: values.json === true };
}
