/**
 * The gateway's routes outside `/functions/v1` (local Auth, sandbox stand-ins, …) as one
 * `localRoutes` for the gateway handler: each is asked in turn, the first answer wins.
 */

/** A route: its answer, or null for a path it does not serve. */
export type LocalRoute = (request: Request) => Promise<Response | null>;

/** `routes` tried in order; absent ones (a sandbox turned off) are skipped. */
export function combineLocalRoutes(routes: readonly (LocalRoute | null | undefined)[]): LocalRoute {
  const present = routes.filter((route): route is LocalRoute => route !== null && route !== undefined);
  return async (request) => {
    for (const route of present) {
      const answer = await route(request);
      if (answer !== null) return answer;
    }
    return null;
  };
}
