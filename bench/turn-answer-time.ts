/**
 * How late a chat turn's answer comes when the database goes away as the model answers, on a
 * PostgreSQL server behind a TCP proxy the benchmark cuts (or silences). The turn deadline
 * must bound the answer: by the deadline plus `chatLimits.turnAnswerMarginMs` (1 s).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/turn-answer-time.ts
 *   … -- --deadline-ms 15000 --runs 3 [--json]
 *
 * Each run: the model answers `answerLeadMs` before the deadline; as it does, the proxy is cut
 * for 1 s or 5 s (connections reset, new ones refused), or stalled for 25 s (nothing forwarded,
 * nothing closed: a silent network path). Reported: the answer's status, `turnSaved`, and its
 * time after the deadline (negative: before it).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { prepareLocalDatabase } from '../local/prepare-database.ts';
import { chatLimits } from '../shared/chat/chat-limits.ts';
import { createPostgresClient } from '../shared/db/postgres-client.ts';
import { createChatFunction } from '../shared/functions/chat-function.ts';
import { silentLogger } from '../shared/log/logger.ts';
import { createFreshServerDatabase } from '../test/e2e/support/fresh-server-database.ts';
import { defaultAgentId, demoUserId, signTestToken } from '../test/shared/chat/support/chat-test-app.ts';
import { startTcpProxy, type TcpProxy } from '../test/support/tcp-proxy.ts';

const secret = 'turn-answer-time-jwt-secret-0123456789abcdef';
const origin = 'https://project.supabase.co';
/** How long before the deadline the model answers: the stores then meet the outage. */
const answerLeadMs = 500;

/** One way the database goes away as the model answers. */
interface Outage {
  readonly name: string;
  readonly start: (proxy: TcpProxy) => void;
  readonly milliseconds: number;
}

const outages: readonly Outage[] = [
  { name: 'cut 1 s', start: (proxy) => proxy.cut(), milliseconds: 1_000 },
  { name: 'cut 5 s', start: (proxy) => proxy.cut(), milliseconds: 5_000 },
  { name: 'stall 25 s', start: (proxy) => proxy.stall(), milliseconds: 25_000 },
];

/** A model (OpenAI-compatible, not streamed) that answers after `delayMs`, calling `onAnswer` as it does. */
async function startDelayedModel(state: { delayMs: number; onAnswer: () => void }) {
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      setTimeout(() => {
        state.onAnswer();
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({
          id: 'chatcmpl-bench',
          object: 'chat.completion',
          created: 0,
          model: 'gpt-4o-mini',
          choices: [{ index: 0, message: { role: 'assistant', content: 'An answer.' }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        }));
      }, state.delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

interface RunResult {
  readonly outage: string;
  readonly status: number;
  readonly turnSaved: boolean | null;
  readonly afterDeadlineMs: number;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      'deadline-ms': { type: 'string', default: '15000' },
      runs: { type: 'string', default: '3' },
      json: { type: 'boolean', default: false },
    },
    strict: true,
  });
  const serverUrl = process.env.DATABASE_URL?.trim();
  if (serverUrl === undefined || serverUrl === '') {
    console.error('Set DATABASE_URL to a PostgreSQL server (a fresh database is made on it).');
    return 2;
  }
  const deadlineMs = Number(values['deadline-ms']);
  const runs = Number(values.runs);
  const database = await createFreshServerDatabase(serverUrl, 'parley_bench_answer_time');
  const direct = createPostgresClient(database.url, { maxConnections: 1 });
  await prepareLocalDatabase(direct, { seed: true });
  await direct.close();
  const target = new URL(database.url);
  const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const model = { delayMs: deadlineMs - answerLeadMs, onAnswer: () => {} };
  const modelServer = await startDelayedModel(model);
  const results: RunResult[] = [];
  try {
    for (const outage of outages) {
      for (let run = 0; run < runs; run += 1) {
        // A worker of its own per run: no circuit or pool state carried over.
        const proxied = new URL(database.url);
        proxied.hostname = '127.0.0.1';
        proxied.port = String(proxy.port);
        const chat = createChatFunction({
          DATABASE_URL: proxied.toString(),
          SUPABASE_JWT_SECRET: secret,
          SUPABASE_SERVICE_ROLE_KEY: 'turn-answer-time-service-role-key',
          SUPABASE_URL: origin,
          OPENAI_API_KEY: 'sk-bench',
          OPENAI_BASE_URL: modelServer.baseUrl,
          PARLEY_FALLBACK_TOOL: 'off',
          PARLEY_RATE_LIMIT_CHAT: 'off',
          PARLEY_TURN_DEADLINE_MS: String(deadlineMs),
        }, { logger: silentLogger });
        let restored: Promise<void> = Promise.resolve();
        model.onAnswer = () => {
          outage.start(proxy);
          restored = new Promise((resolve) =>
            setTimeout(() => {
              proxy.restore();
              resolve();
            }, outage.milliseconds)
          );
        };
        const startedAt = performance.now();
        const response = await chat(
          new Request(`${origin}/chat`, {
            method: 'POST',
            headers: {
              authorization: `Bearer ${await signTestToken(secret, demoUserId)}`,
              'content-type': 'application/json',
            },
            body: JSON.stringify({ message: 'How late?', agentId: defaultAgentId }),
          }),
        );
        const body = await response.json() as { error?: { turnSaved?: boolean } };
        const elapsedMs = performance.now() - startedAt;
        results.push({
          outage: outage.name,
          status: response.status,
          turnSaved: response.status === 200 ? true : body.error?.turnSaved ?? null,
          afterDeadlineMs: Math.round(elapsedMs - deadlineMs),
        });
        await restored;
      }
    }
  } finally {
    await modelServer.close();
    await proxy.close();
    await database.dispose();
  }
  if (values.json) {
    console.log(JSON.stringify({ deadlineMs, marginMs: chatLimits.turnAnswerMarginMs, results }));
    return 0;
  }
  console.log(`turn deadline ${deadlineMs} ms, answer margin ${chatLimits.turnAnswerMarginMs} ms`);
  console.log('outage       status  turnSaved  answered after the deadline');
  for (const result of results) {
    console.log(
      `${result.outage.padEnd(12)} ${String(result.status).padEnd(7)} ${
        String(result.turnSaved).padEnd(10)
      } ${result.afterDeadlineMs} ms`,
    );
  }
  const latest = Math.max(...results.map((result) => result.afterDeadlineMs));
  console.log(`latest answer: ${latest} ms after the deadline`);
  return 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
