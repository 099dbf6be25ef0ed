// The analytics function: the signed-in user's tool analytics over a window, computed
// under their row-level security. This file only wires: configuration is read once, the
// handler comes from shared/.
import { createAnalyticsFunction } from '../../../shared/functions/analytics-function.ts';
import { localDatabaseOf } from '../../../shared/functions/local-database-hook.ts';

const handler = createAnalyticsFunction(Deno.env.toObject(), {
  edgeRuntime: Reflect.get(globalThis, 'EdgeRuntime'),
  localDatabase: localDatabaseOf(globalThis),
});

Deno.serve(handler);
