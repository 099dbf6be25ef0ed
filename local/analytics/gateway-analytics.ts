/**
 * The report from a running gateway: while the gateway holds the PGlite directory,
 * `npm run analytics` asks its `GET /analytics` with a service key, which answers what the
 * command would compute itself (shared/analytics/analytics-handler.ts).
 */
import { z } from 'zod';
import { localSecretKey } from '../gateway/local-keys.ts';
import { errorBodySchema } from '../../shared/protocol/error-body.ts';
import {
  type AnalyticsFilters,
  type ToolAnalytics,
  toolAnalyticsSchema,
} from '../../shared/protocol/tool-analytics.ts';

/** How long the gateway may take to answer: a report over a long log takes seconds. */
const gatewayTimeoutMs = 60_000;

/** Hosts of this machine: the only ones the service key is sent to. */
const loopbackHosts = new Set(['localhost', '[::1]']);

/**
 * Whether `gatewayUrl` is an http(s) address of this machine (127.0.0.0/8, ::1, localhost)
 * without credentials. The URL comes from the lock file in the data directory, which anyone
 * able to write there can craft: the service key (possibly a real project's, from the
 * environment) must not follow it to another host.
 */
export function isLoopbackGatewayUrl(gatewayUrl: string): boolean {
  if (!URL.canParse(gatewayUrl)) return false;
  const url = new URL(gatewayUrl);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username !== '' || url.password !== '') return false;
  return loopbackHosts.has(url.hostname) || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(url.hostname);
}

/** The report, or a one-line reason it could not be had. */
export type GatewayAnalytics =
  | { readonly ok: true; readonly data: ToolAnalytics }
  | { readonly ok: false; readonly reason: string };

const secretKeysSchema = z.record(z.string(), z.string());

/**
 * The service key to send: `SUPABASE_SERVICE_ROLE_KEY`, else the `default` (or first) key of
 * `SUPABASE_SECRET_KEYS`, else the Supabase CLI's local secret key, which a gateway started
 * without either accepts (local/gateway/gateway-environment.ts).
 */
export function gatewayServiceKey(environment: Readonly<Record<string, string | undefined>>): string {
  const serviceRoleKey = environment.SUPABASE_SERVICE_ROLE_KEY?.trim();
  if (serviceRoleKey !== undefined && serviceRoleKey.length > 0) return serviceRoleKey;
  const secretKeys = environment.SUPABASE_SECRET_KEYS?.trim();
  if (secretKeys !== undefined && secretKeys.length > 0) {
    let json: unknown = null;
    try {
      json = JSON.parse(secretKeys);
    } catch {
      json = null;
    }
    const parsed = secretKeysSchema.safeParse(json);
    if (parsed.success) {
      const chosen = parsed.data.default ?? Object.keys(parsed.data).sort().map((name) => parsed.data[name])[0];
      if (chosen !== undefined && chosen.length > 0) return chosen;
    }
  }
  return localSecretKey;
}

/** `GET /functions/v1/analytics` with the filters as query parameters (a missing one: no bound). */
export function gatewayAnalyticsUrl(gatewayUrl: string, filters: AnalyticsFilters): string {
  const url = new URL(`${gatewayUrl.replace(/\/+$/, '')}/functions/v1/analytics`);
  if (filters.since !== null) url.searchParams.set('since', filters.since);
  if (filters.until !== null) url.searchParams.set('until', filters.until);
  if (filters.agentId !== null) url.searchParams.set('agentId', filters.agentId);
  return url.toString();
}

function reasonOfError(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError') {
    return `it did not answer within ${gatewayTimeoutMs / 1000} s`;
  }
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  if (cause?.code === 'ECONNREFUSED') return 'the connection was refused';
  return `the request failed (${error instanceof Error ? error.message : String(error)})`;
}

async function jsonOrNull(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/** Asks the gateway at `gatewayUrl` for the report of `filters`. Never throws. */
export async function fetchGatewayAnalytics(input: {
  readonly gatewayUrl: string;
  readonly filters: AnalyticsFilters;
  readonly serviceKey: string;
  readonly fetch: typeof fetch;
}): Promise<GatewayAnalytics> {
  if (!isLoopbackGatewayUrl(input.gatewayUrl)) {
    return {
      ok: false,
      reason:
        'its address is not on this machine (127.0.0.1, ::1 or localhost), and the service key is sent nowhere else',
    };
  }
  let response: Response;
  try {
    response = await input.fetch(gatewayAnalyticsUrl(input.gatewayUrl, input.filters), {
      headers: { apikey: input.serviceKey, authorization: `Bearer ${input.serviceKey}` },
      signal: AbortSignal.timeout(gatewayTimeoutMs),
      // A redirect would carry the `apikey` header to wherever it points.
      redirect: 'error',
    });
  } catch (error) {
    return { ok: false, reason: reasonOfError(error) };
  }
  const body = await jsonOrNull(response);
  if (!response.ok) {
    const failure = errorBodySchema.safeParse(body);
    const message = failure.success ? failure.data.error.message : 'no error message';
    const hint = response.status === 401 ? ' (set SUPABASE_SERVICE_ROLE_KEY to a service key the gateway accepts)' : '';
    return { ok: false, reason: `it answered ${response.status}: ${message}${hint}` };
  }
  const parsed = toolAnalyticsSchema.safeParse(body);
  if (!parsed.success) return { ok: false, reason: 'its answer is not an analytics report (is it a Parley gateway?)' };
  return { ok: true, data: parsed.data };
}
