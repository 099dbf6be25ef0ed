import { type CallToolResult, loadedMcpSdk } from './mcp-sdk.ts';

/**
 * The JSON-RPC and MCP error codes this file branches on: the values of the SDK's
 * `ErrorCode`, kept here so classifying an error never needs the SDK loaded.
 */
const ErrorCode = {
  ConnectionClosed: -32000,
  RequestTimeout: -32001,
  UrlElicitationRequired: -32042,
  MethodNotFound: -32601,
  InvalidParams: -32602,
} as const;
import { setupHintFor } from '../tools/setup-hint.ts';
import { notConfigured, ToolError, transientFailure } from '../tools/tool-error.ts';
import { describeMcpAddressRefusal, McpAddressNotAllowedError } from './mcp-address-guard.ts';
import {
  formatAddressNotAllowed,
  formatBrowserStepNeeded,
  formatRejectedArguments,
  formatServerErrorText,
  formatToolWithdrawn,
} from './mcp-feedback.ts';
import { mcpIntegrationId } from './mcp-tool-name.ts';

/** Which tool failed, under which names; and the credential its server's headers use. */
export interface McpToolIdentity {
  readonly server: string;
  /** The tool's name on the server. */
  readonly tool: string;
  /** The name the model calls (`<server>__<tool>`). */
  readonly exposedName: string;
  /** The credential provider of the server's headers, if it has one. */
  readonly credentialProvider?: string;
}

/** Developer detail is cut to this many characters before it goes anywhere. */
const maxDetailChars = 2_000;

/** How the SDK writes a JSON-RPC error into a message (`McpError`, and the `isError`
 * results `McpServer` makes of the errors its handlers throw). */
const rpcErrorText = /^MCP error (-?\d+): ([\s\S]*)$/;

function detailOf(identity: McpToolIdentity, text: string): string {
  return `MCP server ${identity.server}, tool ${identity.tool}: ${text}`.slice(0, maxDetailChars);
}

/** True for the SDK's own "unknown tool" wording, which it sends as invalid params:
 * an exact template around the tool's own name, not a search for words. */
function isUnknownToolMessage(message: string, tool: string): boolean {
  return message === `Tool ${tool} not found` || message === `Tool ${tool} disabled`;
}

/**
 * A JSON-RPC error of a `tools/call` as a tool error, by code: method not found (or the
 * SDK's unknown-tool answer) → `not_found`; invalid params → `invalid_arguments` with the
 * server's reason; request timeout and closed connection → `transient`; a URL the user
 * must open → `not_configured` (a question); any other code → `internal`.
 */
export function toolErrorOfRpcError(
  code: number,
  message: string,
  identity: McpToolIdentity,
  cause?: unknown,
): ToolError {
  const detail = detailOf(identity, `JSON-RPC error ${code}: ${message}`);
  const provider = identity.server;
  if (
    code === ErrorCode.MethodNotFound ||
    (code === ErrorCode.InvalidParams && isUnknownToolMessage(message, identity.tool))
  ) {
    return new ToolError('not_found', {
      provider,
      detail,
      cause,
      modelMessage: formatToolWithdrawn(identity.exposedName, identity.server),
    });
  }
  if (code === ErrorCode.InvalidParams) {
    return new ToolError('invalid_arguments', {
      provider,
      detail,
      cause,
      modelMessage: formatRejectedArguments(identity.exposedName, message),
    });
  }
  if (code === ErrorCode.RequestTimeout) return transientFailure({ provider, detail, cause, reason: 'timeout' });
  if (code === ErrorCode.ConnectionClosed) return transientFailure({ provider, detail, cause, reason: 'network' });
  if (code === ErrorCode.UrlElicitationRequired) {
    return notConfigured({
      provider,
      detail,
      cause,
      reason: 'permission_denied',
      question: formatBrowserStepNeeded(identity.exposedName, identity.server),
    });
  }
  return new ToolError('internal', { provider, detail, cause });
}

function textOf(result: CallToolResult): string {
  return result.content
    .flatMap((block) => (block.type === 'text' ? [block.text] : []))
    .join('\n')
    .trim();
}

/**
 * A `CallToolResult` with `isError: true` as a tool error. When its text is the SDK's
 * rendering of a JSON-RPC error (`MCP error -32602: …`, which `McpServer` sends for
 * unknown tools and arguments it rejects), the code decides as for a protocol error.
 * Otherwise the tool itself failed on these arguments: `invalid_arguments`, with the
 * server's text (collapsed, cut, and redacted by the formatter) as the model's message.
 */
export function toolErrorOfResult(result: CallToolResult, identity: McpToolIdentity): ToolError {
  const text = textOf(result);
  const rpc = rpcErrorText.exec(text);
  if (rpc !== null) return toolErrorOfRpcError(Number(rpc[1]), rpc[2] ?? '', identity);
  return new ToolError('invalid_arguments', {
    provider: identity.server,
    detail: detailOf(identity, `isError result: ${text.length > 0 ? text : '(no text)'}`),
    modelMessage: text.length > 0 ? formatServerErrorText(identity.exposedName, text) : undefined,
  });
}

function httpFailure(
  status: number | undefined,
  identity: McpToolIdentity,
  message: string,
  cause: unknown,
): ToolError {
  const detail = detailOf(identity, `HTTP ${status ?? 'error'}: ${message}`);
  const common = { provider: identity.server, detail, cause, status };
  if (status === 401 || status === 403) {
    // Rejected when the settings send a credential; missing when they send none. Only a
    // credential the settings name can be fixed under Integrations; none named is a
    // settings problem, so it gets no setup hint.
    const reason = status === 403
      ? 'permission_denied'
      : identity.credentialProvider === undefined
      ? 'credential_missing'
      : 'credential_rejected';
    const setup = identity.credentialProvider === undefined
      ? undefined
      : setupHintFor(mcpIntegrationId(identity.server), 'api_key', reason);
    return notConfigured({ ...common, provider: identity.credentialProvider ?? identity.server, reason, setup });
  }
  // Arguments are judged in JSON-RPC, never by HTTP status: a 400 or 404 here means the
  // server no longer knows the session (it restarted), which nothing the model sends fixes.
  if (status === 400 || status === 404) return transientFailure({ ...common, reason: 'unavailable' });
  if (status === 408) return transientFailure({ ...common, reason: 'timeout' });
  if (status === 429) return transientFailure({ ...common, reason: 'rate_limited' });
  if (status === 425 || (status !== undefined && status >= 500)) {
    return transientFailure({ ...common, reason: 'unavailable' });
  }
  return new ToolError('internal', common);
}

function isAbort(error: unknown): error is DOMException {
  return error instanceof DOMException && (error.name === 'AbortError' || error.name === 'TimeoutError');
}

/**
 * An error thrown by a `tools/call` (after the tool list was read) as a tool error:
 * JSON-RPC errors by code (see {@link toolErrorOfRpcError}); HTTP answers by status
 * (401/403 `not_configured`; 400/404 (session gone), 408, 429 and 5xx `transient`); a
 * server that no longer answers (connection refused or reset) `transient`; a request the
 * address policy refused `not_configured` (the settings must change); anything else `internal`.
 */
export function toolErrorOfThrown(error: unknown, identity: McpToolIdentity): ToolError {
  if (error instanceof McpAddressNotAllowedError) {
    return new ToolError('not_configured', {
      provider: identity.server,
      detail: detailOf(identity, error.message),
      modelMessage: formatAddressNotAllowed(identity.server, describeMcpAddressRefusal(error.refusal)),
      cause: error,
    });
  }
  const sdk = loadedMcpSdk();
  if (sdk !== undefined && error instanceof sdk.McpError) {
    const rpc = rpcErrorText.exec(error.message);
    return toolErrorOfRpcError(error.code, rpc?.[2] ?? error.message, identity, error);
  }
  if (sdk !== undefined && error instanceof sdk.StreamableHTTPError) {
    return httpFailure(error.code, identity, error.message, error);
  }
  if (sdk !== undefined && error instanceof sdk.UnauthorizedError) {
    return httpFailure(401, identity, error.message, error);
  }
  if (isAbort(error)) {
    return transientFailure({
      provider: identity.server,
      detail: detailOf(identity, error.message),
      cause: error,
      reason: error.name === 'TimeoutError' ? 'timeout' : 'cancelled',
    });
  }
  // fetch rejects with a TypeError when the connection is refused, reset or cut.
  if (error instanceof TypeError) {
    return transientFailure({
      provider: identity.server,
      detail: detailOf(identity, error.message),
      cause: error,
      reason: 'network',
    });
  }
  return new ToolError('internal', {
    provider: identity.server,
    detail: detailOf(identity, error instanceof Error ? error.message : String(error)),
    cause: error,
  });
}
