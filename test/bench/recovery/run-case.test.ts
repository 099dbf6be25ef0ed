import { describe, expect, it } from 'vitest';
import type { LiteralCall } from '../../../bench/recovery/literal-model.ts';
import type { RecoveryCase } from '../../../bench/recovery/recovery-case.ts';
import type { AttemptAnswer, RecoverySystem } from '../../../bench/recovery/recovery-system.ts';
import { type RecoveryModel, schemaAwareModel } from '../../../bench/recovery/recovery-model.ts';
import { runCase } from '../../../bench/recovery/run-case.ts';
import { newsSearch, webSearch } from './support/search-tools.ts';

const typoCase: RecoveryCase = {
  id: 'typo',
  kind: 'unknown_tool',
  tools: [webSearch, newsSearch],
  call: { name: 'web_serch', arguments: '{"query": "pglite"}' },
  intended: { name: 'web_search', arguments: { query: 'pglite' } },
};

/** A system that runs a call whenever its name is a tool and its arguments parse, and
 * otherwise answers with `feedback(call)`. */
function scriptedSystem(feedback: (call: LiteralCall) => AttemptAnswer, runs = true): RecoverySystem {
  return {
    name: 'parley',
    prepare(tools, recorder) {
      return {
        async attempt(call) {
          const tool = tools.find((candidate) => candidate.name === call.name);
          if (runs && tool !== undefined) {
            try {
              await recorder.handlerFor(tool)(JSON.parse(call.argumentsText));
            } catch {
              // The handler refused the arguments: fall through to feedback.
            }
          }
          return feedback(call);
        },
      };
    },
  };
}

const silent = scriptedSystem(() => ({ kind: 'answered', text: 'Something went wrong.' }));

describe('runCase', () => {
  describe('when the system fixes the call itself', () => {
    it('counts a recovery in 0 rounds with no feedback sent', async () => {
      const fixing: RecoverySystem = {
        name: 'parley',
        prepare: (tools, recorder) => ({
          async attempt() {
            const tool = tools.find((candidate) => candidate.name === 'web_search');
            if (tool !== undefined) await recorder.handlerFor(tool)({ query: 'pglite' });
            return { kind: 'answered', text: 'ok' };
          },
        }),
      };

      await expect(runCase(fixing, typoCase)).resolves.toMatchObject({ status: 'recovered', rounds: 0, feedback: [] });
    });
  });

  describe('when the feedback names the intended tool', () => {
    it('recovers after one round and keeps the feedback', async () => {
      const system = scriptedSystem((call) => ({
        kind: 'answered',
        text: `Tool \`${call.name}\` is not available. Did you mean \`web_search\`?`,
      }));

      await expect(runCase(system, typoCase)).resolves.toMatchObject({
        status: 'recovered',
        rounds: 1,
        feedback: ['Tool `web_serch` is not available. Did you mean `web_search`?'],
      });
    });
  });

  describe('when the feedback never spells the fix out', () => {
    it('gives up after 3 feedback rounds', async () => {
      const result = await runCase(silent, typoCase);

      expect(result).toMatchObject({ status: 'not-recovered', rounds: 3 });
      expect(result.feedback).toEqual(['Something went wrong.', 'Something went wrong.', 'Something went wrong.']);
    });

    it('recovers when the fix comes in the third round, but not in a fourth', async () => {
      const late = (round: number): RecoverySystem => {
        let attempts = 0;
        return scriptedSystem(() => {
          attempts += 1;
          return { kind: 'answered', text: attempts === round ? 'use web_search' : 'no' };
        });
      };

      await expect(runCase(late(3), typoCase)).resolves.toMatchObject({ status: 'recovered', rounds: 3 });
      await expect(runCase(late(4), typoCase)).resolves.toMatchObject({ status: 'not-recovered', rounds: 3 });
    });
  });

  describe('when a tool runs with other arguments than intended', () => {
    it('is a wrong execution, not a recovery', async () => {
      const renamed: RecoveryCase = {
        ...typoCase,
        id: 'renamed',
        kind: 'invalid_arguments',
        call: { name: 'web_search', arguments: '{"query": "pglite", "num": 5}' },
        intended: { name: 'web_search', arguments: { query: 'pglite', num_results: 5 } },
      };
      // Names only the unknown key, so the literal model drops it and loses the value.
      const system = scriptedSystem(() => ({ kind: 'answered', text: 'Unrecognized key: "num"' }));

      await expect(runCase(system, renamed)).resolves.toMatchObject({
        status: 'wrong-execution',
        rounds: 1,
        detail: 'web_search({"query":"pglite"})',
      });
    });

    it('is a wrong execution when another tool runs', async () => {
      const system = scriptedSystem(() => ({ kind: 'answered', text: 'Did you mean news_search?' }));
      const wrongTool: RecoveryCase = {
        ...typoCase,
        intended: { name: 'news_search', arguments: { query: 'pglite' } },
        call: { name: 'web_search', arguments: '{"query": "pglite"}' },
      };

      await expect(runCase(system, wrongTool)).resolves.toMatchObject({ status: 'wrong-execution', rounds: 0 });
    });
  });

  describe('when the system raises or sends nothing back', () => {
    it('ends the case as no answer with the reason', async () => {
      const raising = scriptedSystem(() => ({
        kind: 'no-answer',
        reason: 'ModelBehaviorError: Tool web_serch not found',
      }));

      await expect(runCase(raising, typoCase)).resolves.toMatchObject({
        status: 'no-answer',
        rounds: 0,
        detail: 'ModelBehaviorError: Tool web_serch not found',
      });
    });
  });

  describe("when the system's library refuses to define the case's tools", () => {
    it("ends the case as no answer with the library's reason, instead of ending the run", async () => {
      const refusing: RecoverySystem = {
        name: 'openai-agents',
        prepare() {
          throw new Error('Object schema at `<root>` must set `additionalProperties: false`');
        },
      };

      await expect(runCase(refusing, typoCase)).resolves.toMatchObject({
        status: 'no-answer',
        rounds: 0,
        feedback: [],
        detail: 'Error: Object schema at `<root>` must set `additionalProperties: false`',
      });
    });
  });

  describe("when the system's first suggestion is the wrong tool and a later one is right", () => {
    const ranked = scriptedSystem(() => ({ kind: 'answered', text: 'Did you mean news_search or web_search?' }));
    const threeTools: RecoveryCase = {
      ...typoCase,
      tools: [...typoCase.tools, { ...webSearch, name: 'image_search', description: 'Search images.' }],
      call: { name: 'find_pages', arguments: '{"query": "pglite"}' },
    };

    it('counts a clean recovery under the literal model, flagged first suggestion wrong', async () => {
      await expect(runCase(ranked, threeTools)).resolves.toMatchObject({
        status: 'recovered',
        rounds: 1,
        firstSuggestionWrong: true,
      });
    });

    it('is a wrong execution under the schema-aware model, which takes the first suggestion', async () => {
      await expect(runCase(ranked, threeTools, schemaAwareModel)).resolves.toMatchObject({
        status: 'wrong-execution',
        firstSuggestionWrong: true,
        detail: 'news_search({"query":"pglite"})',
      });
    });
  });

  describe('when the model answers in words instead of calling again', () => {
    it('ends the case as not recovered and tells the model how it ended', async () => {
      const endings: unknown[] = [];
      const givingUp: RecoveryModel = {
        name: 'gives-up',
        startCase: () => ({
          revise: () => Promise.resolve({ kind: 'words', text: 'I cannot.' }),
          finish: (ending) => {
            endings.push(ending);
            return Promise.resolve();
          },
        }),
      };

      await expect(runCase(silent, typoCase, givingUp)).resolves.toMatchObject({
        status: 'not-recovered',
        rounds: 1,
        detail: 'the model answered in words',
      });
      expect(endings).toEqual([{ status: 'not-recovered', rounds: 1, detail: 'the model answered in words' }]);
    });
  });

  describe('when the intended call does not validate against its own tool', () => {
    it('fails loudly: the case is broken', async () => {
      const broken: RecoveryCase = {
        ...typoCase,
        intended: { name: 'web_search', arguments: { query: 'pglite', num_results: 99 } },
      };

      await expect(runCase(silent, broken)).rejects.toThrow(/intended arguments do not validate/);
    });
  });
});
