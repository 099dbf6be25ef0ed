import type { McpServerSettings } from '../db/repositories/agent-settings.ts';
import type { Logger } from '../log/logger.ts';
import type { UnavailableToolSource } from '../tools/feedback.ts';
import { type SetupHint, setupHintFor } from '../tools/setup-hint.ts';
import type { AnyToolDefinition, ToolCaller } from '../tools/tool-definition.ts';
import {
  describeMcpAddressRefusal,
  guardMcpFetch,
  type McpAddressCheck,
  McpAddressNotAllowedError,
} from './mcp-address-guard.ts';
import { type McpClientInfo, type McpConnection, openMcpConnection } from './mcp-connection.ts';
import { loadedMcpSdk } from './mcp-sdk.ts';
import { mcpLimits } from './mcp-limits.ts';
import { type CredentialLookup, resolveServerHeaders, type ServerHeaders } from './mcp-server-headers.ts';
import { defineMcpTool } from './mcp-tool-definition.ts';
import { mcpIntegrationId, mcpToolName, mcpToolPrefix } from './mcp-tool-name.ts';

/** Side effects and settings of {@link createMcpToolSource}. */
export interface McpToolSourceOptions {
  /** Where header secrets come from; null when the deployment has no credential key. */
  readonly credentials: CredentialLookup | null;
  /** The address policy every MCP request passes first (mcp-address-guard.ts). */
  readonly checkAddress: McpAddressCheck;
  readonly fetch?: typeof fetch;
  readonly logger?: Logger;
  readonly clientInfo?: McpClientInfo;
}

/** The MCP tools of one turn, and what to do with them when the turn ends. */
export interface McpTurnTools {
  readonly tools: readonly AnyToolDefinition[];
  /** Servers whose tools are missing this turn, for the executor's not-found messages. */
  readonly unavailableSources: readonly UnavailableToolSource[];
  /** Ends every session the turn opened. Never rejects. */
  close(): Promise<void>;
}

/** Opens an agent's MCP servers for a turn. */
export interface McpToolSource {
  openForTurn(servers: readonly McpServerSettings[], caller: ToolCaller, signal?: AbortSignal): Promise<McpTurnTools>;
}

type OpenedServer =
  | { readonly ok: true; readonly connection: McpConnection; readonly tools: readonly AnyToolDefinition[] }
  | { readonly ok: false; readonly source: UnavailableToolSource };

const defaultClientInfo: McpClientInfo = { name: 'parley', version: '0.1.0' };

/** Why a server could not be opened, as the model will be told. */
function reasonOf(error: unknown): UnavailableToolSource['reason'] {
  if (error instanceof McpAddressNotAllowedError) return 'address_not_allowed';
  const sdk = loadedMcpSdk();
  if (sdk === undefined) return 'unreachable';
  if (error instanceof sdk.UnauthorizedError) return 'not_configured';
  if (error instanceof sdk.StreamableHTTPError && (error.code === 401 || error.code === 403)) return 'not_configured';
  return 'unreachable';
}

/** Where the user fixes a server's credential: add it when none is stored, replace it
 * when it is unreadable, unusable or refused. None when the settings name no credential. */
function setupOf(
  server: string,
  credentialProvider: string | undefined,
  problem: 'missing' | 'corrupted' | 'invalid' | 'refused',
): SetupHint | undefined {
  if (credentialProvider === undefined) return undefined;
  return setupHintFor(
    mcpIntegrationId(server),
    'api_key',
    problem === 'missing'
      ? 'credential_missing'
      : problem === 'refused'
      ? 'credential_rejected'
      : 'credential_corrupted',
  );
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return '(invalid url)';
  }
}

/**
 * The MCP servers of an agent as tool sources. For each turn, every server is opened at
 * once: its header secrets read from the credential store, one connection made with the
 * official SDK client over Streamable HTTP, its tools listed once and defined for the
 * executor as `<server>__<tool>`. Every request first passes `checkAddress` (https, public
 * addresses only), checked at connect time and on every later request. A server that cannot be opened (unreachable, too slow,
 * refusing the credential, or with a credential not connected) is left out and named in
 * `unavailableSources`; the other servers' tools still work. `close()` ends the sessions.
 */
export function createMcpToolSource(options: McpToolSourceOptions): McpToolSource {
  const { logger } = options;
  const clientInfo = options.clientInfo ?? defaultClientInfo;
  const guardedFetch = guardMcpFetch(options.checkAddress, options.fetch);

  async function openServer(
    server: McpServerSettings,
    caller: ToolCaller,
    signal: AbortSignal | undefined,
  ): Promise<OpenedServer> {
    const unavailable = (
      reason: UnavailableToolSource['reason'],
      fields: Record<string, unknown>,
      setup?: SetupHint,
      detail?: string,
    ): OpenedServer => {
      logger?.warn('mcp-server-unavailable', {
        server: server.name,
        origin: originOf(server.url),
        reason,
        agentId: caller.agentId,
        requestId: caller.requestId,
        ...fields,
      });
      const source: UnavailableToolSource = {
        name: server.name,
        namePrefix: mcpToolPrefix(server.name),
        reason,
        ...(detail === undefined ? {} : { detail }),
        ...(setup === undefined ? {} : { setup }),
      };
      return { ok: false, source };
    };
    let headers: ServerHeaders;
    try {
      headers = await resolveServerHeaders(server, caller.userId, options.credentials);
    } catch (error) {
      return unavailable('failed', {
        message: `credential lookup failed: ${error instanceof Error ? error.message : String(error)}`,
      });
    }
    if (!headers.ok) {
      return unavailable(
        'not_configured',
        { credential: headers.credentialProvider, problem: headers.problem },
        setupOf(server.name, headers.credentialProvider, headers.problem),
      );
    }
    const deadline = AbortSignal.timeout(mcpLimits.openTimeoutMs);
    let connection: McpConnection;
    try {
      connection = await openMcpConnection({
        url: server.url,
        headers: headers.headers,
        clientInfo,
        fetch: guardedFetch,
        signal: signal === undefined ? deadline : AbortSignal.any([signal, deadline]),
      });
    } catch (error) {
      const reason = reasonOf(error);
      const setup = reason === 'not_configured'
        ? setupOf(server.name, headers.credentialProvider, 'refused')
        : undefined;
      return unavailable(
        reason,
        { message: error instanceof Error ? error.message.slice(0, 300) : String(error) },
        setup,
        error instanceof McpAddressNotAllowedError ? describeMcpAddressRefusal(error.refusal) : undefined,
      );
    }
    const tools: AnyToolDefinition[] = [];
    const names = new Set<string>();
    for (const tool of connection.tools) {
      const exposedName = mcpToolName(server.name, tool.name);
      if (names.has(exposedName)) {
        logger?.warn('mcp-tool-name-clash', { server: server.name, tool: tool.name.slice(0, 200), exposedName });
        continue;
      }
      names.add(exposedName);
      tools.push(
        defineMcpTool(connection, tool, {
          server: server.name,
          tool: tool.name,
          exposedName,
          credentialProvider: headers.credentialProvider,
        }),
      );
    }
    return { ok: true, connection, tools };
  }

  return {
    async openForTurn(servers, caller, signal) {
      const opened = await Promise.all(servers.map((server) => openServer(server, caller, signal)));
      const connections = opened.flatMap((server) => (server.ok ? [server.connection] : []));
      let closing: Promise<void> | null = null;
      return {
        tools: opened.flatMap((server) => (server.ok ? server.tools : [])),
        unavailableSources: opened.flatMap((server) => (server.ok ? [] : [server.source])),
        close() {
          closing ??= Promise.all(connections.map((connection) => connection.close())).then(() => {});
          return closing;
        },
      };
    },
  };
}
