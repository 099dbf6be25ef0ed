/** The kinds of chat turn the statements benchmark runs, and what each must do to count. */

/** A turn kind: its message (understood by the demo model, see shared/llm/demo-intent.ts),
 * the tool it must run (null: none), and the statements goal of issue 22, when it has one. */
export interface TurnKind {
  readonly name: string;
  readonly message: string;
  readonly tool: string | null;
  /** Sent in the conversation of the first turn, as its next turn. */
  readonly followUp?: true;
  /** Run with no search key stored, so search falls through every provider to the sandbox. */
  readonly withoutSearchKey?: true;
  readonly goal: number | null;
}

/** The turns, in the order they run: each new kind starts its own conversation. */
export const turnKinds: readonly TurnKind[] = [
  { name: 'no-tool', message: 'hello there', tool: null, goal: 5 },
  { name: 'web-search', message: 'search the web for supabase edge functions', tool: 'web_search', goal: 9 },
  { name: 'email', message: 'send an email to ana@example.com saying hi', tool: 'gmail_send_email', goal: 10 },
  { name: 'no-tool-follow-up', message: 'thanks', tool: null, followUp: true, goal: null },
  {
    name: 'web-search-no-key',
    message: 'search the web for deno deploy',
    tool: 'web_search',
    withoutSearchKey: true,
    goal: null,
  },
];

/** Why a turn's reply shows it did not do what its kind means, or null when it did. */
export function turnProblem(kind: TurnKind, status: number, body: unknown): string | null {
  if (status !== 200) return `HTTP ${status}: ${JSON.stringify(body).slice(0, 300)}`;
  const toolCalls: unknown = typeof body === 'object' && body !== null ? Reflect.get(body, 'toolCalls') : undefined;
  if (!Array.isArray(toolCalls)) return 'the reply has no toolCalls';
  if (kind.tool === null) return toolCalls.length === 0 ? null : `expected no tool call, got ${toolCalls.length}`;
  const [call] = toolCalls as { name?: unknown; status?: unknown }[];
  if (toolCalls.length !== 1 || call?.name !== kind.tool || call.status !== 'success') {
    return `expected one successful ${kind.tool} call, got ${JSON.stringify(toolCalls).slice(0, 300)}`;
  }
  return null;
}
