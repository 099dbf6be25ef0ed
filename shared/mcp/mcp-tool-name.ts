import { mcpLimits } from './mcp-limits.ts';

/** Between a server's name and its tool's name in the name a model calls. */
export const mcpNameSeparator = '__';

/**
 * The name a model calls for `tool` of `server`: `<server>__<tool>`. Server names are
 * already restricted by the agent settings; characters a chat API does not accept in a
 * function name (`.`, `/`, spaces …) become `_`, and the whole is cut to 64 characters.
 * Two tools can end up with one name only through those two steps; the tool source
 * keeps the first and drops the other.
 */
export function mcpToolName(server: string, tool: string): string {
  const safeTool = tool.replace(/[^A-Za-z0-9_-]/g, '_');
  return `${server}${mcpNameSeparator}${safeTool}`.slice(0, mcpLimits.maxToolNameChars);
}

/** The prefix every tool of `server` carries (`everything__`). */
export function mcpToolPrefix(server: string): string {
  return `${server}${mcpNameSeparator}`;
}

/** The id the integrations list gives `server`'s credential (`mcp:<server>`), which
 * setup hints for its tools name too. */
export function mcpIntegrationId(server: string): string {
  return `mcp:${server}`;
}
