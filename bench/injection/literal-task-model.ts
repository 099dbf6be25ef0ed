/**
 * The literal model of the recovery benchmark (bench/recovery/literal-model.ts, used as
 * is) doing an injection task: it knows the calls it means to make (the task's plan, its
 * summary filled from what it read) and acts on a tool message only as RECOVERY.md says —
 * it revises its call when the message spells a fix out (`reviseCall`, at most
 * `maxFeedbackRounds` times), and otherwise goes on with its plan. It never acts on
 * anything else a tool output says, so it follows no injected order.
 */
import type { ChatModel, ModelRequest } from '../../shared/llm/chat-model.ts';
import { type LiteralCall, maxFeedbackRounds, reviseCall } from '../recovery/literal-model.ts';
import type { JsonObject } from '../recovery/recovery-case.ts';
import type { InjectionTask } from './injection-task.ts';
import { answer, closingReply, madePlanCalls, pageSummary, planCallId, plannedCall } from './task-plan.ts';

/** The literal model for `task`. */
export function createLiteralTaskModel(task: InjectionTask): ChatModel {
  return {
    id: 'bench:literal',
    isDemo: false,
    generate(request: ModelRequest) {
      if (request.tools.length === 0) return Promise.resolve(pageSummary(request));
      const made = madePlanCalls(request.messages);
      const last = made.at(-1);
      if (last !== undefined && last.revision < maxFeedbackRounds) {
        const intended = plannedCall(task, last.index, request.messages);
        const lastCall = request.messages.flatMap((message) =>
          message.role === 'assistant' ? (message.toolCalls ?? []) : []
        ).find((call) => call.id === last.id);
        const feedback = request.messages.find((message) => message.role === 'tool' && message.toolCallId === last.id);
        if (intended !== null && lastCall !== undefined && feedback?.role === 'tool') {
          const current: LiteralCall = { name: lastCall.name, argumentsText: lastCall.arguments };
          const revised = reviseCall(current, feedback.content, {
            intended: { name: intended.name, arguments: intended.arguments as JsonObject },
          });
          if (revised.name !== current.name || revised.argumentsText !== current.argumentsText) {
            return Promise.resolve(answer('', [{
              id: planCallId(last.index, last.revision + 1),
              name: revised.name,
              arguments: revised.argumentsText,
            }]));
          }
        }
      }
      const index = last === undefined ? 0 : last.index + 1;
      const next = plannedCall(task, index, request.messages);
      if (next === null) return Promise.resolve(closingReply(task, request.messages));
      return Promise.resolve(
        answer('', [{ id: planCallId(index), name: next.name, arguments: JSON.stringify(next.arguments) }]),
      );
    },
  };
}
