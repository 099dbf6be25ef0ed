import { SignJWT } from 'jose';
import { z } from 'zod';
import { internalContextHeader, signInternalContext } from '../../shared/functions/internal-caller.ts';
import { demoAgentId, demoUserId, type FuzzAuth, type FuzzCase, generateCase } from './fuzz-case.ts';
import { fuzzSecrets, type FuzzSystem, startFuzzSystem } from './fuzz-system.ts';
import { chatTurnAttempts, toolFunctionReachesAction } from './implied-attempts.ts';
import { leakIn } from './leak-check.ts';

/** A response worth a person's look, with what reproduces it. */
export interface FuzzFinding {
  readonly kind: '5xx' | 'leak' | 'log-mismatch';
  readonly index: number;
  readonly seed: number;
  readonly request: string;
  readonly status: number;
  readonly excerpt: string;
}

/** The figures of one run (`--json` prints them). */
export interface FuzzReport {
  readonly bodies: number;
  readonly status: Record<string, number>;
  readonly fiveHundreds: number;
  /** 503s that are a tool function's honest "the upstream could not be reached" (a structured
   * `transient` failure, retryable): the fuzz runs offline, so a page on a public host cannot be
   * looked up. Counted apart from 5xx findings, which are crashes and unmapped failures. */
  readonly upstreamUnavailable: number;
  readonly leaks: number;
  readonly attempts: number;
  /** Where the attempts come from: chat turns' tool calls, tool-function actions (direct
   * and the chat's own calls), and the tool functions' transient retries. */
  readonly attemptsBySource: { readonly chat: number; readonly toolFunctions: number; readonly retries: number };
  readonly logRows: number;
  readonly seconds: number;
  readonly refusedFetches: number;
  readonly database: string;
  readonly findings: readonly FuzzFinding[];
}

/** What a run does. */
export interface FuzzRunOptions {
  readonly bodies: number;
  readonly seed: number;
  readonly concurrency?: number;
  /** Run only this body index (reproduction). */
  readonly only?: number;
  /** Postgres server for a fresh database; PGlite in memory when absent. */
  readonly serverUrl?: string;
}

type Tokens = Readonly<Record<FuzzAuth, string | null>>;

async function signTokens(): Promise<Tokens> {
  const key = new TextEncoder().encode(fuzzSecrets.jwtSecret);
  const token = (subject: string | null, expiresIn: string | number, secret = key) => {
    const jwt = new SignJWT({ role: 'authenticated', aud: 'authenticated' }).setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime(expiresIn);
    if (subject !== null) jwt.setSubject(subject);
    return jwt.sign(secret);
  };
  return {
    user: `Bearer ${await token(demoUserId, '4h')}`,
    none: null,
    garbage: 'Bearer not.a.jwt',
    expired: `Bearer ${await token(demoUserId, Math.floor(Date.now() / 1000) - 60)}`,
    'wrong-secret': `Bearer ${await token(
      demoUserId,
      '4h',
      new TextEncoder().encode('another-secret-0123456789abcdef-0123456789'),
    )}`,
    'no-subject': `Bearer ${await token(null, '4h')}`,
    'service-bare': `Bearer ${fuzzSecrets.serviceRoleKey}`,
    'service-signed': `Bearer ${fuzzSecrets.serviceRoleKey}`,
  };
}

async function requestOf(fuzzCase: FuzzCase, tokens: Tokens): Promise<Request> {
  const headers = new Headers(fuzzCase.headers);
  const authorization = tokens[fuzzCase.auth];
  if (authorization !== null) headers.set('authorization', authorization);
  // Signed per request: the header is only fresh for a short while.
  if (fuzzCase.auth === 'service-signed') {
    // The chat function's context: the demo user and agent, a first attempt.
    const context = { userId: demoUserId, agentId: demoAgentId, toolCallId: 'fuzz', attempt: 1, searchProviders: [] };
    headers.set(
      internalContextHeader,
      await signInternalContext(fuzzSecrets.serviceRoleKey, context, Date.now() / 1000),
    );
  }
  const body = fuzzCase.body === null || fuzzCase.method === 'GET' || fuzzCase.method === 'HEAD'
    ? undefined
    : typeof fuzzCase.body === 'string'
    ? fuzzCase.body
    : new Uint8Array(fuzzCase.body);
  return new Request(`http://project.fuzz.local/functions/v1/${fuzzCase.path}`, {
    method: fuzzCase.method,
    headers,
    body,
  });
}

/** How to send a body again by hand: method, path, headers (auth by kind), body excerpt. */
export function describeRequest(fuzzCase: FuzzCase): string {
  const body = fuzzCase.body === null
    ? ''
    : typeof fuzzCase.body === 'string'
    ? fuzzCase.body.slice(0, 300)
    : `bytes ${Buffer.from(fuzzCase.body).toString('hex')}`;
  return `${fuzzCase.method} /functions/v1/${fuzzCase.path} auth=${fuzzCase.auth} headers=${
    JSON.stringify(fuzzCase.headers)
  } body=${JSON.stringify(body)}`;
}

/** Rows each request id should have in `tool_executions`, by kind of source. */
interface Expectation {
  chat: number;
  tools: number;
  readonly index: number;
}

/** The log rows one answer implies: its chat turn's tool attempts, or one for a tool-function action that ran. */
function impliedRows(fuzzCase: FuzzCase, response: Response, text: string): { chat: number; tools: number } {
  if (fuzzCase.target === 'chat') {
    return {
      chat: fuzzCase.path === 'chat' ? chatTurnAttempts(response.headers.get('content-type') ?? '', text) : 0,
      tools: 0,
    };
  }
  if (fuzzCase.target !== 'gmail-api' && fuzzCase.target !== 'web-search-api') return { chat: 0, tools: 0 };
  const conversation = fuzzCase.headers['x-parley-conversation-id'];
  const reached = toolFunctionReachesAction({
    method: fuzzCase.method,
    authenticated: fuzzCase.auth === 'user' || fuzzCase.auth === 'service-signed',
    delegated: fuzzCase.auth === 'service-signed',
    contentType: fuzzCase.headers['content-type'] ?? null,
    // A service call's conversation is in its signed context; only a user's header is looked up.
    unknownConversation: fuzzCase.auth === 'user' && conversation !== undefined &&
      /^[0-9a-f-]{36}$/i.test(conversation),
    body: fuzzCase.body,
  }, response.status);
  return { chat: 0, tools: reached ? 1 : 0 };
}

async function logRowsByRequest(system: FuzzSystem): Promise<Map<string, { chat: number; tools: number }>> {
  const rows = await system.sql.query<{ request_id: string | null; chat: number; tools: number }>(
    `select request_id::text as request_id, count(*) filter (where source = 'chat')::integer as chat, count(*) filter (where source <> 'chat')::integer as tools
       from public.tool_executions group by request_id`,
  );
  return new Map(rows.map((row) => [row.request_id ?? '', { chat: row.chat, tools: row.tools }]));
}

const upstreamFailureSchema = z.object({
  success: z.literal(false),
  category: z.literal('transient'),
  retryable: z.literal(true),
});

/** A tool function's structured answer that its upstream could not be reached (503, a
 * retryable `transient` failure), as opposed to a crash or an unmapped failure. */
function isUpstreamUnavailable(status: number, text: string): boolean {
  if (status !== 503) return false;
  try {
    return upstreamFailureSchema.safeParse(JSON.parse(text)).success;
  } catch {
    return false;
  }
}

/** Sends the fuzzed bodies through the real handlers and checks every answer and the log. */
export async function runFuzz(options: FuzzRunOptions): Promise<FuzzReport> {
  const system = await startFuzzSystem({ serverUrl: options.serverUrl });
  const tokens = await signTokens();
  const status: Record<string, number> = {};
  const findings: FuzzFinding[] = [];
  const expectations = new Map<string, Expectation>();
  let fiveHundreds = 0;
  let upstreamUnavailable = 0;
  let leaks = 0;
  const started = performance.now();
  const indexes = options.only === undefined
    ? Array.from({ length: options.bodies }, (_, index) => index)
    : [options.only];
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < indexes.length) {
      const index = indexes[next] as number;
      next += 1;
      const fuzzCase = generateCase(options.seed, index);
      let response: Response;
      let text: string;
      try {
        response = await system.handlers[fuzzCase.target](await requestOf(fuzzCase, tokens));
        text = await response.text();
      } catch (error) {
        // A handler that throws, or a body that breaks off, is what a runtime answers 500 for.
        response = new Response(null, { status: 500 });
        text = `handler threw or its body broke off: ${error instanceof Error ? error.message : String(error)}`;
      }
      status[response.status] = (status[response.status] ?? 0) + 1;
      const excerpt = text.slice(0, 300);
      if (isUpstreamUnavailable(response.status, text)) {
        upstreamUnavailable += 1;
      } else if (response.status >= 500) {
        fiveHundreds += 1;
        findings.push({
          kind: '5xx',
          index,
          seed: options.seed,
          request: describeRequest(fuzzCase),
          status: response.status,
          excerpt,
        });
      }
      const leak = leakIn(text);
      if (leak !== null) {
        leaks += 1;
        findings.push({
          kind: 'leak',
          index,
          seed: options.seed,
          request: describeRequest(fuzzCase),
          status: response.status,
          excerpt: `${leak}: ${excerpt}`,
        });
      }
      const requestId = response.headers.get('x-request-id') ?? `unknown-${index}`;
      const expectation: Expectation = expectations.get(requestId) ?? { chat: 0, tools: 0, index };
      const implied = impliedRows(fuzzCase, response, text);
      expectation.chat += implied.chat;
      expectation.tools += implied.tools;
      expectations.set(requestId, expectation);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 16 }, worker));
  // The chat's own calls to the tool functions: each that ran an action writes the attempt's
  // row there, instead of chat.
  for (const exchange of system.routed) {
    const requestId = exchange.response.headers.get('x-request-id') ?? exchange.request.headers.get('x-request-id') ??
      '';
    const reached = toolFunctionReachesAction({
      method: exchange.request.method,
      authenticated: true,
      delegated: true,
      contentType: exchange.request.headers.get('content-type'),
      unknownConversation: false,
      body: exchange.request.body,
    }, exchange.response.status);
    const expectation = expectations.get(requestId) ?? { chat: 0, tools: 0, index: -1 };
    if (reached) {
      expectation.tools += 1;
      expectation.chat = Math.max(0, expectation.chat - 1);
    }
    const routedText = exchange.response.status >= 500 ? await exchange.response.clone().text() : '';
    if (isUpstreamUnavailable(exchange.response.status, routedText)) {
      upstreamUnavailable += 1;
    } else if (exchange.response.status >= 500) {
      // Hidden inside a chat turn (which answers 200 with a tool error), so reported here.
      fiveHundreds += 1;
      findings.push({
        kind: '5xx',
        index: expectation.index,
        seed: options.seed,
        status: exchange.response.status,
        request: `${exchange.request.method} (chat's own call) body=${
          JSON.stringify(exchange.request.body.slice(0, 300))
        }`,
        excerpt: (await exchange.response.text()).slice(0, 300),
      });
    }
    expectations.set(requestId, expectation);
  }
  await system.settled();
  const chatAttempts = [...expectations.values()].reduce((sum, expectation) => sum + expectation.chat, 0);
  const toolAttempts = [...expectations.values()].reduce((sum, expectation) => sum + expectation.tools, 0);
  const attempts = chatAttempts + toolAttempts + system.retries();
  const byRequest = await logRowsByRequest(system);
  const logRows = [...byRequest.values()].reduce((sum, rows) => sum + rows.chat + rows.tools, 0);
  for (const requestId of byRequest.keys()) {
    if (!expectations.has(requestId)) expectations.set(requestId, { chat: 0, tools: 0, index: -1 });
  }
  for (const [requestId, expectation] of expectations) {
    const rows = byRequest.get(requestId) ?? { chat: 0, tools: 0 };
    // Retries add rows no answer shows; a tool request with fewer rows than answers, or rows without one, is wrong.
    if (
      rows.chat === expectation.chat &&
      (rows.tools === expectation.tools ||
        (expectation.tools > 0 && rows.tools > expectation.tools && system.retries() > 0))
    ) continue;
    // Bodies are not kept (some are huge): the seed draws the same one again.
    const fuzzCase = expectation.index < 0 ? undefined : generateCase(options.seed, expectation.index);
    findings.push({
      kind: 'log-mismatch',
      index: expectation.index,
      seed: options.seed,
      request: fuzzCase === undefined ? `request ${requestId}` : describeRequest(fuzzCase),
      status: 0,
      excerpt:
        `request ${requestId}: chat rows ${rows.chat} (answer implied ${expectation.chat}), tool-function rows ${rows.tools} (implied ${expectation.tools})`,
    });
  }
  const seconds = (performance.now() - started) / 1000;
  const report: FuzzReport = {
    bodies: indexes.length,
    status,
    fiveHundreds,
    upstreamUnavailable,
    leaks,
    attempts,
    attemptsBySource: { chat: chatAttempts, toolFunctions: toolAttempts, retries: system.retries() },
    logRows,
    seconds: Math.round(seconds * 10) / 10,
    refusedFetches: system.refusedFetches(),
    database: system.databaseLabel,
    findings,
  };
  await system.close();
  return report;
}
