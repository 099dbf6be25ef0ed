import { type CallToolResult, loadMcpSdk, type Tool } from './mcp-sdk.ts';
import type { Client } from './mcp-sdk-values.ts';
import { mcpLimits } from './mcp-limits.ts';

/** How Parley introduces itself in the initialize handshake. */
export interface McpClientInfo {
  readonly name: string;
  readonly version: string;
}

/** What {@link openMcpConnection} needs. */
export interface OpenMcpConnectionOptions {
  /** The server's Streamable HTTP endpoint (`https://…/mcp`). */
  readonly url: string;
  /** Sent with every request (authorization and the like), already resolved. */
  readonly headers: Readonly<Record<string, string>>;
  readonly clientInfo: McpClientInfo;
  readonly fetch?: typeof fetch;
  /** Stops the opening (the turn was cancelled, or its deadline passed). */
  readonly signal?: AbortSignal;
}

/** One server's session for one turn: its tools, listed once, and a way to call them. */
export interface McpConnection {
  readonly tools: readonly Tool[];
  /** Calls a tool by its name on the server. Rejects with the SDK's errors (`McpError`,
   * `StreamableHTTPError`, a network `TypeError`); an `isError` result resolves. */
  callTool(name: string, input: unknown, options: { readonly signal: AbortSignal }): Promise<CallToolResult>;
  /** Ends the session (HTTP DELETE, bounded) and closes the transport. Never rejects. */
  close(): Promise<void>;
}

/** A reply of a server that still speaks the 2024-10-07 protocol (`toolResult`). */
function normalizedResult(result: Record<string, unknown>): CallToolResult {
  if (Array.isArray(result.content)) return result as CallToolResult;
  return { content: [{ type: 'text', text: JSON.stringify(result.toolResult ?? null) }] };
}

async function listAllTools(client: Client, signal: AbortSignal | undefined): Promise<Tool[]> {
  const tools: Tool[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < mcpLimits.maxListPages; page += 1) {
    const listed = await client.listTools(cursor === undefined ? {} : { cursor }, {
      timeout: mcpLimits.listTimeoutMs,
      signal,
    });
    tools.push(...listed.tools);
    cursor = listed.nextCursor;
    if (cursor === undefined || tools.length >= mcpLimits.maxToolsPerServer) break;
  }
  return tools.slice(0, mcpLimits.maxToolsPerServer);
}

function bounded(work: Promise<unknown>, milliseconds: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, milliseconds);
  });
  return Promise.race([work.then(() => {}, () => {}), deadline]).finally(() => clearTimeout(timer));
}

/**
 * Connects to an MCP server over Streamable HTTP with the official SDK client and lists
 * its tools (following pagination, bounded). Rejects with the SDK's error when the
 * server cannot be reached, refuses the handshake or cannot list; nothing stays open then.
 */
export async function openMcpConnection(options: OpenMcpConnectionOptions): Promise<McpConnection> {
  const { Client, StreamableHTTPClientTransport } = await loadMcpSdk();
  const transport = new StreamableHTTPClientTransport(new URL(options.url), {
    requestInit: { headers: { ...options.headers } },
    fetch: options.fetch,
    // A turn is short: a dropped notification stream is not worth reconnecting.
    reconnectionOptions: {
      maxRetries: 0,
      initialReconnectionDelay: 1_000,
      maxReconnectionDelay: 1_000,
      reconnectionDelayGrowFactor: 1,
    },
  });
  const client = new Client({ name: options.clientInfo.name, version: options.clientInfo.version });
  // Stream hiccups surface as failed calls; the client's own error channel is not needed.
  client.onerror = () => {};
  let closed: Promise<void> | null = null;
  const close = (): Promise<void> => {
    closed ??= (async () => {
      await bounded(transport.terminateSession(), mcpLimits.closeTimeoutMs);
      await client.close().catch(() => {});
    })();
    return closed;
  };
  try {
    await client.connect(transport, { timeout: mcpLimits.connectTimeoutMs, signal: options.signal });
    const tools = await listAllTools(client, options.signal);
    return {
      tools,
      async callTool(name, input, callOptions) {
        const result = await client.callTool(
          { name, arguments: input as Record<string, unknown> },
          undefined,
          { timeout: mcpLimits.callTimeoutMs, signal: callOptions.signal },
        );
        return normalizedResult(result);
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
