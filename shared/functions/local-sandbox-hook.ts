import { type LocalSandbox, localSandboxSchema } from '../integrations/local-sandbox.ts';

/**
 * Where the local gateway puts its sandbox providers. Only the gateway (`npm start`) sets
 * this symbol on `globalThis` before it imports the functions; a deployed function has no
 * way to set it (no environment variable or secret does), so sandbox mode cannot be
 * switched on in production. A credential marked `metadata.sandbox === true` is only
 * usable when this hook is present.
 */
export const localSandboxKey: unique symbol = Symbol.for('parley.local-sandbox') as never;

/** The sandbox of the local gateway, when this worker runs under it; undefined otherwise. */
export function localSandboxOf(host: object): LocalSandbox | undefined {
  const parsed = localSandboxSchema.safeParse(Reflect.get(host, localSandboxKey));
  return parsed.success ? parsed.data : undefined;
}
