import { functionPathSegments } from '../http/function-path.ts';

/** The chat function's two handlers. */
export interface ChatRoutes {
  /** `/chat` itself: one turn per POST (it answers other methods with 405). */
  readonly turn: (request: Request) => Promise<Response>;
  /** Every sub-path: agents, conversations and their messages (history/history-routes.ts). */
  readonly history: (request: Request) => Promise<Response>;
}

/**
 * The chat function's handler: `/chat` goes to the turn handler as it always has, the
 * sub-paths to the history routes. Each answers its own CORS preflights.
 */
export function createChatRoutes(routes: ChatRoutes): (request: Request) => Promise<Response> {
  return (request) => {
    const segments = functionPathSegments(request.url, 'chat');
    return segments !== null && segments.length === 0 ? routes.turn(request) : routes.history(request);
  };
}
