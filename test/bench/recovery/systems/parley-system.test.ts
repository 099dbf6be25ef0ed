import { describe, expect, it } from 'vitest';
import { benchToolsOf, ToolRunRecorder } from '../../../../bench/recovery/case-tools.ts';
import type { CaseTool } from '../../../../bench/recovery/recovery-case.ts';
import type { AttemptAnswer } from '../../../../bench/recovery/recovery-system.ts';
import { parleySystem } from '../../../../bench/recovery/systems/parley-system.ts';
import { chatLimits } from '../../../../shared/chat/chat-limits.ts';
import { roundGuidance } from '../../../../shared/chat/guidance.ts';

const webSearch: CaseTool = {
  name: 'web_search',
  description: 'Search the web.',
  parameters: {
    type: 'object',
    properties: { query: { type: 'string' }, num_results: { type: 'integer', minimum: 1 } },
    required: ['query'],
    additionalProperties: false,
  },
};

async function prepared(): Promise<
  { attempt: (name: string, argumentsValue: unknown) => Promise<AttemptAnswer>; recorder: ToolRunRecorder }
> {
  const recorder = new ToolRunRecorder();
  const system = await parleySystem.prepare(benchToolsOf([webSearch]), recorder);
  return {
    attempt: (name, argumentsValue) => system.attempt({ name, argumentsText: JSON.stringify(argumentsValue) }),
    recorder,
  };
}

/** The guidance the production loop adds after one failed call in retry round `round`. */
function loopGuidance(toolName: string, asksUser: boolean, round: number): string | null {
  return roundGuidance({
    failed: [{ toolName, asksUser }],
    stopped: [],
    notConfigured: [],
    retryRound: round,
    maxRetryRounds: chatLimits.maxRetryRounds,
    toolsOff: false,
  });
}

describe('the Parley system', () => {
  describe('when calls keep failing in new ways', () => {
    it("hands back the tool message and, apart, the loop's own guidance for each retry round", async () => {
      const { attempt } = await prepared();
      const answers = [
        await attempt('web_serch', { query: 'pglite' }),
        await attempt('web_search', { query: 1 }),
        await attempt('web_search', { query: 'pglite', num_results: 0 }),
      ];

      answers.forEach((answer, index) => {
        expect(answer.kind).toBe('answered');
        if (answer.kind !== 'answered') return;
        const toolName = index === 0 ? 'web_serch' : 'web_search';
        expect(answer.guidance).toBe(loopGuidance(toolName, false, index + 1));
        expect(answer.guidance).toContain(`Retry ${index + 1} of ${chatLimits.maxRetryRounds}`);
        expect(answer.text).not.toContain('retry');
      });
    });
  });

  describe('when the corrected call is right', () => {
    it('runs the tool through the loop', async () => {
      const { attempt, recorder } = await prepared();
      await attempt('web_serch', { query: 'pglite' });
      await attempt('web_search', { query: 'pglite' });

      expect(recorder.takeRuns()).toEqual([{ name: 'web_search', arguments: { query: 'pglite' } }]);
    });
  });

  describe('when the model repeats the same failing call', () => {
    it('says what the loop guard says, then scores the next call as unanswered: the loop turned tools off', async () => {
      const { attempt } = await prepared();
      await attempt('web_search', { query: 1 });
      const repeated = await attempt('web_search', { query: 1 });
      const after = await attempt('web_search', { query: 'pglite' });

      expect(repeated).toMatchObject({
        kind: 'answered',
        guidance: expect.stringContaining('the same call failed twice'),
      });
      expect(after).toMatchObject({ kind: 'no-answer', reason: expect.stringContaining('tools off') });
    });
  });

  describe('when a call is cut off after a complete member', () => {
    const bookTable: CaseTool = {
      name: 'book_table',
      description: 'Book a table.',
      parameters: {
        type: 'object',
        properties: {
          restaurant_id: { type: 'string' },
          party_size: { type: 'integer' },
          seating: { type: 'string', enum: ['indoor', 'outdoor'] },
        },
        required: ['restaurant_id', 'party_size'],
        additionalProperties: false,
      },
    };
    const cutOff = '{"restaurant_id": "r_1", "party_size": 4,';

    async function attemptCutOff(tool: CaseTool): Promise<{ answer: AttemptAnswer; recorder: ToolRunRecorder }> {
      const recorder = new ToolRunRecorder();
      const system = await parleySystem.prepare(benchToolsOf([tool]), recorder);
      const answer = await system.attempt({ name: tool.name, argumentsText: cutOff });
      return { answer, recorder };
    }

    it('runs the repaired call of a tool the case does not mark as acting', async () => {
      const { recorder } = await attemptCutOff(bookTable);

      expect(recorder.takeRuns()).toEqual([{ name: 'book_table', arguments: { restaurant_id: 'r_1', party_size: 4 } }]);
    });

    it("does not run it when the case marks the tool with sideEffect: Parley's tool definition gets the flag", async () => {
      const { answer, recorder } = await attemptCutOff({ ...bookTable, sideEffect: true });

      expect(recorder.takeRuns()).toEqual([]);
      expect(answer.kind).toBe('answered');
    });
  });
});
