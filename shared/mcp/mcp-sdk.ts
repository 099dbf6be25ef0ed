/**
 * The MCP SDK, loaded on first use. The SDK is the largest module of the chat function's
 * graph; imported statically it would be evaluated on every cold start, turns without MCP
 * servers included (see docs/benchmarks-boot.md). `import type` from ./mcp-sdk-values.ts
 * costs nothing at run time.
 */
export type { CallToolResult, Tool, ToolAnnotations } from './vendor/sdk/types.js';

/** The SDK's classes this folder uses. */
export type McpSdk = typeof import('./mcp-sdk-values.ts');

let loading: Promise<McpSdk> | undefined;
let loaded: McpSdk | undefined;

/** The SDK, imported once. */
export function loadMcpSdk(): Promise<McpSdk> {
  loading ??= import('./mcp-sdk-values.ts').then((sdk) => (loaded = sdk));
  return loading;
}

/**
 * The SDK if it has been loaded, else undefined. An error can only be one of the SDK's
 * classes once the SDK is loaded, so `instanceof` checks need nothing more.
 */
export function loadedMcpSdk(): McpSdk | undefined {
  return loaded;
}
