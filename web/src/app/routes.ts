/** The app's pages and their paths: `/`, `/chat/<id>`, `/agents`, `/integrations`, `/analytics`. */

/** A page the URL names. */
export type Route =
  | { readonly page: 'chat'; readonly conversationId: string | null }
  | { readonly page: 'agents' }
  | { readonly page: 'integrations' }
  | { readonly page: 'analytics' }
  | { readonly page: 'not-found' };

/** The route of a path. */
export function routeOf(pathname: string): Route {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/') return { page: 'chat', conversationId: null };
  const chat = /^\/chat\/([^/]+)$/.exec(path);
  if (chat !== null) return { page: 'chat', conversationId: decodeURIComponent(chat[1] as string) };
  if (path === '/agents') return { page: 'agents' };
  if (path === '/integrations') return { page: 'integrations' };
  if (path === '/analytics') return { page: 'analytics' };
  return { page: 'not-found' };
}

/** The path of a conversation. */
export function conversationPath(conversationId: string): string {
  return `/chat/${encodeURIComponent(conversationId)}`;
}
