import { brokenJson, deeplyNested, fuzzObject, fuzzString, fuzzValue, mutateObject } from './fuzz-values.ts';
import { caseSeed, createSeededRandom, type SeededRandom } from './seeded-random.ts';

/** The demo user and agent the fuzz database is seeded with (supabase/seed.sql). */
export const demoUserId = '00000000-0000-4000-8000-000000000001';
export const demoAgentId = '00000000-0000-4000-8000-0000000000a1';

/** The function a body is sent to. */
export type FuzzTarget = 'chat' | 'gmail-api' | 'web-search-api' | 'integrations' | 'analytics';

/** How a body authenticates; turned into headers by the runner (tokens are signed once). */
export type FuzzAuth =
  | 'user'
  | 'none'
  | 'garbage'
  | 'expired'
  | 'wrong-secret'
  | 'no-subject'
  | 'service-bare'
  | 'service-signed';

/** One fuzzed request, fully determined by its run seed and index. */
export interface FuzzCase {
  readonly index: number;
  readonly seed: number;
  readonly target: FuzzTarget;
  readonly method: string;
  /** The path under `/functions/v1`. */
  readonly path: string;
  readonly auth: FuzzAuth;
  readonly headers: Readonly<Record<string, string>>;
  /** Sent as is; bytes for bodies that are not valid UTF-8. */
  readonly body: string | Uint8Array | null;
}

const gmailActions = ['send_email', 'read_emails', 'search_emails', 'delete_everything', ''];
const searchActions = ['web_search', 'news_search', 'scrape_and_summarize', 'websearch', 'image_search'];

function authOf(random: SeededRandom, target: FuzzTarget): FuzzAuth {
  if (random.chance(0.75)) {
    return target === 'gmail-api' || target === 'web-search-api'
      ? random.pick(['user', 'user', 'service-signed'])
      : 'user';
  }
  return random.pick(['none', 'garbage', 'expired', 'wrong-secret', 'no-subject', 'service-bare', 'service-signed']);
}

function contentTypeOf(random: SeededRandom): string | undefined {
  if (random.chance(0.85)) return 'application/json';
  return random.pick([
    undefined,
    'text/plain',
    'application/x-www-form-urlencoded',
    'application/vnd.api+json',
    'application/json; charset=latin1',
    'multipart/form-data',
  ]);
}

function toolParams(random: SeededRandom, action: string): unknown {
  if (random.chance(0.15)) return fuzzValue(random);
  if (action === 'send_email') {
    return {
      to: random.chance(0.7) ? 'someone@example.com' : fuzzValue(random),
      subject: fuzzString(random),
      body: fuzzString(random),
    };
  }
  if (action.includes('search') || action.includes('emails')) {
    return {
      query: random.chance(0.7) ? `parley ${random.below(1_000)}` : fuzzValue(random),
      num_results: random.pick([3, -1, 0, '5', 1e9, null]),
    };
  }
  if (action === 'scrape_and_summarize') {
    return {
      urls: random.pick([['http://127.0.0.1:1/'], ['https://example.com'], 'https://example.com', [], [
        fuzzString(random),
      ]]),
    };
  }
  return fuzzObject(random);
}

function toolBody(random: SeededRandom, target: 'gmail-api' | 'web-search-api'): unknown {
  const action = random.pick(target === 'gmail-api' ? gmailActions : searchActions);
  const valid = {
    action,
    params: toolParams(random, action),
    agentId: random.chance(0.9)
      ? demoAgentId
      : random.pick(['00000000-0000-4000-8000-0000000000ff', 'not-a-uuid', demoUserId]),
  };
  return random.chance(0.6) ? valid : mutateObject(random, valid);
}

function chatBody(random: SeededRandom): unknown {
  const conversationId = random.chance(0.1) ? random.pick(['00000000-0000-4000-8000-00000000c0c0', 'nope']) : undefined;
  if (random.chance(0.25)) {
    const text = random.chance(0.8) ? `search the web about fuzz ${random.below(10_000)}` : fuzzString(random);
    const ui = {
      id: random.chance(0.9) ? `chat-${random.below(1_000)}` : fuzzValue(random),
      messages: random.chance(0.85) ? [{ id: 'm1', role: 'user', parts: [{ type: 'text', text }] }] : fuzzValue(random),
      trigger: random.pick(['submit-message', 'regenerate-message', undefined, 'explode']),
      ...(conversationId === undefined ? {} : { conversationId }),
    };
    return random.chance(0.7) ? ui : mutateObject(random, ui);
  }
  const message = random.chance(0.75)
    ? `turn ${random.below(100)}: search the web about fuzz ${random.below(10_000)}`
    : fuzzString(random);
  const plain = {
    message,
    ...(random.chance(0.5) ? { agentId: random.chance(0.9) ? demoAgentId : 'not-a-uuid' } : {}),
    ...(conversationId === undefined ? {} : { conversationId }),
  };
  return random.chance(0.7) ? plain : mutateObject(random, plain);
}

/** Percent-encodes `text`; a lone surrogate (which `encodeURIComponent` refuses) becomes its malformed UTF-8 escape. */
function encodePathPart(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

function historyRequest(random: SeededRandom): { method: string; path: string; body: unknown } {
  const id = random.pick([
    '00000000-0000-4000-8000-00000000c0c0',
    'not-a-uuid',
    '%00',
    '..%2F..',
    fuzzString(random).slice(0, 40),
  ]);
  const path = random.pick([
    'chat/agents',
    'chat/conversations',
    `chat/conversations/${encodePathPart(id)}`,
    `chat/conversations/${encodePathPart(id)}/messages`,
    'chat/nowhere',
    'chat/conversations/a/b/c',
  ]);
  const query = random.chance(0.3)
    ? `?limit=${encodePathPart(String(fuzzValue(random, 0)))}&cursor=${encodePathPart(fuzzString(random).slice(0, 50))}`
    : '';
  return {
    method: random.pick(['GET', 'GET', 'PATCH', 'DELETE', 'POST', 'PUT']),
    path: `${path}${query}`,
    body: random.chance(0.5) ? { title: fuzzValue(random, 1) } : fuzzValue(random),
  };
}

function integrationsRequest(random: SeededRandom): { method: string; path: string; body: unknown } {
  const provider = random.pick([
    'serper',
    'brave',
    'serpapi',
    'gmail/connect',
    'gmail/disconnect',
    'gmail/callback?code=x&state=y',
    'nothing',
    '',
  ]);
  const body = random.chance(0.6)
    ? { apiKey: random.chance(0.5) ? `fuzz-key-${random.below(1_000)}` : fuzzValue(random) }
    : fuzzValue(random);
  return {
    method: random.pick(['PUT', 'PUT', 'GET', 'DELETE', 'POST']),
    path: `integrations${provider === '' ? '' : `/${provider}`}`,
    body,
  };
}

function encodeBody(random: SeededRandom, value: unknown): string | Uint8Array {
  const text = JSON.stringify(value) ?? 'null';
  const roll = random.below(100);
  if (roll < 6) return brokenJson(random, text);
  if (roll < 8) return deeplyNested(random.pick([50, 200, 5_000]), random);
  if (roll < 9) return new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]);
  return text;
}

/** Builds body `index` of a run seeded `runSeed`. */
export function generateCase(runSeed: number, index: number): FuzzCase {
  const seed = caseSeed(runSeed, index);
  const random = createSeededRandom(seed);
  const target = random.pick<FuzzTarget>([
    'chat',
    'chat',
    'chat',
    'gmail-api',
    'gmail-api',
    'web-search-api',
    'web-search-api',
    'web-search-api',
    'integrations',
    'analytics',
  ]);
  let method = 'POST';
  let path: string = target;
  let value: unknown;
  if (target === 'chat') {
    if (random.chance(0.3)) ({ method, path, body: value } = historyRequest(random));
    else value = chatBody(random);
  } else if (target === 'gmail-api' || target === 'web-search-api') {
    value = toolBody(random, target);
  } else if (target === 'integrations') {
    ({ method, path, body: value } = integrationsRequest(random));
  } else {
    method = random.pick(['GET', 'GET', 'POST']);
    path = `analytics?since=${
      encodePathPart(random.pick(['2026-01-01', 'yesterday', '9999-99-99', fuzzString(random).slice(0, 30)]))
    }&agentId=${encodePathPart(random.pick([demoAgentId, 'x']))}`;
    value = fuzzValue(random);
  }
  if (random.chance(0.04)) method = random.pick(['PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS', 'GET']);
  const headers: Record<string, string> = {};
  const contentType = contentTypeOf(random);
  if (contentType !== undefined) headers['content-type'] = contentType;
  if (random.chance(0.3)) {
    headers.accept = random.pick([
      'text/event-stream',
      'application/json',
      '*/*',
      'text/event-stream, application/json',
    ]);
  }
  if (random.chance(0.05)) {
    headers['x-parley-conversation-id'] = random.pick(['00000000-0000-4000-8000-00000000c0c0', 'garbage']);
  }
  if (random.chance(0.05)) headers['idempotency-key'] = random.pick(['fuzz-key', 'k'.repeat(300), 'two words']);
  const body = method === 'GET' || method === 'HEAD' ? null : encodeBody(random, value);
  return { index, seed, target, method, path, auth: authOf(random, target), headers, body };
}
