/** What the actions of `npm run integrations` share: the command's dependencies, its exit
 * codes, and the context one action runs in. */
import type { GatewayRecord } from '../gateway-discovery.ts';
import type { IntegrationsClient, IntegrationsResult } from './integrations-client.ts';
import { describeIntegrationsFailure, type FailureContext } from './integrations-failure.ts';
import type { LoopbackReturn } from './loopback-return.ts';
import type { IntegrationsOptions } from './parse-integrations-arguments.ts';
import type { GmailWaitDependencies } from './wait-for-gmail.ts';

/** Everything `npm run integrations` touches, passed in so tests can run it whole. */
export interface IntegrationsCommandDependencies {
  readonly environment: Readonly<Record<string, string | undefined>>;
  readonly fetch: typeof fetch;
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  /** Whether stdout is a terminal: colour is used only then. */
  readonly isTerminal: boolean;
  /** All of stdin, for `set <provider> -` and `mcp set` when stdin is not a terminal. */
  readonly readStdin: () => Promise<string>;
  /** Whether stdin is a terminal: `mcp set` then asks for the secret at a hidden prompt. */
  readonly isInputTerminal: boolean;
  /** Shows `prompt` and reads one line without echoing it; null when the user cancelled (Ctrl-C). */
  readonly promptHidden: (prompt: string) => Promise<string | null>;
  /** The running local gateway (`.parley/gateway.json`), asked when neither `--url` nor `SUPABASE_URL` is set. */
  readonly discoverGateway: () => Promise<GatewayRecord | null>;
  readonly sleep: GmailWaitDependencies['sleep'];
  /** Listens where `connect gmail` has the browser come back to (loopback-return.ts). */
  readonly openLoopbackReturn: () => Promise<LoopbackReturn>;
  /** Milliseconds. */
  readonly now: () => number;
  /** Registers what Ctrl-C does (stop waiting). */
  readonly onInterrupt: (listener: () => void) => void;
  readonly waitLimits?: GmailWaitDependencies['limits'];
}

/** Exit codes: done; a request failed; the command line was wrong; Ctrl-C while waiting. */
export const integrationsExitCodes = { ok: 0, failed: 1, usage: 2, interrupted: 130 } as const;

/** What an action needs once the caller, the agent and the client are known. */
export interface ActionContext {
  readonly client: IntegrationsClient;
  readonly agentId: string;
  readonly url: string;
  readonly options: IntegrationsOptions;
  readonly color: boolean;
  readonly signal: AbortSignal;
  readonly dependencies: IntegrationsCommandDependencies;
}

/** Prints the failure (or, with `--json`, the value) and gives the value on success. */
export function settle<Value>(
  result: IntegrationsResult<Value>,
  context: ActionContext,
  failure: FailureContext,
): Value | null {
  if (result.ok) {
    if (context.options.json) context.dependencies.stdout(`${JSON.stringify(result.value)}\n`);
    return result.value;
  }
  context.dependencies.stderr(`${describeIntegrationsFailure(result.failure, failure)}\n`);
  return null;
}

/** Prints what an action did (not with `--json`, which printed the answer) and gives the ok exit code. */
export function done(context: ActionContext, text: string): number {
  if (!context.options.json) context.dependencies.stdout(`${text}\n`);
  return integrationsExitCodes.ok;
}
