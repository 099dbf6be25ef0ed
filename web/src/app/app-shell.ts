/** The frame around the signed-in pages: brand, navigation, the user, the theme toggle and Sign out, the banner. */
import { element } from '../ui/dom.ts';
import { createThemeToggle, pageThemeEnvironment } from '../ui/theme.ts';
import type { Route } from './routes.ts';

/** The shell's parts a page is put into. */
export interface AppShell {
  readonly element: HTMLElement;
  readonly main: HTMLElement;
  /** Marks the current page's link. */
  select(route: Route): void;
}

const links = [
  { page: 'chat', href: '/', label: 'Chat' },
  { page: 'agents', href: '/agents', label: 'Agents' },
  { page: 'integrations', href: '/integrations', label: 'Integrations' },
  { page: 'analytics', href: '/analytics', label: 'Analytics' },
] as const;

/** Builds the shell for `email`, with `banner` above the page. */
export function createAppShell(
  options: { readonly email: string; readonly banner: HTMLElement; readonly signOut: () => void },
): AppShell {
  const anchors = links.map((link) => ({
    page: link.page,
    anchor: element('a', { href: link.href, 'data-link': true }, link.label),
  }));
  const main = element('main', { id: 'main', class: 'page' });
  const header = element(
    'header',
    { class: 'top-bar' },
    element(
      'a',
      { class: 'brand', href: '/', 'data-link': true },
      element('span', { class: 'brand-mark', 'aria-hidden': 'true' }),
      'Parley',
    ),
    element('nav', { 'aria-label': 'Main' }, ...anchors.map((entry) => entry.anchor)),
    element(
      'div',
      { class: 'account' },
      element('span', { class: 'account-email', title: options.email }, options.email),
      createThemeToggle(pageThemeEnvironment()),
      element('button', { type: 'button', class: 'button quiet', onclick: options.signOut }, 'Sign out'),
    ),
  );
  return {
    element: element(
      'div',
      { class: 'app' },
      element('a', { class: 'skip-link', href: '#main' }, 'Skip to content'),
      header,
      options.banner,
      main,
    ),
    main,
    select(route) {
      for (const entry of anchors) {
        if (entry.page === route.page) entry.anchor.setAttribute('aria-current', 'page');
        else entry.anchor.removeAttribute('aria-current');
      }
    },
  };
}
