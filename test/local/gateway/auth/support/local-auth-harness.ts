import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { silentLogger } from '../../../../../shared/log/logger.ts';
import { type LocalAuth, openLocalAuth } from '../../../../../local/gateway/auth/open-local-auth.ts';
import { localAnonKey, localJwtSecret, localServiceRoleKey } from '../../../../../local/gateway/local-keys.ts';
import { createTestDatabase, type TestDatabase } from '../../../../support/test-database.ts';

type RealtimeTransport = NonNullable<
  NonNullable<NonNullable<Parameters<typeof createClient>[2]>['realtime']>['transport']
>;

/** Stands in for `WebSocket` on Node 20: these tests never open Realtime. */
class RealtimeUnavailable {
  constructor() {
    throw new Error('Realtime is not used by these tests.');
  }
}

/** The local Auth on a seeded test database, with a clock the test moves. */
export interface LocalAuthHarness {
  /** The origin the routes pretend to be served at. */
  readonly url: string;
  readonly database: TestDatabase;
  readonly auth: LocalAuth;
  /** `fetch` answered by the routes (404 for other paths), for supabase-js. */
  readonly fetch: typeof fetch;
  /** Moves the local Auth's clock forward. */
  advance(seconds: number): void;
  /** A request to `/auth/v1<path>` with the anon key unless `headers` say otherwise. */
  request(path: string, init?: RequestInit): Promise<Response>;
  /** supabase-js as the web app creates it, talking to the routes. */
  client(): SupabaseClient;
  dispose(): Promise<void>;
}

/** Opens the local Auth on a fresh seeded database (PGlite, or the DATABASE_URL server). */
export async function createLocalAuthHarness(
  options: { readonly configText?: string } = {},
): Promise<LocalAuthHarness> {
  const url = 'http://127.0.0.1:54321';
  const database = await createTestDatabase({ seed: true });
  let offsetMilliseconds = 0;
  const auth = await openLocalAuth({
    sql: database.sql,
    jwtSecret: localJwtSecret,
    apiKeys: [localAnonKey, localServiceRoleKey],
    baseUrl: url,
    configText: options.configText ?? '',
    logger: silentLogger,
    now: () => new Date(Date.now() + offsetMilliseconds),
  });
  const fetchFunction = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const answer = await auth.routes(new Request(input, init));
    return answer ?? new Response('{"message":"not found"}', { status: 404 });
  }) as typeof fetch;
  return {
    url,
    database,
    auth,
    fetch: fetchFunction,
    advance: (seconds) => {
      offsetMilliseconds += seconds * 1000;
    },
    request: (path, init = {}) => {
      const headers = new Headers(init.headers);
      if (!headers.has('apikey')) headers.set('apikey', localAnonKey);
      return fetchFunction(`${url}/auth/v1${path}`, { ...init, headers });
    },
    client: () =>
      createClient(url, localAnonKey, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        global: { fetch: fetchFunction },
        realtime: { transport: (globalThis.WebSocket ?? RealtimeUnavailable) as unknown as RealtimeTransport },
      }),
    dispose: () => database.dispose(),
  };
}
