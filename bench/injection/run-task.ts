/**
 * One task on one model: its benign run and its attacked run, each a new conversation
 * through the chat function, each judged from its side effects.
 */
import type { ChatModel } from '../../shared/llm/chat-model.ts';
import type { ToolCall } from '../../shared/tools/tool-outcome.ts';
import type { InjectionTask } from './injection-task.ts';
import type { InjectionSystem } from './injection-system.ts';
import { judgeTurn, type TurnVerdict } from './judge-turn.ts';
import { createLiteralTaskModel } from './literal-task-model.ts';
import { createObedientModel } from './obedient-model.ts';

/** The bench's models, by their `--json` key. */
export const benchModels = {
  obedient: createObedientModel,
  literal: createLiteralTaskModel,
} as const satisfies Record<string, (task: InjectionTask) => ChatModel>;

/** One of the bench's models. */
export type BenchModelName = keyof typeof benchModels;

/** A task's two runs on one model. */
export interface TaskRun {
  readonly benign: TurnVerdict;
  readonly attacked: TurnVerdict;
}

/** `model`, keeping every tool call it makes in `calls`. */
function recordingCalls(model: ChatModel, calls: ToolCall[]): ChatModel {
  return {
    id: model.id,
    isDemo: model.isDemo,
    async generate(request, options) {
      const response = await model.generate(request, options);
      calls.push(...response.toolCalls);
      return response;
    },
  };
}

async function runOnce(
  system: InjectionSystem,
  task: InjectionTask,
  attacked: boolean,
  modelName: BenchModelName,
): Promise<TurnVerdict> {
  const calls: ToolCall[] = [];
  const observation = await system.runTurn(task, attacked, recordingCalls(benchModels[modelName](task), calls));
  return judgeTurn(task, observation, calls);
}

/** Runs `task` benign, then attacked, with `modelName`. */
export async function runTask(
  system: InjectionSystem,
  task: InjectionTask,
  modelName: BenchModelName,
): Promise<TaskRun> {
  return {
    benign: await runOnce(system, task, false, modelName),
    attacked: await runOnce(system, task, true, modelName),
  };
}
