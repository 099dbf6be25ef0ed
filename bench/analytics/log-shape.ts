/**
 * The shape of the generated year of logs: how many agents, owners and days, how busy
 * each is, how many tool calls a turn makes and how often a turn has model events.
 * Everything the SQL generator draws from is here, with its reason.
 */

/** Fixed proportions of the generated log. */
export const logShape = {
  agents: 1_000,
  /** Owners in auth.users: some own several agents (agent n belongs to owner n mod 400). */
  owners: 400,
  days: 365,
  /** Agent activity falls off as 1 / rank^skew: the busiest agent has ~13 % of all turns,
   * the median one ~0.03 %. */
  agentSkew: 1,
  /** Slots of the agent draw: every agent gets at least a few. */
  agentSlots: 100_000,
  /** Each agent enables 3 to 12 tools; within them use falls off as 1 / rank. */
  minimumToolsPerAgent: 3,
  maximumToolsPerAgent: 12,
  /** Tool calls per chat turn: none, 1, 2, 3, 4 — cumulative shares. */
  callsPerTurnCumulative: [0.25, 0.65, 0.85, 0.95, 1] as const,
  /** Turns per conversation, on average. */
  turnsPerConversation: 8,
  /** Share of turns with model events (1 or 2: errors, fallbacks, retries, …). */
  modelEventTurnShare: 0.05,
  /** Calls of a tool with its own function (gmail-api, web-search-api) that reached the
   * function, which logged them (source gmail-api / web-search-api); chat logged the rest,
   * refused before routing. One row per attempt either way. */
  functionShare: 0.7,
  /** A flaky tool's calls that are forced into an error pattern. */
  flakyErrorShare: 0.12,
  /** The current day is only filled up to this long before now: a log row arrives within
   * minutes of its start. */
  freshnessMargin: '10 minutes',
} as const;

/** Tool calls per turn, on average. */
export function expectedCallsPerTurn(): number {
  let previous = 0;
  return logShape.callsPerTurnCumulative.reduce((sum, cumulative, calls) => {
    const share = cumulative - previous;
    previous = cumulative;
    return sum + share * calls;
  }, 0);
}
