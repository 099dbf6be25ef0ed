/** Bounds of model calls, with the reasons for their values. */
export const llmLimits = {
  /** Consecutive failures of one model before the turn moves to the next model. */
  maxModelFailures: 3,
  /** Empty answers (no text, no tool calls) of one model in one call before the chain moves
   * to the next model: one retry. An empty answer is not a network fault that passes; the
   * same model asked the same thing again rarely says more, so it is not retried like one. */
  maxEmptyAnswersPerModel: 2,
  /** Empty answers a chain (one turn) looks past, all models together: the one that reaches
   * this bound, and any later one, is handed back at once (no retry, no next model), and the
   * turn's own nudges (`chatLimits.maxEmptyResponses`) then cost one call each. A model that
   * keeps answering nothing costs a turn at most 4 + 2 = 6 calls, not 3 models × 3 attempts
   * for every call. */
  maxEmptyAnswersPerTurn: 4,
  /** First backoff step for transient model errors; doubled each retry, full jitter. */
  backoffBaseMs: 500,
  /** No backoff sleep longer than this: a chat turn is interactive, and the edge runtime has
   * a wall-clock limit. A provider whose `Retry-After` asks for longer is left at once for
   * the next model; the last model waits for it only when the turn's deadline leaves the
   * wait plus {@link llmLimits.firstResponseTimeoutMs}, and otherwise fails at once. */
  backoffMaxMs: 8_000,
  /** History shrinks at most this many times for one call before the model is given up. */
  maxContextShrinks: 4,
  /** Default wall-clock bound of one model call. Inside a turn the call gets less when
   * the turn's deadline is near (see `ModelChainOptions.deadline`). */
  callTimeoutMs: 60_000,
  /** A call with no first response by then is hung: the first chunk of a streamed call,
   * the response headers of a non-streamed one (its body is then bounded by the call's
   * timeout). A healthy provider starts streaming within a few seconds even for long
   * prompts, and waiting the whole call timeout would leave the fallback models no time
   * before the turn's deadline. One value for both, so JSON and SSE callers move to the
   * fallback at the same point. A non-streamed provider that only sends its headers once
   * the whole answer is generated must generate it within this time. */
  firstResponseTimeoutMs: 20_000,
  /** Tool calls one answer may hold, and the bound of a streamed call's `index`. Providers
   * cap parallel calls far lower (OpenAI at 128 tools per request); an answer past it is
   * malformed, a failed attempt of that model, not a list to build. */
  maxToolCallsPerAnswer: 128,
  /** How long an error response's body is read. Its status already says what failed; the
   * body only adds the provider's message, which a healthy provider sends at once. */
  errorBodyTimeoutMs: 2_000,
  /** The most text and tool arguments one answer may hold: 4 MiB. A model's output limit is
   * far lower (128k tokens is about 0.5 MB); an answer past it is a failed attempt of that
   * model, never text to store and show. */
  maxAnswerBytes: 4 * 1024 * 1024,
  /** The most bytes of a successful response read, streamed or not: 32 MiB. A stream's
   * framing (an envelope of some 150 bytes around each token) makes it several times the
   * answer; a single event or JSON body larger than this is never buffered whole. */
  maxResponseBodyBytes: 32 * 1024 * 1024,
  /** The longest thought signature one tool call may carry (Gemini's, see
   * tool-outcome.ts): 1 MiB. Google's are opaque base64 of a few kilobytes; each is kept in
   * the turn's state and sent back with every later request of the turn, so one far past
   * this is a malformed answer, not data to carry. */
  maxThoughtSignatureBytes: 1024 * 1024,
} as const;

/** One model per OpenAI-compatible provider, so one provider's outage does not end a turn:
 * the middle of `defaultFallbackChain` (model-candidates.ts), which a turn falls back to when
 * neither the agent nor `PARLEY_FALLBACK_MODELS` names any, and (the first two) the fallback
 * tool caller's models when `PARLEY_FALLBACK_TOOL_MODELS` is unset. */
export const defaultFallbackModels: readonly string[] = [
  'openai:gpt-4o-mini',
  'openrouter:openai/gpt-4o-mini',
  'groq:llama-3.3-70b-versatile',
  'together:meta-llama/Llama-3.3-70B-Instruct-Turbo',
];

/** The model used when the agent names none and `PARLEY_DEFAULT_MODEL` is unset (model-candidates.ts). */
export const defaultModel = 'openai:gpt-4o-mini';
