/** What every page is given: the client, the configuration, the banner, navigation. */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Agent } from '../api/history-api.ts';
import type { AppConfig } from '../config/app-config.ts';
import type { ErrorBanner } from '../ui/error-banner.ts';
import type { Router } from './router.ts';

/** A page's dependencies. */
export interface PageContext {
  readonly supabase: SupabaseClient;
  readonly config: AppConfig;
  readonly banner: ErrorBanner;
  readonly router: Router;
  /** The caller's default agent, fetched once per session. */
  readonly agent: () => Promise<Agent>;
  /** Says the user's agents changed (created, edited, deleted): the default is fetched again. */
  readonly agentsChanged: () => void;
}

/** A rendered page; `dispose` stops what it started (streams, timers, charts). */
export interface Page {
  readonly element: HTMLElement;
  dispose?(): void;
}
