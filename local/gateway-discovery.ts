/**
 * How the local commands (`npm run chat`, `npm run integrations`, `npm run outbox`) find
 * the running gateway: it writes `.parley/gateway.json` once it listens and removes it
 * when it stops. A file left behind by a gateway that died (its pid is gone, or its URL
 * does not answer) is ignored.
 */
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { isProcessAlive } from './process-alive.ts';

const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));

/** The gateway's URL when nothing else says where it is: the Supabase CLI's API port. */
export const defaultGatewayUrl = 'http://127.0.0.1:54321';

/** What a running gateway writes about itself. */
export const gatewayRecordSchema = z.object({
  /** `http://127.0.0.1:<port>`, without a trailing slash. */
  url: z.url({ protocol: /^https?$/ }),
  port: z.number().int().min(1).max(65_535),
  pid: z.number().int().positive(),
  /** ISO 8601. */
  startedAt: z.string(),
  /** The anon key the gateway accepts (derived from its JWT secret). */
  anonKey: z.string().min(1),
});

/** A running gateway, as its `.parley/gateway.json` describes it. */
export type GatewayRecord = z.output<typeof gatewayRecordSchema>;

/** `PARLEY_GATEWAY_FILE` (absolute, or relative to `root`), else `.parley/gateway.json`
 * under `root` (default: the repository root). Tests move it so their gateways never
 * touch a developer's file. */
export function gatewayFilePath(
  root: string = repositoryRoot,
  environment: Readonly<Record<string, string | undefined>> = process.env,
): string {
  const configured = environment.PARLEY_GATEWAY_FILE?.trim();
  if (configured !== undefined && configured.length > 0) return resolve(root, configured);
  return join(root, '.parley', 'gateway.json');
}

/** The record in a file's text; null when it is not one (half written, edited by hand). */
export function parseGatewayRecord(text: string): GatewayRecord | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = gatewayRecordSchema.safeParse(json);
  return parsed.success ? { ...parsed.data, url: parsed.data.url.replace(/\/+$/, '') } : null;
}

/** What {@link discoverGateway} touches; each has a production default. */
export interface GatewayDiscoveryOptions {
  /** Default {@link gatewayFilePath}(). */
  readonly path?: string;
  /** The file's text, or null when it cannot be read. */
  readonly readText?: (path: string) => Promise<string | null>;
  readonly isProcessAlive?: (pid: number) => boolean;
  readonly fetch?: typeof fetch;
  /** How long the URL may take to answer. Default 1 s. */
  readonly timeoutMs?: number;
}

async function readTextOrNull(path: string): Promise<string | null> {
  try {
    return await readFile(path, 'utf8');
  } catch {
    return null;
  }
}

async function answers(url: string, fetcher: typeof fetch, timeoutMs: number): Promise<boolean> {
  try {
    // Any status will do: something that speaks HTTP listens there.
    const response = await fetcher(`${url}/`, { method: 'GET', signal: AbortSignal.timeout(timeoutMs) });
    await response.body?.cancel().catch(() => {});
    return true;
  } catch {
    return false;
  }
}

/**
 * The running gateway, or null when there is no `.parley/gateway.json`, it does not
 * parse, its process is gone, or its URL does not answer.
 */
export async function discoverGateway(options: GatewayDiscoveryOptions = {}): Promise<GatewayRecord | null> {
  const text = await (options.readText ?? readTextOrNull)(options.path ?? gatewayFilePath());
  const record = text === null ? null : parseGatewayRecord(text);
  if (record === null) return null;
  if (!(options.isProcessAlive ?? isProcessAlive)(record.pid)) return null;
  return (await answers(record.url, options.fetch ?? globalThis.fetch, options.timeoutMs ?? 1_000)) ? record : null;
}

/** Where a local command sends its requests, and why there. */
export interface GatewayLocation {
  /** Without a trailing slash. */
  readonly url: string;
  /** The anon key of the running gateway; null unless the URL came from its file. */
  readonly anonKey: string | null;
  /** `flag`: `--url`; `environment`: `SUPABASE_URL`; `gateway-file`: the running gateway;
   * `default`: {@link defaultGatewayUrl}. */
  readonly source: 'flag' | 'environment' | 'gateway-file' | 'default';
}

/**
 * The URL to talk to: `explicitUrl` (a `--url` flag), else `SUPABASE_URL`, else the running
 * gateway's (asked only then), else {@link defaultGatewayUrl}.
 */
export async function locateGateway(input: {
  readonly explicitUrl: string | null;
  readonly environment: Readonly<Record<string, string | undefined>>;
  readonly discover: () => Promise<GatewayRecord | null>;
}): Promise<GatewayLocation> {
  const trimmed = (url: string): string => url.trim().replace(/\/+$/, '');
  if (input.explicitUrl !== null) return { url: trimmed(input.explicitUrl), anonKey: null, source: 'flag' };
  const fromEnvironment = input.environment.SUPABASE_URL?.trim();
  if (fromEnvironment !== undefined && fromEnvironment.length > 0) {
    return { url: trimmed(fromEnvironment), anonKey: null, source: 'environment' };
  }
  const running = await input.discover();
  if (running !== null) return { url: running.url, anonKey: running.anonKey, source: 'gateway-file' };
  return { url: defaultGatewayUrl, anonKey: null, source: 'default' };
}
