/**
 * What the user must do before a `not_configured` tool call can work, in a form a web app
 * turns into a button ("Connect Gmail", "Add Serper key"). The one mapping from a
 * failure's provider and reason to an integration and an action lives here; the Question
 * text the model reads says the same in words (feedback-tool-error.ts).
 */
import type { ErrorCategory } from './error-category.ts';
import type { UnavailableToolSource } from './feedback.ts';
import type { ToolErrorFields } from './tool-error.ts';

/** What the user does on the integration: `connect`/`reconnect` an OAuth account,
 * `add_key`/`replace_key` an API key. */
export const setupActions = ['connect', 'reconnect', 'add_key', 'replace_key'] as const;

/** One of {@link setupActions}. */
export type SetupAction = (typeof setupActions)[number];

/** Where and how the user sets up what a failed call needs. */
export interface SetupHint {
  /** The integration's id, as the integrations list names it: `gmail`, `serper`,
   * `brave`, `serpapi`, or `mcp:<server>`. */
  readonly integration: string;
  readonly action: SetupAction;
}

/** How an integration is set up: an account connected through OAuth, or an API key. */
export type SetupKind = 'oauth' | 'api_key';

/** The credential providers a user sets up under Integrations, by the provider name
 * failures carry. Google's token endpoint fails on behalf of the Gmail connection. */
const integrationOfProvider: ReadonlyMap<string, { readonly integration: string; readonly kind: SetupKind }> = new Map([
  ['gmail', { integration: 'gmail', kind: 'oauth' }],
  ['google', { integration: 'gmail', kind: 'oauth' }],
  ['serper', { integration: 'serper', kind: 'api_key' }],
  ['brave', { integration: 'brave', kind: 'api_key' }],
  ['serpapi', { integration: 'serpapi', kind: 'api_key' }],
]);

/**
 * The action for a credential problem: nothing stored (or no reason given) → connect /
 * add a key; stored but refused, unreadable or short of permissions → reconnect /
 * replace the key. Undefined for reasons no setup fixes.
 */
export function setupActionFor(kind: SetupKind, reason: ToolErrorFields['reason']): SetupAction | undefined {
  switch (reason) {
    case undefined:
    case 'credential_missing':
      return kind === 'oauth' ? 'connect' : 'add_key';
    case 'credential_rejected':
    case 'credential_corrupted':
    case 'permission_denied':
      return kind === 'oauth' ? 'reconnect' : 'replace_key';
    default:
      return undefined;
  }
}

/** The hint for `integration` of `kind` and a credential problem, when setup fixes it. */
export function setupHintFor(
  integration: string,
  kind: SetupKind,
  reason: ToolErrorFields['reason'],
): SetupHint | undefined {
  const action = setupActionFor(kind, reason);
  return action === undefined ? undefined : { integration, action };
}

/** The facts of a failure the hint is read from (a `ToolError` has them all). */
export interface SetupHintSource {
  readonly category: ErrorCategory;
  readonly provider?: string;
  readonly reason?: ToolErrorFields['reason'];
  /** A hint the failure already carries (an MCP server's, a tool function's answer). */
  readonly setup?: SetupHint;
}

/**
 * The setup hint of a failure: only `not_configured` failures have one. A hint the
 * failure carries wins; otherwise it comes from the provider and reason. A provider that
 * is not an integration (no search provider enabled, a tool the agent did not enable)
 * gives none: the fix is in the agent's settings, not under Integrations.
 */
export function setupHintOf(failure: SetupHintSource): SetupHint | undefined {
  if (failure.category !== 'not_configured') return undefined;
  if (failure.setup !== undefined) return failure.setup;
  const known = failure.provider === undefined ? undefined : integrationOfProvider.get(failure.provider.toLowerCase());
  return known === undefined ? undefined : setupHintFor(known.integration, known.kind, failure.reason);
}

/**
 * The hint for a call to a tool that is missing because its source (an MCP server) was
 * left out for a credential the user has not set up: the call names the source by its
 * prefix, so the web app can offer the same button as for a `not_configured` call.
 */
export function setupHintOfMissingTool(
  requestedName: string,
  sources: readonly UnavailableToolSource[] = [],
): SetupHint | undefined {
  return sources.find((source) =>
    source.setup !== undefined && source.namePrefix !== undefined && requestedName.startsWith(source.namePrefix)
  )?.setup;
}
