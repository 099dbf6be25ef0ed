/**
 * History-API routing: links marked `data-link` and {@link Router.navigate} change the URL
 * without a reload; Back and Forward re-render. The server answers every page path with
 * `index.html` (the gateway does; a static host needs the same rewrite).
 */
import { type Route, routeOf } from './routes.ts';

/** Moves between pages. */
export interface Router {
  /** Goes to `path` (adds a history entry unless `replace`), then renders it. */
  navigate(path: string, options?: { readonly replace?: boolean }): void;
  /** Changes the URL without rendering (the chat page names a new conversation). */
  replaceUrl(path: string): void;
  current(): Route;
}

/** Starts routing: `render` runs on every change (the caller renders the first page). */
export function startRouter(render: (route: Route) => void): Router {
  const renderCurrent = (): void => render(routeOf(location.pathname));
  window.addEventListener('popstate', renderCurrent);
  document.addEventListener('click', (event) => {
    if (
      event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey
    ) return;
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-link]') : null;
    if (link === null || link.origin !== location.origin) return;
    event.preventDefault();
    router.navigate(`${link.pathname}${link.search}${link.hash}`);
  });
  const router: Router = {
    navigate(path, options = {}) {
      if (options.replace === true) history.replaceState(null, '', path);
      else history.pushState(null, '', path);
      renderCurrent();
    },
    replaceUrl(path) {
      history.replaceState(null, '', path);
    },
    current: () => routeOf(location.pathname),
  };
  return router;
}
