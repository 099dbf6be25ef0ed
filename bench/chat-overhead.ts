/**
 * CPU time per chat turn spent in the loop itself: one tool round with a zero-latency
 * in-process model (first a tool call, then the answer), Parley's conversation loop vs
 * the Vercel AI SDK's `generateText` with the same tool (same zod schema) and a mock
 * model, measured in the same run. Each turn is the production path: the chat handler
 * builds the tool executor per request, so each timed Parley turn defines its tools and
 * builds its executor and model chain; each AI SDK turn builds its tool set likewise.
 *
 *   npx tsx bench/chat-overhead.ts [--json]
 */
import { generateText, stepCountIs, tool } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import { z } from 'zod';
import { runConversationTurn } from '../shared/chat/conversation-loop.ts';
import type { ChatModel } from '../shared/llm/chat-model.ts';
import { createModelChain } from '../shared/llm/model-chain.ts';
import { createToolExecutor, defineTool } from '../shared/tools/index.ts';
import { type Benchmark, isEntryPoint, textTable } from './benchmark.ts';

const parameters = z.object({
  query: z.string().min(1).describe('What to search for'),
  num_results: z.number().int().min(1).max(10).optional(),
});
const searchResult = { results: [{ title: 'Parley', link: 'https://example.com', snippet: 'A chat backend' }] };
const toolArguments = JSON.stringify({ query: 'supabase edge functions', num_results: 3 });

/** A model that calls `web_search` when the turn has no tool result yet, else answers. */
const scriptedModel: ChatModel = {
  id: 'bench:scripted',
  isDemo: false,
  generate(request) {
    const answered = request.messages.at(-1)?.role === 'tool';
    return Promise.resolve(
      answered ? { text: 'Here is what I found.', toolCalls: [], usage: { promptTokens: 50, completionTokens: 6 } } : {
        text: '',
        toolCalls: [{ id: 'call_1', name: 'web_search', arguments: toolArguments }],
        usage: { promptTokens: 40, completionTokens: 12 },
      },
    );
  },
};

/** One request's turn as `chat-handler.ts` runs it: the tool list, the executor and the
 * model chain are built for the request, inside the timed turn. */
export async function parleyTurn(): Promise<void> {
  const executor = createToolExecutor({
    tools: [defineTool({ name: 'web_search', description: 'Search the web', parameters, execute: () => searchResult })],
  });
  const chain = createModelChain({ models: [scriptedModel], sleep: async () => {}, random: Math.random });
  const result = await runConversationTurn(
    { executor, chain, emit: () => {}, fallbackToolCaller: null },
    {
      systemPrompt: 'You are helpful.',
      history: [],
      userMessage: 'search supabase edge functions',
      temperature: 0.2,
      autoResolveNames: false,
      maxToolFailures: 3,
      caller: {},
      stream: false,
    },
  );
  if (result.outcomes[0]?.type !== 'tool-result') throw new Error('The Parley turn did not run the tool.');
}

const usage = {
  inputTokens: { total: 40, noCache: 40, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 12, text: 12, reasoning: 0 },
};
async function aiSdkTurn(): Promise<void> {
  const aiSdkTools = {
    web_search: tool({
      description: 'Search the web',
      inputSchema: parameters,
      execute: () => Promise.resolve(searchResult),
    }),
  };
  let calls = 0;
  const model = new MockLanguageModelV3({
    doGenerate: () => {
      calls += 1;
      return Promise.resolve(
        calls === 1
          ? {
            content: [{ type: 'tool-call', toolCallId: 'call_1', toolName: 'web_search', input: toolArguments }],
            finishReason: { unified: 'tool-calls', raw: 'tool_calls' },
            usage,
            warnings: [],
          }
          : {
            content: [{ type: 'text', text: 'Here is what I found.' }],
            finishReason: { unified: 'stop', raw: 'stop' },
            usage,
            warnings: [],
          },
      );
    },
  });
  const result = await generateText({
    model,
    system: 'You are helpful.',
    prompt: 'search supabase edge functions',
    tools: aiSdkTools,
    stopWhen: stepCountIs(2),
    temperature: 0.2,
  });
  if (result.steps.length !== 2) throw new Error('The AI SDK turn did not take two steps.');
}

/** Median CPU microseconds per turn over `batches` batches of `turnsPerBatch` turns. */
async function cpuMicrosecondsPerTurn(
  turn: () => Promise<void>,
  batches: number,
  turnsPerBatch: number,
): Promise<number> {
  for (let warmUp = 0; warmUp < 200; warmUp += 1) await turn();
  const samples: number[] = [];
  for (let batch = 0; batch < batches; batch += 1) {
    const before = process.cpuUsage();
    for (let index = 0; index < turnsPerBatch; index += 1) await turn();
    const used = process.cpuUsage(before);
    samples.push((used.user + used.system) / turnsPerBatch);
  }
  samples.sort((left, right) => left - right);
  return Math.round((samples[Math.floor(samples.length / 2)] ?? Number.NaN) * 10) / 10;
}

/** Measures both loops, alternating batches so both see the same machine state. */
export async function runChatOverheadBenchmark(): Promise<{ parleyMedianUs: number; aiSdkMedianUs: number }> {
  const parley: number[] = [];
  const aiSdk: number[] = [];
  for (let round = 0; round < 5; round += 1) {
    parley.push(await cpuMicrosecondsPerTurn(parleyTurn, 5, 200));
    aiSdk.push(await cpuMicrosecondsPerTurn(aiSdkTurn, 5, 200));
  }
  const median = (values: number[]): number =>
    [...values].sort((left, right) => left - right)[Math.floor(values.length / 2)] ?? Number.NaN;
  return { parleyMedianUs: median(parley), aiSdkMedianUs: median(aiSdk) };
}

/** The chat-overhead benchmark for `bench/index.ts`. */
export const chatOverheadBenchmark: Benchmark = {
  name: 'chat-overhead',
  async run() {
    const result = await runChatOverheadBenchmark();
    const goal = (value: number): string => (value <= 5_000 && value <= result.aiSdkMedianUs ? 'met' : 'MISSED');
    return {
      summary: result,
      table: textTable(['loop (one tool round, zero-latency model)', 'CPU µs per turn (median)', 'goal'], [
        [
          'Parley runConversationTurn',
          result.parleyMedianUs.toFixed(1),
          `≤ AI SDK and < 5 ms: ${goal(result.parleyMedianUs)}`,
        ],
        ['Vercel AI SDK generateText', result.aiSdkMedianUs.toFixed(1), '-'],
      ]),
    };
  },
};

if (isEntryPoint(import.meta.url)) {
  const report = await chatOverheadBenchmark.run();
  console.log(process.argv.includes('--json') ? JSON.stringify({ chatOverhead: report.summary }) : report.table);
}
