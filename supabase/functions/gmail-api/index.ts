// The gmail-api function: send, read and search mail for the caller's connected Gmail.
// This file only wires: configuration is read once, the handler comes from shared/.
import { createGmailFunction } from '../../../shared/functions/gmail-function.ts';
import { localDatabaseOf } from '../../../shared/functions/local-database-hook.ts';
import { localSandboxOf } from '../../../shared/functions/local-sandbox-hook.ts';

const handler = createGmailFunction(Deno.env.toObject(), {
  edgeRuntime: Reflect.get(globalThis, 'EdgeRuntime'),
  localDatabase: localDatabaseOf(globalThis),
  sandbox: localSandboxOf(globalThis),
});

Deno.serve(handler);
