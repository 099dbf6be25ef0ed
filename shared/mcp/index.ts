/** MCP servers as tool sources: an agent's servers, opened per turn, their tools run by the executor. */
export {
  createMcpToolSource,
  type McpToolSource,
  type McpToolSourceOptions,
  type McpTurnTools,
} from './mcp-tool-source.ts';
export {
  type McpClientInfo,
  type McpConnection,
  openMcpConnection,
  type OpenMcpConnectionOptions,
} from './mcp-connection.ts';
export {
  describeMcpAddressRefusal,
  guardMcpFetch,
  type McpAddressCheck,
  McpAddressNotAllowedError,
  type McpAddressRefusal,
} from './mcp-address-guard.ts';
export { defineMcpTool } from './mcp-tool-definition.ts';
export { type McpInputSchema, mcpInputSchema } from './mcp-input-schema.ts';
export { mcpLimits } from './mcp-limits.ts';
export { mcpSideEffects } from './mcp-side-effects.ts';
export { type McpToolIdentity, toolErrorOfResult, toolErrorOfRpcError, toolErrorOfThrown } from './mcp-tool-error.ts';
export { mcpNameSeparator, mcpToolName, mcpToolPrefix } from './mcp-tool-name.ts';
export { mcpToolOutput } from './mcp-tool-output.ts';
export { type CredentialLookup, resolveServerHeaders, type ServerHeaders } from './mcp-server-headers.ts';
