// The chat function: one user turn per request (JSON or Server-Sent Events).
// This file only wires: configuration is read once, the handler comes from shared/.
import { createChatFunction } from '../../../shared/functions/chat-function.ts';
import { localDatabaseOf } from '../../../shared/functions/local-database-hook.ts';
import { shutdownSignalOf } from '../../../shared/chat/worker-shutdown.ts';

/** A and AAAA records of a host, for the MCP servers' address check. */
async function resolveHost(hostname: string): Promise<string[]> {
  const [v4, v6] = await Promise.all([
    Deno.resolveDns(hostname, 'A').catch(() => [] as string[]),
    Deno.resolveDns(hostname, 'AAAA').catch(() => [] as string[]),
  ]);
  return [...v4, ...v6];
}

const handler = createChatFunction(Deno.env.toObject(), {
  edgeRuntime: Reflect.get(globalThis, 'EdgeRuntime'),
  localDatabase: localDatabaseOf(globalThis),
  // The edge runtime (and the local gateway's drain) dispatch `beforeunload` before the worker stops.
  shutdownSignal: shutdownSignalOf(globalThis),
  resolveHost,
});

Deno.serve(handler);
