import { type IntegrationList, type IntegrationStatus, isUsable } from './integration-status.ts';
import type { IntegrationsResult } from './integrations-client.ts';
import type { IntegrationsFailure } from './integrations-failure.ts';

/** How often and how long `connect gmail` asks whether the account is connected. */
export const gmailWaitLimits = {
  intervalMs: 2_000,
  /** The signed OAuth state expires after 10 minutes: waiting longer is pointless. */
  timeoutMs: 10 * 60_000,
} as const;

/** What {@link waitForGmail} needs; timers are passed in so tests can step them. */
export interface GmailWaitDependencies {
  readonly list: () => Promise<IntegrationsResult<IntegrationList>>;
  /** Resolves after `milliseconds`, or at once when `signal` aborts. */
  readonly sleep: (milliseconds: number, signal?: AbortSignal) => Promise<void>;
  /** Milliseconds. */
  readonly now: () => number;
  readonly signal?: AbortSignal;
  readonly limits?: { readonly intervalMs: number; readonly timeoutMs: number };
}

/** How the wait ended. */
export type GmailWait =
  | { readonly kind: 'connected'; readonly gmail: IntegrationStatus }
  | { readonly kind: 'timed-out'; readonly waitedMs: number }
  | { readonly kind: 'failed'; readonly failure: IntegrationsFailure };

/** The agent's Gmail entry, if the list has one. */
export function gmailOf(list: IntegrationList): IntegrationStatus | null {
  return list.integrations.find((integration) => integration.id === 'gmail') ?? null;
}

/** A connection made after `before`: usable now, and either not usable then or newer. */
function isNewConnection(now: IntegrationStatus | null, before: IntegrationStatus | null): now is IntegrationStatus {
  if (now === null || !isUsable(now)) return false;
  return before === null || !isUsable(before) || now.connectedAt !== before.connectedAt ||
    now.account !== before.account;
}

/**
 * Polls the agent's integrations until Gmail is connected anew (`before` is its status when
 * the consent URL was handed out), the time runs out, a request fails, or `signal` aborts
 * (then `failed` with `cancelled`).
 */
export async function waitForGmail(
  before: IntegrationStatus | null,
  dependencies: GmailWaitDependencies,
): Promise<GmailWait> {
  const { intervalMs, timeoutMs } = dependencies.limits ?? gmailWaitLimits;
  const startedAt = dependencies.now();
  const cancelled: GmailWait = { kind: 'failed', failure: { kind: 'cancelled' } };
  for (;;) {
    await dependencies.sleep(intervalMs, dependencies.signal);
    if (dependencies.signal?.aborted === true) return cancelled;
    const result = await dependencies.list();
    if (!result.ok) return { kind: 'failed', failure: result.failure };
    const gmail = gmailOf(result.value);
    if (isNewConnection(gmail, before)) return { kind: 'connected', gmail };
    const waitedMs = dependencies.now() - startedAt;
    if (waitedMs >= timeoutMs) return { kind: 'timed-out', waitedMs };
  }
}
