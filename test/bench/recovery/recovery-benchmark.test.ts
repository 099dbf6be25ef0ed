import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { encode } from 'gpt-tokenizer/encoding/o200k_base';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  formatCaseGrid,
  formatFamilyReport,
  formatRecoveryReport,
  literalModelNote,
} from '../../../bench/recovery/format-report.ts';
import { caseFamilies, loadCases } from '../../../bench/recovery/load-cases.ts';
import { type RecoveryRun, runRecoveryBenchmark } from '../../../bench/recovery/recovery-benchmark.ts';
import { schemaAwareModel } from '../../../bench/recovery/recovery-model.ts';
import { systemNames } from '../../../bench/recovery/recovery-system.ts';

const tinyCases = fileURLToPath(new URL('./fixtures/tiny-cases.jsonl', import.meta.url));
const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));

function statusesOf(run: RecoveryRun, system: (typeof systemNames)[number]): Record<string, string> {
  return Object.fromEntries(
    (run.results[system] ?? []).map((result) => [result.caseId, `${result.status}/${result.rounds}`]),
  );
}

function feedbackOf(run: RecoveryRun, system: (typeof systemNames)[number], caseId: string): readonly string[] {
  return run.results[system]?.find((result) => result.caseId === caseId)?.feedback ?? [];
}

describe('runRecoveryBenchmark', () => {
  describe('on a tiny case file (a typo, an enum, a trailing comma)', () => {
    let run: RecoveryRun;
    beforeAll(async () => {
      run = await runRecoveryBenchmark(loadCases([tinyCases]));
    });

    it('runs every system on every case', () => {
      expect(Object.keys(run.summaries)).toEqual([...systemNames]);
      for (const system of systemNames) expect(run.results[system]).toHaveLength(3);
    });

    it('scores Parley from its executor: the trailing comma is repaired in round 0', () => {
      expect(statusesOf(run, 'parley')).toEqual({
        'tiny-typo': 'recovered/1',
        'tiny-enum': 'recovered/1',
        'tiny-trailing-comma': 'recovered/0',
      });
      expect(run.summaries.parley).toMatchObject({
        recoveredPct: 100,
        wrongExecutions: 0,
        zeroRoundFixes: 1,
        meanRounds: 0.67,
      });
    });

    it('captures the AI SDK tool errors it puts into the next model request', () => {
      expect(statusesOf(run, 'ai-sdk')).toEqual({
        'tiny-typo': 'recovered/1',
        'tiny-enum': 'recovered/1',
        'tiny-trailing-comma': 'recovered/1',
      });
      expect(feedbackOf(run, 'ai-sdk', 'tiny-typo')).toEqual([
        "Model tried to call unavailable tool 'web_serch'. Available tools: web_search, news_search.",
      ]);
    });

    it("captures ToolNode's ToolMessage, and scores a call it never answers as no answer", () => {
      expect(statusesOf(run, 'langgraph')).toEqual({
        'tiny-typo': 'not-recovered/3',
        'tiny-enum': 'recovered/1',
        'tiny-trailing-comma': 'no-answer/0',
      });
      expect(feedbackOf(run, 'langgraph', 'tiny-typo')[0]).toBe(
        'Error: Tool "web_serch" not found.\n Please fix your mistakes.',
      );
    });

    it("captures the Agents SDK's function call output, and scores a raised error as no answer", () => {
      expect(statusesOf(run, 'openai-agents')).toEqual({
        'tiny-typo': 'no-answer/0',
        'tiny-enum': 'not-recovered/3',
        'tiny-trailing-comma': 'recovered/1',
      });
      expect(run.results['openai-agents']?.[0]?.detail).toMatch(/ModelBehaviorError: Tool web_serch not found/);
      expect(feedbackOf(run, 'openai-agents', 'tiny-enum')[0]).toMatch(
        /^An error occurred while running the tool\. Please try again\./,
      );
    });

    it('counts o200k tokens over every feedback message sent', () => {
      const sent = (run.results['openai-agents'] ?? []).flatMap((result) => result.feedback);
      const tokens = sent.map((text) => encode(text).length);

      expect(sent).toHaveLength(4);
      expect(run.summaries['openai-agents']).toMatchObject({
        recoveredPct: 33.3,
        noAnswer: 1,
        meanTokens: Math.round((10 * tokens.reduce((sum, count) => sum + count, 0)) / tokens.length) / 10,
        p95Tokens: Math.max(...tokens),
      });
    });

    it("counts Parley's retry guidance apart from its tool messages; the peers add none", () => {
      const parley = run.summaries.parley;
      expect(parley?.meanGuidanceTokens).toBeGreaterThan(0);
      expect(parley?.p95Tokens).toBeGreaterThan(parley?.p95ToolTokens ?? Number.POSITIVE_INFINITY);
      expect(run.results.parley?.find((result) => result.caseId === 'tiny-typo')?.guidance).toEqual([
        'Retry 1 of 3.',
      ]);
      for (const peer of ['ai-sdk', 'langgraph', 'openai-agents'] as const) {
        expect(run.summaries[peer]?.p95GuidanceTokens ?? 0).toBe(0);
      }
    });

    it('reports each case file apart when asked', () => {
      const table = formatFamilyReport(run, caseFamilies([tinyCases]));

      for (const system of systemNames) expect(table).toMatch(new RegExp(`tiny-cases\\.jsonl\\s+${system}\\s+`));
      expect(table).toMatch(/parley\s+100\.0% \(3\/3\)/);
    });

    it('prints a table with one row per system, the literal-model note and a per-case grid', () => {
      const report = formatRecoveryReport(run, [tinyCases]);

      for (const system of systemNames) expect(report).toMatch(new RegExp(`^${system} `, 'm'));
      expect(report).toContain(literalModelNote);
      expect(report).toContain('ahead of every peer): MISSED (not ahead of ai-sdk).');
      expect(formatCaseGrid(run)).toMatch(/^tiny-trailing-comma\s+malformed_json\s+R0\s+R1\s+X\s+R1$/m);
    });
  });
});

describe('runRecoveryBenchmark with the schema-aware model', () => {
  it('runs the same cases under that model and names it in the run and the report', async () => {
    const run = await runRecoveryBenchmark(loadCases([tinyCases]), undefined, schemaAwareModel);

    expect(run.model).toBe('schema-aware');
    expect(statusesOf(run, 'parley')).toEqual({
      'tiny-typo': 'recovered/1',
      'tiny-enum': 'recovered/1',
      'tiny-trailing-comma': 'recovered/0',
    });
    expect(formatRecoveryReport(run, [tinyCases])).toMatch(/^Model: schema-aware\. 3 cases/);
  });
});

async function benchJson(...options: string[]): Promise<Record<string, Record<string, unknown>>> {
  const { stdout } = await promisify(execFile)(process.execPath, [
    '--import',
    'tsx',
    'bench/recovery/main.ts',
    '--cases',
    tinyCases,
    '--json',
    ...options,
  ], { cwd: repositoryRoot });
  return JSON.parse(stdout) as Record<string, Record<string, unknown>>;
}

describe('npm run bench:recovery -- --cases FILE --json --model literal,schema-aware', () => {
  it('prints one summary per model, keyed by model, then by system', async () => {
    const summary = await benchJson('--model', 'literal,schema-aware');

    expect(Object.keys(summary)).toEqual(['literal', 'schema-aware']);
    for (const model of ['literal', 'schema-aware']) {
      expect(Object.keys(summary[model] ?? {})).toEqual([...systemNames]);
    }
  });
});

describe('npm run bench:recovery -- --cases FILE --json', () => {
  it('prints one JSON object keyed by system', async () => {
    const summary = await benchJson();

    expect(Object.keys(summary)).toEqual([...systemNames]);
    for (const system of systemNames) {
      expect(Object.keys(summary[system] ?? {})).toEqual(
        expect.arrayContaining([
          'recoveredPct',
          'wrongExecutions',
          'meanRounds',
          'zeroRoundFixes',
          'meanTokens',
          'p95Tokens',
        ]),
      );
    }
  });
});
