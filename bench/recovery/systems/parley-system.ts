import { createToolExecutor, defineTool } from '../../../shared/tools/index.ts';
import type { RecoverySystem } from '../recovery-system.ts';

/**
 * Parley's universal tool executor with its defaults: the tools' zod schemas validate,
 * the JSON Schema is what the model is shown, and the feedback is the outcome's
 * `modelMessage`. A call the executor repairs and runs in round 0 is a 0-round fix.
 */
export const parleySystem: RecoverySystem = {
  name: 'parley',
  prepare(tools, recorder) {
    const executor = createToolExecutor({
      tools: tools.map((tool) => defineTool({
        name: tool.name,
        description: tool.description,
        parameters: tool.schema,
        jsonSchema: tool.jsonSchema,
        execute: recorder.handlerFor(tool),
      })),
    });
    let callNumber = 0;
    return {
      async attempt(call) {
        callNumber += 1;
        const outcome = await executor.execute({ id: `call_${callNumber}`, name: call.name, arguments: call.argumentsText });
        return { kind: 'answered', text: outcome.modelMessage };
      },
    };
  },
};
