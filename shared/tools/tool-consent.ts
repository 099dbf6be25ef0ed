/**
 * What a tool declares about consent: where a call sends data or acts (its destinations),
 * what the user is shown before approving it (its preview), and whether its server says it
 * must always ask. The consent decision (consent-decision.ts) reads only these values.
 */

/** Kinds of destination, each with its own grounding rule (grounding.ts): an address, a
 * URL fetched or linked, or a host some content reaches (a mail's HTML). */
export type DestinationKind = 'email_address' | 'url' | 'host';

/** One place a call sends data to: an argument's value. */
export interface Destination {
  /** The argument it came from (`to`, `cc`, `urls`). */
  readonly argument: string;
  readonly kind: DestinationKind;
  readonly value: string;
}

/** What an approval shows the user: exactly what will be done. */
export type ApprovalPreview =
  | {
    readonly kind: 'email';
    readonly to: readonly string[];
    readonly cc: readonly string[];
    readonly bcc: readonly string[];
    readonly subject: string;
    readonly body: string;
    /** The mail also carries an HTML version (shown as its text). */
    readonly hasHtml: boolean;
  }
  | { readonly kind: 'fetch'; readonly urls: readonly string[] }
  | {
    readonly kind: 'tool';
    /** The MCP server the tool belongs to; null for a tool of this deployment. */
    readonly server: string | null;
    readonly tool: string;
    readonly arguments: unknown;
  };

/** A tool's consent declarations. Tools without any are read-only unless they have side effects. */
export interface ToolConsent {
  /** The destinations of a validated input: each must be grounded, or the call asks under `auto`. */
  readonly destinations?: (input: unknown) => readonly Destination[];
  /** A reason to always ask under `auto`, whatever the arguments (an MCP tool its server
   * marks destructive or open-world, or does not annotate). */
  readonly alwaysAsks?: string;
  /** What the approval shows; a generic view of the arguments when absent. */
  readonly preview?: (input: unknown) => ApprovalPreview;
  /** The URLs this tool's output offers as links to follow (a search result's `link`): a
   * later call of the turn may fetch them without asking. Never the URLs inside free text
   * (a mail's body, a page's text), which is where injected ones come from. */
  readonly linksOf?: (output: unknown) => readonly string[];
}

/** Whether a tool can never ask: no side effects and no destinations to ground. */
export function isReadOnlyTool(tool: { readonly sideEffects?: boolean; readonly consent?: ToolConsent }): boolean {
  return tool.sideEffects !== true && tool.consent?.destinations === undefined &&
    tool.consent?.alwaysAsks === undefined;
}
