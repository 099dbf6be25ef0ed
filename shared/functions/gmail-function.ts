import type { Environment } from '../config/environment.ts';
import { withAllowedOrigins } from '../http/cors.ts';
import { createGmailActions } from '../integrations/gmail/gmail-actions.ts';
import { createOpenSendSettler } from '../integrations/gmail/open-send-settler.ts';
import { createPostgresSendAttempts } from '../integrations/gmail/postgres-send-attempts.ts';
import { createGmailSentLookup } from '../integrations/gmail/sent-lookup.ts';
import { waitUntilOf } from '../db/outcome-log-writer.ts';
import { createFunctionRuntime, type RuntimeHooks, toolFunctionParts } from './function-runtime.ts';
import { missingCredentials } from './missing-credentials.ts';
import { createToolFunctionHandler } from './tool-function-handler.ts';

/** The gmail-api function's handler, built from configuration once per worker. */
export function createGmailFunction(
  environment: Environment,
  hooks: RuntimeHooks = {},
): (request: Request) => Promise<Response> {
  const runtime = createFunctionRuntime('gmail-api', environment, hooks);
  const sandbox = hooks.sandbox === undefined ? undefined : {
    apiBaseUrl: hooks.sandbox.gmail.apiBaseUrl,
    tokenUrl: hooks.sandbox.google.tokenUrl,
    clientId: hooks.sandbox.google.clientId,
    clientSecret: hooks.sandbox.google.clientSecret,
  };
  const credentials = runtime.credentials ?? missingCredentials;
  const actions = createGmailActions({
    credentials,
    configuration: runtime.configuration.gmail,
    logger: runtime.logger,
    fetch: hooks.fetch,
    clock: hooks.clock,
    sendAttempts: createPostgresSendAttempts(runtime.sql),
    sandbox,
  });
  // Sends a killed worker left open are settled here, for the user just served: hosted
  // Supabase has no scheduler that can read credentials and ask Gmail.
  const settleOpenSends = createOpenSendSettler({
    sql: runtime.sql,
    lookupSent: createGmailSentLookup({
      credentials,
      configuration: runtime.configuration.gmail,
      fetch: hooks.fetch,
      clock: hooks.clock,
      logger: runtime.logger,
      sandbox,
    }),
    clock: hooks.clock ?? (() => new Date()),
    logger: runtime.logger,
    waitUntil: waitUntilOf(hooks.edgeRuntime),
  });
  const handler = createToolFunctionHandler({
    source: 'gmail-api',
    toolNameOf: (action) => `gmail_${action}`,
    actionsFor: () => actions,
    providerOf: () => 'gmail',
    ...toolFunctionParts(runtime, hooks),
    sideEffectAudit: runtime.toolIntents.auditFor('gmail-api'),
    afterServed: settleOpenSends,
  });
  return withAllowedOrigins(handler, { allowed: runtime.configuration.corsOrigins, generateId: runtime.generateId });
}
