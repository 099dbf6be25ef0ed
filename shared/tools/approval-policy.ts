/**
 * An agent's approval policy: per tool (and a default) whether a call runs at once or asks
 * the user, and destinations the user allowed ahead of time.
 */

/** `auto`: ask only when a destination is not grounded; `always`: every call asks;
 * `never`: no call asks. Read-only tools never ask, whatever the mode. */
export const approvalModes = ['auto', 'always', 'never'] as const;

/** One of {@link approvalModes}. */
export type ApprovalMode = (typeof approvalModes)[number];

/** How an agent's tool calls are approved. */
export interface ApprovalPolicy {
  readonly defaultMode: ApprovalMode;
  /** Per tool name, overriding the default. */
  readonly tools: Readonly<Record<string, ApprovalMode>>;
  /** Destinations that count as grounded: an address (`ana@example.com`), a domain of
   * addresses (`@example.com`), or a URL prefix (`https://docs.example.com/`). */
  readonly allowedDestinations: readonly string[];
}

/** The policy of an agent that set nothing: `auto` for every tool, nothing allowed ahead. */
export const defaultApprovalPolicy: ApprovalPolicy = { defaultMode: 'auto', tools: {}, allowedDestinations: [] };

/** The mode that applies to `toolName`. */
export function approvalModeFor(policy: ApprovalPolicy, toolName: string): ApprovalMode {
  return policy.tools[toolName] ?? policy.defaultMode;
}
