import type { Configuration } from '../config/configuration.ts';
import type { Environment } from '../config/environment.ts';
import { parseConfiguration } from '../config/parse-configuration.ts';
import { createCircuitBreaker } from '../db/circuit-breaker.ts';
import { createCredentialCipher } from '../db/credential-cipher.ts';
import { createOutcomeLogWriter, type OutcomeLogWriter, waitUntilOf } from '../db/outcome-log-writer.ts';
import { createPostgresClient } from '../db/postgres-client.ts';
import { type AgentsRepository, createAgentsRepository } from '../db/repositories/agents-repository.ts';
import { createCredentialsRepository, type CredentialsRepository } from '../db/repositories/credentials-repository.ts';
import { createPostgresIdempotencyStore } from '../db/repositories/idempotency-repository.ts';
import { createModelEventsRepository } from '../db/repositories/model-events-repository.ts';
import { createRateLimitRepository } from '../db/repositories/rate-limit-repository.ts';
import { createToolExecutionsRepository } from '../db/repositories/tool-executions-repository.ts';
import type { SqlClient } from '../db/sql-client.ts';
import { createJwtVerifier, type JwtVerifier } from '../http/jwt-verifier.ts';
import { createRateLimiter, type RateLimiter } from '../http/rate-limiter.ts';
import { createSecretMatcher } from '../http/secret-comparison.ts';
import { createJsonLogger, type Logger } from '../log/logger.ts';
import type { IdempotencyStore } from '../tools/idempotency-store.ts';
import type { CallerVerification } from './identify-caller.ts';
import type { LocalSandbox } from '../integrations/local-sandbox.ts';
import { createConversationsRepository } from '../db/repositories/conversations-repository.ts';
import { createToolIntentsRepository, type ToolIntentsRepository } from '../db/repositories/tool-intents-repository.ts';
import { databaseToolError } from './database-tool-error.ts';

/** What the entry file hands over from its runtime; the optional side effects have real
 * defaults and exist so tests can replace them. */
export interface RuntimeHooks {
  /** `globalThis.EdgeRuntime` on Supabase (or the local gateway's stand-in). */
  readonly edgeRuntime?: unknown;
  /** A database the local gateway opened for every function (embedded PGlite). */
  readonly localDatabase?: SqlClient;
  /** The developer log; one JSON line per event on the console by default. */
  readonly logger?: Logger;
  /** For provider calls (Gmail, Google's token endpoint, search APIs, page fetches); the global one by default. */
  readonly fetch?: typeof fetch;
  /** Wall-clock time: token expiry, the freshness of signed user headers, the database circuit's open period. */
  readonly clock?: () => Date;
  /** The backoff between transient retries (the tool executor's and the model chain's), and its jitter. */
  readonly sleep?: (milliseconds: number, signal?: AbortSignal) => Promise<void>;
  readonly random?: () => number;
  /** The local gateway's sandbox providers (`localSandboxOf(globalThis)`); never set on a
   * deployed function, so sandbox credentials and the sandbox search only work locally. */
  readonly sandbox?: LocalSandbox;
}

/** The parts every function shares, built once per worker. */
export interface FunctionRuntime {
  /** The environment, parsed once when the worker boots; requests never read the environment. */
  readonly configuration: Configuration;
  readonly sql: SqlClient;
  readonly logger: Logger;
  readonly logWriter: OutcomeLogWriter;
  readonly idempotencyStore: IdempotencyStore;
  readonly agents: AgentsRepository;
  readonly verifyJwt: JwtVerifier;
  readonly verification: CallerVerification;
  /** Null when `PARLEY_CREDENTIALS_KEY` is unset: every integration then reads as not connected. */
  readonly credentials: CredentialsRepository | null;
  readonly generateId: () => string;
  /** Per-user token buckets in Postgres (`PARLEY_RATE_LIMIT_*`), shared by every worker. */
  readonly rateLimiter: RateLimiter;
  /** Intent rows written before side effects act (`tool_intents`). */
  readonly toolIntents: ToolIntentsRepository;
}

/** The database: `DATABASE_URL`, else `SUPABASE_DB_URL` (always set on Supabase), else the
 * local gateway's embedded database. */
function openDatabase(url: string | null, hooks: RuntimeHooks, clock: () => Date): SqlClient {
  // The circuit's open period runs on the runtime's clock, so tests can pass it.
  if (url !== null) {
    return createPostgresClient(url, {
      maxConnections: 3,
      circuitBreaker: createCircuitBreaker({ now: () => clock().getTime() }),
    });
  }
  if (hooks.localDatabase !== undefined) return hooks.localDatabase;
  throw new Error(
    'No database: set SUPABASE_DB_URL or DATABASE_URL (Supabase sets SUPABASE_DB_URL for deployed functions).',
  );
}

/**
 * Builds the shared parts of a function from the environment, parsed once into its
 * configuration. Throws with a message naming the variable when a value is malformed or
 * a required one is missing, so a misconfigured function fails at boot rather than on a
 * user's request.
 */
export function createFunctionRuntime(
  name: string,
  environment: Environment,
  hooks: RuntimeHooks = {},
): FunctionRuntime {
  const configuration = parseConfiguration(environment);
  const logger = hooks.logger ?? createJsonLogger({ base: { function: name } });
  const clock = hooks.clock ?? (() => new Date());
  const sql = openDatabase(configuration.databaseUrl, hooks, clock);
  const verifyJwt = createJwtVerifier({ ...configuration.caller.jwt, fetch: hooks.fetch });
  const { acceptedServiceKeys, internalSecret } = configuration.caller;
  const keyring = configuration.credentialsKeyring;
  if (keyring === null) {
    logger.warn('credentials-key-missing', {
      message: 'PARLEY_CREDENTIALS_KEY is not set: integrations read as not connected.',
    });
  }
  return {
    configuration,
    sql,
    logger,
    logWriter: createOutcomeLogWriter({
      toolExecutions: createToolExecutionsRepository(sql),
      modelEvents: createModelEventsRepository(sql),
      logger,
      waitUntil: waitUntilOf(hooks.edgeRuntime),
    }),
    idempotencyStore: createPostgresIdempotencyStore(sql),
    agents: createAgentsRepository(sql),
    verifyJwt,
    verification: {
      verifyJwt,
      isServiceKey: createSecretMatcher(acceptedServiceKeys),
      internalSecret,
      nowSeconds: () => clock().getTime() / 1000,
    },
    credentials: keyring === null ? null : createCredentialsRepository(sql, {
      cipher: createCredentialCipher(keyring),
      logger,
    }),
    generateId: () => crypto.randomUUID(),
    rateLimiter: createRateLimiter({
      repository: createRateLimitRepository(sql),
      limits: configuration.rateLimits,
      clock,
      logger,
    }),
    toolIntents: createToolIntentsRepository(sql),
  };
}

/** The parts of a tool function's handler every tool function takes from its runtime. */
export function toolFunctionParts(runtime: FunctionRuntime, hooks: RuntimeHooks) {
  return {
    verification: runtime.verification,
    agents: runtime.agents,
    conversations: createConversationsRepository(runtime.sql),
    logWriter: runtime.logWriter,
    idempotencyStore: runtime.idempotencyStore,
    logger: runtime.logger,
    generateId: runtime.generateId,
    rateLimit: runtime.rateLimiter,
    executor: { sleep: hooks.sleep, random: hooks.random, clock: hooks.clock },
    classifyError: databaseToolError,
  };
}
