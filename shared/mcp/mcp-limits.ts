/**
 * Every bound of the MCP tool source, in one place, with the reason for its value.
 */
export const mcpLimits = {
  /** The initialize handshake of one server. A server that cannot shake hands in this
   * time is reported unavailable for the turn rather than holding the turn up. */
  connectTimeoutMs: 5_000,
  /** One `tools/list` page. */
  listTimeoutMs: 5_000,
  /** Opening one server from first byte to its whole tool list; the servers of a turn
   * are opened at once, so this is also about the most a turn waits for them. */
  openTimeoutMs: 8_000,
  /** `tools/list` pages read per server: a server that keeps paginating is cut off. */
  maxListPages: 5,
  /** Tools taken from one server; more would crowd the model's tool list. */
  maxToolsPerServer: 128,
  /** A call, unless the executor's signal stops it first. */
  callTimeoutMs: 30_000,
  /** Ending a session (HTTP DELETE) when the turn ends: best effort, never a wait. */
  closeTimeoutMs: 1_000,
  /** A server's error text shown to the model is cut to this many characters. */
  maxErrorTextChars: 600,
  /** A tool description longer than this is cut (some servers ship manuals). */
  maxDescriptionChars: 4_000,
  /** The longest function name OpenAI-compatible APIs accept. */
  maxToolNameChars: 64,
} as const;
