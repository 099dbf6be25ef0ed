import type { Environment } from '../config/environment.ts';
import { withAllowedOrigins } from '../http/cors.ts';
import { createGmailActions } from '../integrations/gmail/gmail-actions.ts';
import { createPostgresSendAttempts } from '../integrations/gmail/postgres-send-attempts.ts';
import { createFunctionRuntime, type RuntimeHooks, toolFunctionParts } from './function-runtime.ts';
import { missingCredentials } from './missing-credentials.ts';
import { createToolFunctionHandler } from './tool-function-handler.ts';

/** The gmail-api function's handler, built from configuration once per worker. */
export function createGmailFunction(
  environment: Environment,
  hooks: RuntimeHooks = {},
): (request: Request) => Promise<Response> {
  const runtime = createFunctionRuntime('gmail-api', environment, hooks);
  const actions = createGmailActions({
    credentials: runtime.credentials ?? missingCredentials,
    configuration: runtime.configuration.gmail,
    logger: runtime.logger,
    fetch: hooks.fetch,
    clock: hooks.clock,
    sendAttempts: createPostgresSendAttempts(runtime.sql),
    sandbox: hooks.sandbox === undefined ? undefined : {
      apiBaseUrl: hooks.sandbox.gmail.apiBaseUrl,
      tokenUrl: hooks.sandbox.google.tokenUrl,
      clientId: hooks.sandbox.google.clientId,
      clientSecret: hooks.sandbox.google.clientSecret,
    },
  });
  const handler = createToolFunctionHandler({
    source: 'gmail-api',
    toolNameOf: (action) => `gmail_${action}`,
    actionsFor: () => actions,
    providerOf: () => 'gmail',
    ...toolFunctionParts(runtime, hooks),
    sideEffectAudit: runtime.toolIntents.auditFor('gmail-api'),
  });
  return withAllowedOrigins(handler, { allowed: runtime.configuration.corsOrigins, generateId: runtime.generateId });
}
