// The integrations function: connect Gmail (OAuth code + PKCE), store search API keys,
// list and disconnect integrations. This file only wires: configuration is read once,
// the handler comes from shared/.
import { createIntegrationsFunction } from '../../../shared/functions/integrations-function.ts';
import { localDatabaseOf } from '../../../shared/functions/local-database-hook.ts';
import { localSandboxOf } from '../../../shared/functions/local-sandbox-hook.ts';

const handler = createIntegrationsFunction(Deno.env.toObject(), {
  edgeRuntime: Reflect.get(globalThis, 'EdgeRuntime'),
  localDatabase: localDatabaseOf(globalThis),
  sandbox: localSandboxOf(globalThis),
});

Deno.serve(handler);
