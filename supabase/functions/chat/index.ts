// The chat function: one user turn per request (JSON or Server-Sent Events).
// This file only wires: configuration is read once, the handler comes from shared/.
import { createChatFunction } from '../../../shared/functions/chat-function.ts';
import { localDatabaseOf } from '../../../shared/functions/local-database-hook.ts';
import { shutdownSignalOf } from '../../../shared/chat/worker-shutdown.ts';

const handler = createChatFunction(Deno.env.toObject(), {
  edgeRuntime: Reflect.get(globalThis, 'EdgeRuntime'),
  localDatabase: localDatabaseOf(globalThis),
  // The edge runtime (and the local gateway's drain) dispatch `beforeunload` before the worker stops.
  shutdownSignal: shutdownSignalOf(globalThis),
});

Deno.serve(handler);
