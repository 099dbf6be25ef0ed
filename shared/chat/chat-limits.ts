/** Bounds of one chat turn, with the reasons for their values. */
export const chatLimits = {
  /** Model calls in one turn, all told. Three retry rounds, two nudges and the final
   * answer fit with room for a multi-step task; a model looping past this is cut off. */
  maxSteps: 10,
  /** Rounds in which the model is asked to fix failed tool calls. */
  maxRetryRounds: 3,
  /** Temperature for retry rounds: a little more variety than the agent's base, so the
   * model does not repeat the same mistake word for word. */
  retryTemperature: 0.7,
  /** Empty model answers (no text, no tool calls) nudged before giving up. */
  maxEmptyResponses: 2,
  /** Invalid calls to one tool in a row before the fallback tool caller is asked. */
  maxToolFailures: 3,
  /** Characters of a user message. */
  maxMessageChars: 32_000,
  /** History messages loaded into a turn (older ones stay in the database). */
  maxHistoryMessages: 60,
} as const;
