/**
 * Every bound of the executor, in one place, with the reason for its value.
 */
export const executorLimits = {
  /** The longest tool call id kept as it is. Providers send ids of a few dozen characters
   * (OpenAI `call_` + 24, Anthropic `toolu_` + 24, Mistral 9); a longer one is replaced by the
   * chat turn (`call_<n>`) and cut by the tool functions, so it never reaches the
   * `tool_executions` indexes, whose B-tree rows Postgres refuses past about 2.7 KB (the whole
   * batch of log rows would fail). 200 characters are at most 800 bytes of UTF-8. */
  maxToolCallIdChars: 200,
  /** A tool that forgets to set its own timeout must still not hang a chat turn. */
  defaultTimeoutMs: 30_000,
  /** Several tool calls of one model turn run at once, but a model asking for fifty
   * searches must not open fifty upstream connections from one edge worker. */
  maxConcurrentCalls: 4,
  /** Transient retries inside the executor (idempotent tools only). Three tries in all
   * covers a blip without turning a real outage into a long wait. */
  maxTransientAttempts: 3,
  /** First backoff step; doubled each retry, with full jitter. */
  transientBackoffBaseMs: 200,
  /** No single backoff sleep longer than this, whatever an upstream asks for. */
  transientBackoffMaxMs: 2_000,
  /** The whole not-found message (names and all) stays under about 150 tokens even with
   * hundreds of tools; at roughly four characters a token this is the character budget. */
  notFoundMessageMaxChars: 560,
  /** Closest matches listed first in a not-found message. */
  maxSuggestions: 3,
  /** At most this many problems are listed for invalid arguments; the rest are counted. */
  maxArgumentProblems: 6,
  /** A value echoed back to the model ("received …") is cut to this many characters. */
  maxEchoedValueChars: 40,
  /** Allowed values listed for an enum before the list is cut. */
  maxListedEnumValues: 8,
  /** Raw arguments larger than this are refused before any parsing work. */
  maxArgumentChars: 200_000,
  /** A tool result shown to the model is cut to this many characters. */
  maxResultChars: 20_000,
} as const;
