/** Bounds of the agents API. */
export const agentLimits = {
  /** A `POST`/`PATCH /chat/agents` body: a system prompt of 100,000 characters (up to
   * 400 KB of UTF-8) and settings with 20 MCP servers fit; anything larger is a 413. */
  maxBodyBytes: 524_288,
} as const;
