/**
 * The parts of the official MCP SDK (`@modelcontextprotocol/sdk`) this folder uses,
 * imported in one place, and only through `loadMcpSdk()` (./mcp-sdk.ts) or as types, so
 * a function boots without the SDK and loads it on the first turn that opens a server.
 * They come from the SDK's client modules vendored in ./vendor/sdk/ (why: VENDORED.md
 * there). Each `@ts-types` names the module's declaration file for Deno's type checker;
 * TypeScript finds it beside the `.js` file by itself.
 */
// @ts-types="./vendor/sdk/client/index.d.ts"
export { Client } from './vendor/sdk/client/index.js';
// @ts-types="./vendor/sdk/client/streamableHttp.d.ts"
export { StreamableHTTPClientTransport, StreamableHTTPError } from './vendor/sdk/client/streamableHttp.js';
// @ts-types="./vendor/sdk/client/auth.d.ts"
export { UnauthorizedError } from './vendor/sdk/client/auth.js';
// @ts-types="./vendor/sdk/types.d.ts"
export { McpError } from './vendor/sdk/types.js';
