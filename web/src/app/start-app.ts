/**
 * The app: the sign-in page while nobody is signed in, else the shell with the page the URL
 * names. Follows supabase-js's auth events (sign-in, refresh, sign-out in another tab).
 */
import type { Session, SupabaseClient } from '@supabase/supabase-js';
import { ApiError } from '../api/api-error.ts';
import { type Agent, defaultAgent } from '../api/history-api.ts';
import { createAgentsPage } from '../agents/agents-page.ts';
import { createAnalyticsPage } from '../analytics/analytics-page.ts';
import { createSignInPage } from '../auth/sign-in-page.ts';
import { type ChatPage, createChatPage } from '../chat/chat-page.ts';
import type { AppConfig } from '../config/app-config.ts';
import { createIntegrationsPage } from '../integrations/integrations-page.ts';
import { element, replaceChildren } from '../ui/dom.ts';
import { createErrorBanner } from '../ui/error-banner.ts';
import { type AppShell, createAppShell } from './app-shell.ts';
import type { Page, PageContext } from './page-context.ts';
import { type Router, startRouter } from './router.ts';
import type { Route } from './routes.ts';

const titles: Readonly<Record<Route['page'], string>> = {
  chat: 'Chat',
  agents: 'Agents',
  integrations: 'Integrations',
  analytics: 'Analytics',
  'not-found': 'Not found',
};

function notFoundPage(): Page {
  return {
    element: element(
      'div',
      { class: 'narrow-page' },
      element('h1', {}, 'Page not found'),
      element('p', {}, element('a', { href: '/', 'data-link': true }, 'Back to the chat')),
    ),
  };
}

/** Starts the app in `root`. */
export async function startApp(root: HTMLElement, supabase: SupabaseClient, config: AppConfig): Promise<void> {
  let session: Session | null = (await supabase.auth.getSession()).data.session;
  let shell: AppShell | null = null;
  let page: Page | null = null;
  let agent: Promise<Agent> | null = null;
  let signInNotice: string | null = null;

  const banner = createErrorBanner(() => {
    signInNotice = 'Your session ended — sign in again.';
    void supabase.auth.signOut({ scope: 'local' });
  });
  const loadAgent = (): Promise<Agent> => {
    agent ??= defaultAgent(supabase).then((found) => {
      if (found === null) throw new ApiError('request', 'You have no agent yet.');
      return found;
    }).catch((error: unknown) => {
      agent = null;
      throw error;
    });
    return agent;
  };

  const render = (route: Route): void => {
    if (session === null) {
      page?.dispose?.();
      page = null;
      shell = null;
      document.title = 'Sign in · Parley';
      replaceChildren(
        root,
        createSignInPage(supabase, config, signInNotice, (heading) => {
          document.title = `${heading} · Parley`;
        }),
      );
      return;
    }
    if (shell === null) {
      shell = createAppShell({
        email: session.user.email ?? 'Signed in',
        banner: banner.element,
        signOut: () => void supabase.auth.signOut(),
      });
      replaceChildren(root, shell.element);
    }
    shell.select(route);
    document.title = `${titles[route.page]} · Parley`;
    if (route.page === 'chat' && page !== null && 'open' in page) {
      (page as ChatPage).open(route.conversationId);
      return;
    }
    page?.dispose?.();
    banner.clear();
    const context: PageContext = {
      supabase,
      config,
      banner,
      router,
      agent: loadAgent,
      agentsChanged: () => {
        agent = null;
      },
    };
    page = route.page === 'chat'
      ? createChatPage(context, route.conversationId)
      : route.page === 'agents'
      ? createAgentsPage(context)
      : route.page === 'integrations'
      ? createIntegrationsPage(context)
      : route.page === 'analytics'
      ? createAnalyticsPage(context)
      : notFoundPage();
    replaceChildren(shell.main, page.element);
  };
  const router: Router = startRouter(render);
  render(router.current());

  supabase.auth.onAuthStateChange((event, changed) => {
    const wasSignedIn = session !== null;
    session = changed;
    // Rendering (which calls supabase-js) waits for the auth callback to return, as supabase-js asks.
    if (event === 'SIGNED_OUT' || (event === 'SIGNED_IN' && !wasSignedIn)) {
      agent = null;
      if (event === 'SIGNED_IN') signInNotice = null;
      // The next user starts from a new chat, not the last one's conversation.
      if (event === 'SIGNED_OUT' && router.current().page === 'chat') router.replaceUrl('/');
      setTimeout(() => render(router.current()), 0);
    }
  });
}
