import type { Environment } from '../config/environment.ts';
import { createCredentialCipher } from '../db/credential-cipher.ts';
import { createIntegrationUsageRepository } from '../db/repositories/integration-usage-repository.ts';
import { createOAuthStatesRepository } from '../db/repositories/oauth-states-repository.ts';
import { connectConfigurationOf } from '../integrations/connect/connect-configuration.ts';
import { createIntegrationsHandler } from '../integrations/connect/integrations-handler.ts';
import type { IntegrationStorage } from '../integrations/connect/integrations-dependencies.ts';
import { createOAuthStateSigner } from '../integrations/connect/oauth-state-signer.ts';
import { withAllowedOrigins } from '../http/cors.ts';
import { withUserRateLimit } from '../http/with-user-rate-limit.ts';
import { createFunctionRuntime, type FunctionRuntime, type RuntimeHooks } from './function-runtime.ts';

/** The credential store, state rows and state signer, all keyed by `PARLEY_CREDENTIALS_KEY`; null without it. */
function storageOf(runtime: FunctionRuntime): IntegrationStorage | null {
  const keyring = runtime.configuration.credentialsKeyring;
  if (runtime.credentials === null || keyring === null) return null;
  return {
    credentials: runtime.credentials,
    oauthStates: createOAuthStatesRepository(runtime.sql, { cipher: createCredentialCipher(keyring) }),
    stateSigner: createOAuthStateSigner(keyring),
  };
}

/**
 * The integrations function's handler, built from configuration once per worker. Boots
 * without a Google client or app URLs (the routes that need them answer 503 naming the
 * variable); throws at boot for a malformed `PARLEY_APP_URLS` or credentials key.
 */
export function createIntegrationsFunction(
  environment: Environment,
  hooks: RuntimeHooks = {},
): (request: Request) => Promise<Response> {
  const runtime = createFunctionRuntime('integrations', environment, hooks);
  const fetchFunction = hooks.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const handler = createIntegrationsHandler({
    verifyJwt: runtime.verifyJwt,
    agents: runtime.agents,
    storage: storageOf(runtime),
    usage: createIntegrationUsageRepository(runtime.sql),
    configuration: connectConfigurationOf(runtime.configuration.connect, hooks.sandbox),
    sandbox: hooks.sandbox,
    fetch: fetchFunction,
    clock: hooks.clock ?? (() => new Date()),
    randomBytes: (length) => crypto.getRandomValues(new Uint8Array(length)),
    generateId: runtime.generateId,
    logger: runtime.logger,
  });
  const limited = withUserRateLimit(handler, {
    verifyJwt: runtime.verifyJwt,
    rateLimit: runtime.rateLimiter,
    bucket: 'integrations',
    generateId: runtime.generateId,
  });
  return withAllowedOrigins(limited, { allowed: runtime.configuration.corsOrigins, generateId: runtime.generateId });
}
