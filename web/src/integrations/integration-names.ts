/** How integrations are named to people. */

const names: Readonly<Record<string, string>> = {
  gmail: 'Gmail',
  serper: 'Serper',
  brave: 'Brave Search',
  serpapi: 'SerpApi',
};

/** `gmail` → `Gmail`, `mcp:jira` → `jira (MCP server)`. */
export function integrationName(id: string): string {
  if (id.startsWith('mcp:')) return `${id.slice(4)} (MCP server)`;
  return names[id] ?? id;
}
