/**
 * The parts of the official MCP SDK (`@modelcontextprotocol/sdk`) this folder uses,
 * imported in one place, and only through `loadMcpSdk()` (./mcp-sdk.ts) or as types, so
 * a function boots without the SDK and loads it on the first turn that opens a server.
 * They come from the SDK's client modules vendored in ./vendor/sdk/ (why: VENDORED.md
 * there); each `.js` there names its `.d.ts` for Deno (`@ts-self-types`), and TypeScript
 * finds it beside the file by itself.
 */
export { Client } from './vendor/sdk/client/index.js';
export { StreamableHTTPClientTransport, StreamableHTTPError } from './vendor/sdk/client/streamableHttp.js';
export { UnauthorizedError } from './vendor/sdk/client/auth.js';
export { McpError } from './vendor/sdk/types.js';
