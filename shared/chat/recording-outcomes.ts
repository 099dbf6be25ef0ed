/**
 * A tool executor that hands every batch of outcomes to a recorder as soon as it exists.
 */
import type { ToolExecutor } from '../tools/create-tool-executor.ts';
import type { ToolOutcome } from '../tools/tool-outcome.ts';

/** The executor, with every batch of outcomes handed to `record` as soon as it exists,
 * so attempts made before a turn fails (every model down, a bug) are still logged. */
export function recordingOutcomes(
  executor: ToolExecutor,
  record: (outcomes: readonly ToolOutcome[]) => void,
): ToolExecutor {
  return {
    registry: executor.registry,
    async execute(call, context) {
      const outcome = await executor.execute(call, context);
      record([outcome]);
      return outcome;
    },
    async actOnValidated(call, input, context) {
      const outcome = await executor.actOnValidated(call, input, context);
      record([outcome]);
      return outcome;
    },
    async executeAll(calls, context) {
      const round = await executor.executeAll(calls, context);
      if (round.kind === 'ran') record(round.outcomes);
      return round;
    },
  };
}
