import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCases } from '../../../bench/recovery/load-cases.ts';
import { createRealRecoveryModel } from '../../../bench/recovery/real-model.ts';
import { realModelSetup } from '../../../bench/recovery/real-model-setup.ts';
import { type RecoveryRun, runRecoveryBenchmark } from '../../../bench/recovery/recovery-benchmark.ts';
import { systemNames } from '../../../bench/recovery/recovery-system.ts';
import { transcriptWriter } from '../../../bench/recovery/transcripts.ts';
import {
  type ChatCompletionBody,
  type ScriptedOpenAiServer,
  type ScriptedReply,
  startScriptedOpenAiServer,
} from '../../support/scripted-openai-server.ts';

const tinyCases = fileURLToPath(new URL('./fixtures/tiny-cases.jsonl', import.meta.url));
const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** A model that reads the task and calls the right tool with the right keys: news for the
 * "deno" task, web search otherwise. */
function answerTheTask(body: ChatCompletionBody): ScriptedReply {
  const task = body.messages.find((message) => message.role === 'user')?.content ?? '';
  return task.includes('"deno"')
    ? { toolCalls: [{ name: 'news_search', arguments: '{"query":"deno","time_range":"day"}' }] }
    : { toolCalls: [{ name: 'web_search', arguments: '{"query":"pglite"}' }] };
}

function statusesOf(run: RecoveryRun, system: (typeof systemNames)[number]): Record<string, string> {
  return Object.fromEntries(
    (run.results[system] ?? []).map((result) => [result.caseId, `${result.status}/${result.rounds}`]),
  );
}

describe('the real-model mode against a scripted OpenAI-compatible server', () => {
  let server: ScriptedOpenAiServer;
  let transcripts: string;
  let run: RecoveryRun;

  beforeAll(async () => {
    server = await startScriptedOpenAiServer();
    server.respond = answerTheTask;
    transcripts = await mkdtemp(join(tmpdir(), 'recovery-transcripts-'));
    const setup = realModelSetup('openai:scripted-model', {
      OPENAI_API_KEY: 'test-key',
      OPENAI_BASE_URL: server.baseUrl,
    });
    if (setup.kind !== 'ready') throw new Error(setup.reason);
    const model = createRealRecoveryModel({
      chatModel: setup.chatModel,
      saveTranscript: transcriptWriter(transcripts),
      sleep: () => Promise.resolve(),
      random: () => 0.5,
    });
    run = await runRecoveryBenchmark(loadCases([tinyCases]), undefined, model);
  });

  afterAll(async () => {
    await server.close();
    await rm(transcripts, { recursive: true, force: true });
  });

  it('runs every case on all four systems under the model, named provider:model-id', () => {
    expect(run.model).toBe('openai:scripted-model');
    expect(Object.keys(run.summaries)).toEqual([...systemNames]);
    expect(statusesOf(run, 'parley')).toEqual({
      'tiny-typo': 'recovered/1',
      'tiny-enum': 'recovered/1',
      'tiny-trailing-comma': 'recovered/0',
    });
    expect(statusesOf(run, 'ai-sdk')).toEqual({
      'tiny-typo': 'recovered/1',
      'tiny-enum': 'recovered/1',
      'tiny-trailing-comma': 'recovered/1',
    });
    expect(statusesOf(run, 'openai-agents')['tiny-typo']).toBe('no-answer/0');
  });

  it('asks the model only after feedback, showing the task, its faulty call, the feedback and the tools', () => {
    const typoRequest = server.requests.find((request) =>
      request.body.messages.some((message) => message.tool_calls?.[0]?.function.name === 'web_serch')
    );
    const messages = typoRequest?.body.messages ?? [];

    expect(typoRequest?.headers.authorization).toBe('Bearer test-key');
    expect(typoRequest?.body.temperature).toBe(0);
    expect(typoRequest?.body.tools?.map((tool) => tool.function.name)).toEqual(['web_search', 'news_search']);
    expect(messages.map((message) => message.role).slice(0, 4)).toEqual(['system', 'user', 'assistant', 'tool']);
    expect(messages[1]?.content).toBe('Search the web. Use these values: "pglite".');
    expect(messages[2]?.tool_calls?.[0]?.function).toEqual({ name: 'web_serch', arguments: '{"query": "pglite"}' });
    expect(messages[3]?.tool_call_id).toBe('call_1');
    // Every feedback round of every system is one model request; round-0 fixes need none.
    const rounds = Object.values(run.results).flat().reduce((sum, result) => sum + result.feedback.length, 0);
    expect(server.requests).toHaveLength(rounds);
  });

  it('saves one transcript per case and system, with the conversation and how it ended', async () => {
    for (const system of systemNames) {
      expect((await readdir(join(transcripts, system))).sort()).toEqual([
        'tiny-enum.json',
        'tiny-trailing-comma.json',
        'tiny-typo.json',
      ]);
    }
    const transcript = JSON.parse(await readFile(join(transcripts, 'parley', 'tiny-typo.json'), 'utf8')) as {
      model: string;
      system: string;
      caseId: string;
      messages: { role: string; toolCalls?: { name: string }[]; content: string | null }[];
      ending: { status: string; rounds: number };
    };

    expect(transcript).toMatchObject({
      model: 'openai:scripted-model',
      system: 'parley',
      caseId: 'tiny-typo',
      ending: { status: 'recovered', rounds: 1 },
    });
    expect(transcript.messages.map((message) => message.role)).toEqual([
      'system',
      'user',
      'assistant',
      'tool',
      'system',
      'assistant',
    ]);
    expect(transcript.messages.at(-1)?.toolCalls?.[0]?.name).toBe('web_search');
  });
});

describe('npm run bench:recovery -- --model provider:model-id', () => {
  const bench = (environment: Record<string, string>, ...options: string[]) =>
    promisify(execFile)(process.execPath, [
      '--import',
      'tsx',
      'bench/recovery/main.ts',
      '--cases',
      tinyCases,
      ...options,
    ], {
      cwd: repositoryRoot,
      env: { PATH: process.env.PATH ?? '', ...environment },
    });

  it('skips with one line and exit 0 when the provider key is not set', async () => {
    const { stdout } = await bench({}, '--model', 'openai:gpt-4.1-mini');

    expect(stdout.trim()).toBe(
      'Skipped openai:gpt-4.1-mini: OPENAI_API_KEY is not set (the real-model mode needs its key).',
    );
  });

  it('reports the same keys and writes transcripts where told', async () => {
    const server = await startScriptedOpenAiServer();
    server.respond = answerTheTask;
    const transcripts = await mkdtemp(join(tmpdir(), 'recovery-transcripts-'));
    try {
      const { stdout } = await bench(
        { OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: server.baseUrl },
        '--model',
        'openai:scripted-model',
        '--transcripts',
        transcripts,
        '--json',
      );
      const summary = JSON.parse(stdout) as Record<string, Record<string, unknown>>;

      expect(Object.keys(summary)).toEqual([...systemNames]);
      for (const system of systemNames) {
        expect(Object.keys(summary[system] ?? {})).toEqual(
          expect.arrayContaining([
            'recoveredPct',
            'wrongExecutions',
            'p95Tokens',
            'meanTokens',
            'firstSuggestionWrong',
          ]),
        );
        expect(await readdir(join(transcripts, system))).toHaveLength(3);
      }
    } finally {
      await server.close();
      await rm(transcripts, { recursive: true, force: true });
    }
  });
});
