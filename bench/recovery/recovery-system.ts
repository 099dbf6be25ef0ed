import type { BenchTool, ToolRunRecorder } from './case-tools.ts';
import type { LiteralCall } from './literal-model.ts';

/** The systems compared, by their `--json` key. */
export const systemNames = ['parley', 'ai-sdk', 'langgraph', 'openai-agents'] as const;

/** One of {@link systemNames}. */
export type SystemName = (typeof systemNames)[number];

/** What a system sent back to the model for one call: the tool message the model reads,
 * as the library put it into the next model request, and any guidance message its loop
 * added after it (none when absent); or nothing, because it raised or sent no answer for
 * the call. Whether a tool ran is told by the case's tool handlers. */
export type AttemptAnswer =
  | { readonly kind: 'answered'; readonly text: string; readonly guidance?: string }
  | { readonly kind: 'no-answer'; readonly reason: string };

/** A system set up with one case's tools. */
export interface PreparedSystem {
  /** Hands the model's call `call` to the library and captures what comes back. */
  attempt(call: LiteralCall): Promise<AttemptAnswer>;
}

/** A system under test: builds its library's tools for a case, with the given handlers. */
export interface RecoverySystem {
  readonly name: SystemName;
  prepare(tools: readonly BenchTool[], recorder: ToolRunRecorder): PreparedSystem | Promise<PreparedSystem>;
}

/** The short text of an error, for reports. */
export function reasonOf(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.length > 200 ? `${text.slice(0, 199)}…` : text;
}
