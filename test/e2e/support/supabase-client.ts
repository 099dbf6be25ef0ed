import { createClient, type SupabaseClient } from '@supabase/supabase-js';

type RealtimeTransport = NonNullable<
  NonNullable<NonNullable<Parameters<typeof createClient>[2]>['realtime']>['transport']
>;

/** Stands in for `WebSocket` on Node 20, which has none: these tests never open Realtime. */
class RealtimeUnavailable {
  constructor() {
    throw new Error('Realtime is not used by these tests (Node 20 has no WebSocket).');
  }
}

/** supabase-js as the web app creates it, on the gateway's URL with the anon key. */
export function createGatewayClient(gatewayUrl: string, anonKey: string): SupabaseClient {
  return createClient(gatewayUrl, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: (globalThis.WebSocket ?? RealtimeUnavailable) as unknown as RealtimeTransport },
  });
}
