import type { ApprovalPreview } from './tool-consent.ts';

/**
 * A validated call the consent step held back: it has not acted, and waits for the user.
 * The executor returns these instead of outcomes when any call of a round must ask; the
 * loop pauses the turn with them.
 */
export interface ApprovalRequest {
  readonly toolCallId: string;
  /** The tool it resolved to. */
  readonly toolName: string;
  /** The validated input, as it will run once approved. */
  readonly input: unknown;
  /** Why it asks, for the user. */
  readonly reason: string;
  readonly preview: ApprovalPreview;
}
