/**
 * The parts of the official MCP SDK (`@modelcontextprotocol/sdk`) this folder uses,
 * imported in one place. The SDK's wildcard export (`./*`) gives `dist/esm/*.d.ts` as
 * types, so for a specifier ending in `.js` Deno's type checker looks for `….js.d.ts`,
 * which does not exist; each `@ts-types` names the extensionless path instead. Node and
 * TypeScript read the SDK's `typesVersions` and ignore these comments; at run time the
 * `.js` specifiers resolve as usual.
 */
export { Client } from '@modelcontextprotocol/sdk/client';
// @ts-types="@modelcontextprotocol/sdk/client/streamableHttp"
export { StreamableHTTPClientTransport, StreamableHTTPError } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
// @ts-types="@modelcontextprotocol/sdk/client/auth"
export { UnauthorizedError } from '@modelcontextprotocol/sdk/client/auth.js';
// @ts-types="@modelcontextprotocol/sdk/types"
export { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
// @ts-types="@modelcontextprotocol/sdk/types"
export type { CallToolResult, Tool, ToolAnnotations } from '@modelcontextprotocol/sdk/types.js';
