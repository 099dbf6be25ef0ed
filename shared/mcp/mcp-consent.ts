/**
 * What an MCP tool declares for consent, from its server's annotations. Under an agent's
 * `auto` policy a tool that can change or reach things outside asks the user every time,
 * since its arguments say nothing Parley can ground:
 *
 * 1. `readOnlyHint: true` → never asks (no side effects, see mcp-side-effects.ts);
 * 2. `destructiveHint: true` → asks;
 * 3. `openWorldHint: true` → asks (it reaches entities outside the server: a way out);
 * 4. a tool with side effects whose server does not say both `destructiveHint: false` and
 *    `openWorldHint: false` → asks (the spec's defaults assume the worst);
 * 5. anything else (a local, additive or idempotent tool) runs.
 *
 * Annotations are hints from the server, not guarantees; the approval shows the server,
 * the tool and the arguments.
 */
import type { ToolConsent } from '../tools/tool-consent.ts';
import type { ToolAnnotations } from './mcp-sdk.ts';
import { mcpSideEffects } from './mcp-side-effects.ts';

/** Why the tool asks; null when it runs at once. */
function askReason(annotations: ToolAnnotations | undefined, server: string): string | null {
  if (annotations?.readOnlyHint === true) return null;
  if (annotations?.destructiveHint === true) {
    return `The MCP server \`${server}\` marks this tool as destructive.`;
  }
  if (annotations?.openWorldHint === true) {
    return `The MCP server \`${server}\` says this tool reaches outside the server.`;
  }
  if (mcpSideEffects(annotations) && (annotations?.destructiveHint !== false || annotations?.openWorldHint !== false)) {
    return `The MCP server \`${server}\` does not say this tool is safe to run without asking.`;
  }
  return null;
}

/** The consent declarations of the MCP tool `tool` of `server`. */
export function mcpConsent(annotations: ToolAnnotations | undefined, server: string, tool: string): ToolConsent {
  const reason = askReason(annotations, server);
  return {
    ...(reason === null ? {} : { alwaysAsks: reason }),
    preview: (input) => ({ kind: 'tool', server, tool, arguments: input }),
  };
}
