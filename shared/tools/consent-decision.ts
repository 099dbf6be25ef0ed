/**
 * The consent step of a tool call, between validation and acting: run it now, or pause the
 * turn and ask the user, with a reason the user understands. It reads the tool's
 * declarations (tool-consent.ts), the agent's policy (approval-policy.ts) and the texts the
 * destinations can be grounded in (grounding.ts); nothing else.
 */
import { approvalModeFor, type ApprovalPolicy } from './approval-policy.ts';
import { type Grounding, type GroundingGap, groundingGap } from './grounding.ts';
import { type ApprovalPreview, type Destination, isReadOnlyTool, type ToolConsent } from './tool-consent.ts';

/** What the consent step needs for a round of calls. */
export interface ConsentGate {
  readonly policy: ApprovalPolicy;
  readonly grounding: Grounding;
  /** Calls the user approved (by tool call id): they run, whatever the policy says. */
  readonly approvedCallIds: ReadonlySet<string>;
}

/** Run now, or ask the user first. */
export type ConsentDecision =
  | { readonly kind: 'run' }
  | {
    readonly kind: 'ask';
    /** Why, for the user: "`x@evil.example` does not appear in anything you wrote." */
    readonly reason: string;
    /** The destinations that are not grounded (empty when the policy or the tool asks). */
    readonly ungrounded: readonly Destination[];
  };

const maxNamedDestinations = 3;

function gapReason(gap: GroundingGap): string {
  return gap === 'not_written_by_user'
    ? 'does not appear in anything you wrote'
    : 'does not appear in anything you wrote or in the links a search returned';
}

function ungroundedReason(ungrounded: readonly { destination: Destination; gap: GroundingGap }[]): string {
  const named = ungrounded.slice(0, maxNamedDestinations);
  const more = ungrounded.length - named.length;
  const sentences = named.map(({ destination, gap }) => `\`${destination.value}\` ${gapReason(gap)}.`);
  return [...sentences, ...(more > 0 ? [`${more} more destination${more === 1 ? '' : 's'} too.`] : [])].join(' ');
}

/** Decides whether a validated call runs now or asks the user. */
export function decideConsent(
  tool: { readonly name: string; readonly sideEffects?: boolean; readonly consent?: ToolConsent },
  input: unknown,
  callId: string,
  gate: ConsentGate,
): ConsentDecision {
  if (isReadOnlyTool(tool) || gate.approvedCallIds.has(callId)) return { kind: 'run' };
  const mode = approvalModeFor(gate.policy, tool.name);
  if (mode === 'never') return { kind: 'run' };
  if (mode === 'always') {
    return { kind: 'ask', reason: `This agent asks you before every \`${tool.name}\` call.`, ungrounded: [] };
  }
  const ungrounded = (tool.consent?.destinations?.(input) ?? []).flatMap((destination) => {
    const gap = groundingGap(destination, gate.grounding, gate.policy.allowedDestinations);
    return gap === null ? [] : [{ destination, gap }];
  });
  if (ungrounded.length > 0) {
    return {
      kind: 'ask',
      reason: ungroundedReason(ungrounded),
      ungrounded: ungrounded.map((entry) => entry.destination),
    };
  }
  if (tool.consent?.alwaysAsks !== undefined) return { kind: 'ask', reason: tool.consent.alwaysAsks, ungrounded: [] };
  return { kind: 'run' };
}

/** What an approval shows for a call: the tool's own preview, else its arguments. */
export function previewOf(
  tool: { readonly name: string; readonly consent?: ToolConsent },
  input: unknown,
): ApprovalPreview {
  return tool.consent?.preview?.(input) ?? { kind: 'tool', server: null, tool: tool.name, arguments: input };
}
