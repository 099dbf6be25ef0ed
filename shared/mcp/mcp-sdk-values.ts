/**
 * The parts of the official MCP SDK (`@modelcontextprotocol/sdk`) this folder uses,
 * imported in one place, and only through `loadMcpSdk()` (./mcp-sdk.ts) or as types, so
 * a function boots without the SDK and loads it on the first turn that opens a server. The SDK's wildcard export (`./*`) gives `dist/esm/*.d.ts` as
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
export { McpError } from '@modelcontextprotocol/sdk/types.js';
