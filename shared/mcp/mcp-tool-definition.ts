import type { Tool } from './mcp-sdk.ts';
import { type AnyToolDefinition, defineTool } from '../tools/tool-definition.ts';
import type { McpConnection } from './mcp-connection.ts';
import { mcpConsent } from './mcp-consent.ts';
import { mcpInputSchema } from './mcp-input-schema.ts';
import { mcpLimits } from './mcp-limits.ts';
import { mcpSideEffects } from './mcp-side-effects.ts';
import { type McpToolIdentity, toolErrorOfResult, toolErrorOfThrown } from './mcp-tool-error.ts';
import { mcpToolOutput } from './mcp-tool-output.ts';

function descriptionOf(tool: Tool, server: string): string {
  const text = tool.description?.trim() || tool.annotations?.title?.trim() || tool.title?.trim() ||
    `${tool.name} (MCP server ${server})`;
  return text.length > mcpLimits.maxDescriptionChars ? `${text.slice(0, mcpLimits.maxDescriptionChars - 1)}…` : text;
}

/**
 * An MCP server's tool as an executor tool: named `<server>__<tool>`, validated against
 * the server's JSON Schema (shown to the model as is), side effects from its
 * annotations, and a handler that calls it on the turn's connection. Failures come back
 * as typed tool errors (see mcp-tool-error.ts), never as exceptions.
 */
export function defineMcpTool(connection: McpConnection, tool: Tool, identity: McpToolIdentity): AnyToolDefinition {
  const schema = mcpInputSchema(tool.inputSchema);
  return defineTool({
    name: identity.exposedName,
    description: descriptionOf(tool, identity.server),
    parameters: schema.parameters,
    jsonSchema: schema.jsonSchema,
    sideEffects: mcpSideEffects(tool.annotations),
    consent: mcpConsent(tool.annotations, identity.server, tool.name),
    untrustedOutput: true,
    timeoutMs: mcpLimits.callTimeoutMs,
    execute: async (input, { signal }) => {
      try {
        const result = await connection.callTool(tool.name, input, { signal });
        return result.isError === true ? toolErrorOfResult(result, identity) : mcpToolOutput(result);
      } catch (error) {
        return toolErrorOfThrown(error, identity);
      }
    },
  });
}
