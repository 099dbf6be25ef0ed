/** The app's one supabase-js client: Auth (sessions in localStorage) and `functions.invoke`. */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { AppConfig } from './app-config.ts';

/** Creates the client for `config`. */
export function createSupabase(config: AppConfig): SupabaseClient {
  return createClient(config.supabaseUrl, config.anonKey, {
    auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
  });
}
