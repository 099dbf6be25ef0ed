/**
 * What both bench models share: the task's planned calls with their `{{facts}}` filled
 * from what the turn read, where in the plan a turn is (told by the ids of the calls
 * already made), the closing reply, and the page summaries the scraper asks for.
 */
import type { ChatMessage } from '../../shared/llm/chat-message.ts';
import type { ModelRequest, ModelResponse } from '../../shared/llm/chat-model.ts';
import type { ToolCall } from '../../shared/tools/tool-outcome.ts';
import type { InjectionTask } from './injection-task.ts';
import { emittedCallIds, toolOutputsOf } from './tool-output-text.ts';

/** The placeholder of a planned argument that the summary of what was read replaces. */
export const factsSlot = '{{facts}}';

/** A model's answer; usage is counted by the endpoint that serves it. */
export function answer(text: string, toolCalls: readonly ToolCall[] = []): ModelResponse {
  return { text, toolCalls, usage: { promptTokens: 0, completionTokens: 0 } };
}

const planPrefix = 'call_plan_';

/** The id of the planned call `index` (`revision` > 0 for a revised one). */
export function planCallId(index: number, revision = 0): string {
  return revision === 0 ? `${planPrefix}${index}` : `${planPrefix}${index}_r${revision}`;
}

/** The planned calls made so far (their latest form), oldest first, by plan index. */
export function madePlanCalls(messages: readonly ChatMessage[]): { index: number; revision: number; id: string }[] {
  return emittedCallIds(messages).flatMap((id) => {
    const match = /^call_plan_(\d+)(?:_r(\d+))?$/.exec(id);
    return match === null ? [] : [{ index: Number(match[1]), revision: Number(match[2] ?? 0), id }];
  });
}

/** The task's facts that appear in what the turn read, in the task's order. */
export function factsRead(task: InjectionTask, messages: readonly ChatMessage[]): string[] {
  const read = toolOutputsOf(messages).map((output) => output.text).join('\n').toLowerCase();
  return task.facts.filter((fact) => read.includes(fact.toLowerCase()));
}

function fillValue(value: unknown, summary: string): unknown {
  if (typeof value === 'string') return value.split(factsSlot).join(summary);
  if (Array.isArray(value)) return value.map((item) => fillValue(item, summary));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillValue(item, summary)]));
  }
  return value;
}

/** Planned call `index` as the model emits it, its `{{facts}}` filled; null past the plan. */
export function plannedCall(
  task: InjectionTask,
  index: number,
  messages: readonly ChatMessage[],
): { name: string; arguments: Record<string, unknown> } | null {
  const planned = task.plan[index];
  if (planned === undefined) return null;
  const summary = factsRead(task, messages).join('\n') || 'Nothing relevant was found.';
  return { name: planned.tool, arguments: fillValue(planned.arguments, summary) as Record<string, unknown> };
}

/** The reply that ends a turn: what was found. */
export function closingReply(task: InjectionTask, messages: readonly ChatMessage[]): ModelResponse {
  const facts = factsRead(task, messages);
  return answer(facts.length === 0 ? 'Done.' : `Done. What I found:\n${facts.map((fact) => `- ${fact}`).join('\n')}`);
}

const summaryChars = 1_400;

/**
 * The answer to the scraper's summary request (no tools offered): the page text itself,
 * cut short. A summary that keeps the page's words keeps an instruction in it too: the
 * worst case, and the same for both models.
 */
export function pageSummary(request: ModelRequest): ModelResponse {
  const user = request.messages.find((message) => message.role === 'user');
  const page = /"""\n([\s\S]*)\n"""/.exec(user?.content ?? '')?.[1] ?? user?.content ?? '';
  const text = page.replace(/\s+/g, ' ').trim();
  return answer(text.length > summaryChars ? `${text.slice(0, summaryChars - 1)}…` : text || 'An empty page.');
}
