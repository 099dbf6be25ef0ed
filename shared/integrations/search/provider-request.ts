import type { z } from 'zod';
import { retryAfterMs } from '../../tools/retry-after.ts';
import { redactedMarker, redactText } from '../../tools/redact.ts';
import { notConfigured, ToolError, transientFailure, upstreamFailure } from '../../tools/tool-error.ts';
import { readLimitedBody } from '../fetch/read-limited-body.ts';
import { providerDisplayNames, type SearchProvider } from './search-result.ts';

/** Search APIs answer with a few kilobytes; anything past this is not their answer. */
const maxResponseBytes = 1024 * 1024;
/** How much of an error body is kept for the developer log. */
const maxErrorDetailChars = 500;

/** What a provider's error answer means beyond its status. */
export type ProviderRefusal = 'rejected' | 'quota';

/** One HTTP call to a search API. */
export interface ProviderCall<Schema extends z.ZodType> {
  readonly provider: SearchProvider;
  readonly url: URL;
  readonly init: { readonly method: 'GET' | 'POST'; readonly headers: Record<string, string>; readonly body?: string };
  /** Scrubbed from anything this call reports, wherever it appears. */
  readonly apiKey: string;
  /** The documented shape of a successful answer. */
  readonly schema: Schema;
  readonly signal: AbortSignal;
  readonly fetch: typeof fetch;
  readonly timeoutMs: number;
  /** Reads a provider-specific refusal from an error answer; 401 and 403 are always `rejected`. */
  readonly refusalOf?: (status: number, body: string) => ProviderRefusal | null;
}

/** `text` with the key (plain and URL-encoded) and any other secret shape removed. */
export function scrubSecret(text: string, secret: string): string {
  const withoutKey = secret.length === 0
    ? text
    : text.replaceAll(secret, redactedMarker).replaceAll(encodeURIComponent(secret), redactedMarker);
  return redactText(withoutKey);
}

/** The URL as it may be logged: no query string, which is where SerpAPI puts the key. */
export function loggableUrl(url: URL): string {
  return `${url.origin}${url.pathname}`;
}

function quotaExhausted(provider: SearchProvider, status: number, detail: string): ToolError {
  const name = providerDisplayNames[provider];
  return notConfigured({
    provider,
    status,
    detail,
    reason: 'permission_denied',
    question:
      `Your ${name} account has no searches left. Please add credits to it, or add another search provider's API key under Integrations.`,
  });
}

function failureFor<Schema extends z.ZodType>(call: ProviderCall<Schema>, response: Response, body: string): ToolError {
  const { provider, url } = call;
  const detail = `${provider} answered HTTP ${response.status} to ${call.init.method} ${loggableUrl(url)}: ${
    scrubSecret(body, call.apiKey).slice(0, maxErrorDetailChars)
  }`;
  const refusal = response.status === 401 || response.status === 403
    ? 'rejected'
    : call.refusalOf?.(response.status, body) ?? null;
  if (refusal === 'rejected') {
    return notConfigured({ provider, status: response.status, detail, reason: 'credential_rejected' });
  }
  if (refusal === 'quota') return quotaExhausted(provider, response.status, detail);
  return upstreamFailure({ status: response.status, provider, detail, retryAfterMs: retryAfterMs(response.headers) });
}

function describeThrown(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.cause instanceof Error
    ? `${error.name}: ${error.message} (${error.cause.message})`
    : `${error.name}: ${error.message}`;
}

/**
 * Makes one call to a search API and returns its answer, validated against the
 * documented shape. Every failure is a `ToolError` with typed fields: 401/403 (or the
 * provider's own refusal) → `not_configured`, 429/5xx, timeout and network errors →
 * `transient`, other statuses → as `upstreamFailure` classifies them, an answer that
 * is not the documented JSON → `transient`. The key never appears in what is reported:
 * URLs lose their query, bodies and error texts are scrubbed, no raw error is kept as
 * the cause.
 */
export async function callProvider<Schema extends z.ZodType>(call: ProviderCall<Schema>): Promise<z.output<Schema>> {
  const { provider, apiKey } = call;
  const deadline = AbortSignal.timeout(call.timeoutMs);
  const signal = AbortSignal.any([call.signal, deadline]);
  const where = `${call.init.method} ${loggableUrl(call.url)}`;
  let response: Response;
  let body: string;
  let truncated: boolean;
  try {
    const send = call.fetch; // called unbound: some fetch implementations refuse another `this`
    response = await send(call.url.href, { ...call.init, signal });
    const read = await readLimitedBody(response, maxResponseBytes);
    body = new TextDecoder().decode(read.bytes);
    truncated = read.truncated;
  } catch (error) {
    if (deadline.aborted) {
      throw transientFailure({
        provider,
        reason: 'timeout',
        detail: `${provider} did not answer ${where} within ${call.timeoutMs} ms`,
      });
    }
    if (call.signal.aborted) {
      throw new ToolError('transient', { provider, reason: 'cancelled', detail: `${where} was cancelled` });
    }
    throw transientFailure({
      provider,
      reason: 'network',
      detail: scrubSecret(`${where} failed: ${describeThrown(error)}`, apiKey),
    });
  }
  if (!response.ok) throw failureFor(call, response, body);
  let json: unknown;
  try {
    json = truncated ? undefined : JSON.parse(body);
  } catch {
    json = undefined;
  }
  const parsed = call.schema.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 3).map((issue) =>
      `${issue.path.join('.') || '(root)'}: ${issue.message}`
    ).join('; ');
    throw transientFailure({
      provider,
      detail: `${provider} answered ${where} with a body that is not its documented JSON (${
        truncated ? 'over 1 MB' : issues
      })`,
    });
  }
  return parsed.data;
}
