import { describe, expect, it } from 'vitest';
import type { RecoveryCase } from '../../../bench/recovery/recovery-case.ts';
import { literalModel, schemaAwareModel } from '../../../bench/recovery/recovery-model.ts';
import { runCase } from '../../../bench/recovery/run-case.ts';
import { aiSdkSystem } from '../../../bench/recovery/systems/ai-sdk-system.ts';
import { langGraphSystem } from '../../../bench/recovery/systems/langgraph-system.ts';
import { newsSearch, webSearch } from './support/search-tools.ts';

/** The default set's `p-json-double-encoded`: the arguments are JSON, but a string that
 * holds the object instead of the object. */
const doubleEncoded: RecoveryCase = {
  id: 'double-encoded',
  kind: 'malformed_json',
  tools: [webSearch],
  call: { name: 'web_search', arguments: JSON.stringify(JSON.stringify({ query: 'supabase realtime' })) },
  intended: { name: 'web_search', arguments: { query: 'supabase realtime' } },
};

describe("the peers' feedback, read by the schema-aware model", () => {
  describe('when the arguments are an object encoded as a JSON string', () => {
    it('recovers on the AI SDK, told "expected object, received string" at the root', async () => {
      const result = await runCase(aiSdkSystem, doubleEncoded, schemaAwareModel);
      expect(result.feedback[0]).toContain('expected object, received string');
      expect(result.status).toBe('recovered');
      expect(result.rounds).toBe(1);
    });

    it('recovers on LangGraph, told the same in its words', async () => {
      const result = await runCase(langGraphSystem, doubleEncoded, schemaAwareModel);
      expect(result.status).toBe('recovered');
    });

    it('stays unrecovered under the literal model, which fixes only text that is not JSON', async () => {
      const result = await runCase(aiSdkSystem, doubleEncoded, literalModel);
      expect(result.status).toBe('not-recovered');
    });
  });
});

/** The default set's `p-typo-missing-letter`: a misspelled tool name, and LangGraph's
 * `ToolNode` answers `Tool "web_serch" not found.` without naming any tool. */
const misspelled: RecoveryCase = {
  id: 'misspelled',
  kind: 'unknown_tool',
  tools: [newsSearch, webSearch],
  call: { name: 'web_serch', arguments: '{"query":"pglite"}' },
  intended: { name: 'web_search', arguments: { query: 'pglite' } },
};

describe("LangGraph's unknown-tool message, read by the schema-aware model", () => {
  it('recovers: the model has the tool definitions, the whole catalog, and calls the one it meant', async () => {
    const result = await runCase(langGraphSystem, misspelled, schemaAwareModel);
    expect(result.feedback[0]).toContain('Tool "web_serch" not found.');
    expect(result.status).toBe('recovered');
    expect(result.rounds).toBe(1);
  });

  it("recovers an invented synonym the same way, as from the AI SDK's list of every tool", async () => {
    const synonym = { ...misspelled, id: 'synonym', call: { ...misspelled.call, name: 'find_web' } };
    const result = await runCase(langGraphSystem, synonym, schemaAwareModel);
    expect(result.feedback[0]).toContain('Tool "find_web" not found.');
    expect(result.status).toBe('recovered');
  });

  it('stays unrecovered under the literal model, which needs the name spelled out', async () => {
    expect((await runCase(langGraphSystem, misspelled, literalModel)).status).toBe('not-recovered');
  });
});
