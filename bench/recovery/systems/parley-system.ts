import { createToolExecutor, defineTool } from '../../../shared/tools/index.ts';
import type { RecoverySystem } from '../recovery-system.ts';
import { ScriptedTurn } from './scripted-turn.ts';

/**
 * Parley as production runs it: the universal tool executor with its defaults (the
 * tools' zod schemas validate, the JSON Schema is what the model is shown), inside the
 * real conversation loop (`runConversationTurn`), default agent settings (names are not
 * auto-resolved, no fallback tool caller). The feedback of a failed call is everything
 * the loop adds before the model's next call: the tool message (the outcome's
 * `modelMessage`) and the loop's retry guidance. A call the executor repairs and runs in
 * round 0 is a 0-round fix. A tool the case marks `sideEffect` is defined with
 * `sideEffects: true`, as production defines a tool that acts.
 */
export const parleySystem: RecoverySystem = {
  name: 'parley',
  prepare(tools, recorder) {
    const executor = createToolExecutor({
      tools: tools.map((tool) =>
        defineTool({
          name: tool.name,
          description: tool.description,
          parameters: tool.schema,
          jsonSchema: tool.jsonSchema,
          sideEffects: tool.sideEffect,
          execute: recorder.handlerFor(tool),
        })
      ),
    });
    const turn = new ScriptedTurn(executor);
    return { attempt: (call) => turn.attempt(call) };
  },
};
