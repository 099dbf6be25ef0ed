import type { FieldIssue } from './agent-draft.ts';

/** Host names that name this machine or a private network by convention, not the internet. */
const localHostName = /(^|\.)(localhost|local|internal|home\.arpa)$/i;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Why `url` is not an MCP server a user may name, or null. */
function urlProblem(url: string): string | null {
  if (!URL.canParse(url)) return null; // The settings schema words this one.
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:') {
    return 'Use an https:// URL: the server receives your credential with every request.';
  }
  // WHATWG URL parsing normalises every IPv4 spelling (decimal, octal, hex) to dotted form.
  const host = parsed.hostname;
  if (host.startsWith('[') || /^\d{1,3}(\.\d{1,3}){3}$/.test(host)) {
    return 'Name the server by its host name, not an IP address.';
  }
  if (localHostName.test(host.replace(/\.$/, ''))) {
    return `"${host}" is not a public host: the chat function connects to the server from its own network.`;
  }
  return null;
}

/**
 * The MCP server URLs a user may write through the agents API: https, a public-looking host
 * name (no IP literal, no `localhost`/`.local`/`.internal`). The chat turn connects to these
 * from the function's network with the runtime's `fetch`, so an address like
 * 169.254.169.254 or 127.0.0.1 would reach what the user must not. A host name whose DNS
 * points at a private address is not caught here (docs/security.md: known gap).
 */
export function mcpUrlIssues(settings: Record<string, unknown>): FieldIssue[] {
  const servers = settings.mcpServers;
  if (!Array.isArray(servers)) return [];
  return servers.flatMap((server: unknown, index) => {
    if (!isRecord(server) || typeof server.url !== 'string') return [];
    const problem = urlProblem(server.url);
    return problem === null ? [] : [{ path: `settings.mcpServers.${index}.url`, message: problem }];
  });
}
