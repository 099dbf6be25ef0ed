import type { RoundEnd } from '../../../shared/tools/create-tool-executor.ts';
import type { ToolOutcome } from '../../../shared/tools/tool-outcome.ts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createOutcomeLogWriter } from '../../../shared/db/outcome-log-writer.ts';
import { createJsonLogger } from '../../../shared/log/logger.ts';
import { createToolExecutor } from '../../../shared/tools/create-tool-executor.ts';
import { defineTool } from '../../../shared/tools/tool-definition.ts';

/** The outcomes of a round that ran (these rounds have no consent step). */
function ranOutcomes(round: RoundEnd): readonly ToolOutcome[] {
  if (round.kind !== 'ran') throw new Error('the round awaits approval');
  return round.outcomes;
}

const secret = 'sk-proj-AbCdEf0123456789GhIjKl0123456789MnOpQr';

/** A writer whose rows go nowhere, and the developer log lines it wrote, parsed. */
function writerWithCapturedLog() {
  const lines: { level: string; entry: Record<string, unknown> }[] = [];
  const capture = (level: string) => (line: string): void => {
    lines.push({ level, entry: JSON.parse(line) as Record<string, unknown> });
  };
  const logger = createJsonLogger({ sink: { info: capture('info'), warn: capture('warn'), error: capture('error') } });
  const writer = createOutcomeLogWriter({
    toolExecutions: { insertMany: async () => 0 },
    modelEvents: { insertMany: async () => 0 },
    logger,
  });
  return { writer, lines };
}

const executor = createToolExecutor({
  tools: [
    defineTool({ name: 'lookup', description: 'Looks up.', parameters: z.object({}), execute: () => 'found' }),
    defineTool({
      name: 'broken',
      description: 'Always breaks.',
      parameters: z.object({}),
      execute: () => {
        throw new TypeError(`Cannot read properties of undefined (key ${secret})`);
      },
    }),
  ],
});

describe('outcome diagnostics', () => {
  it('logs an internal failure as one error line with the redacted stack and the request id', async () => {
    const { writer, lines } = writerWithCapturedLog();
    const outcome = await executor.execute({ id: 'call_1', name: 'broken', arguments: '{}' });

    writer.forRequest({ requestId: 'request-internal-1', source: 'chat' }).recordTool(outcome);

    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line?.level).toBe('error');
    expect(line?.entry).toMatchObject({
      event: 'tool-call-internal-error',
      requestId: 'request-internal-1',
      toolName: 'broken',
      errorName: 'TypeError',
    });
    expect(String(line?.entry.stack)).toMatch(/TypeError/);
    expect(JSON.stringify(line?.entry)).not.toContain(secret);
  });

  it('logs a call to a tool that does not exist as a warning', async () => {
    const { writer, lines } = writerWithCapturedLog();
    const outcome = await executor.execute({ id: 'call_2', name: 'lokup_everything', arguments: '{}' });

    writer.forRequest({ requestId: 'request-unknown-1', source: 'chat' }).recordTool(outcome);

    expect(lines.map((line) => [line.level, line.entry.event, line.entry.requestId, line.entry.requestedName]))
      .toEqual([['warn', 'tool-name-unknown', 'request-unknown-1', 'lokup_everything']]);
  });

  it('logs nothing for a success or an expected failure', async () => {
    const { writer, lines } = writerWithCapturedLog();
    const outcomes = ranOutcomes(
      await executor.executeAll([
        { id: 'call_3', name: 'lookup', arguments: '{}' },
        { id: 'call_4', name: 'lookup', arguments: 'not json' },
      ]),
    );

    writer.forRequest({ requestId: 'request-quiet-1', source: 'chat' }).recordTool(outcomes);

    expect(lines).toEqual([]);
  });
});
