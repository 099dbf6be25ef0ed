/**
 * The gateway's outermost handler: a request whose target is not a URL (`OPTIONS *`, the
 * asterisk form HTTP allows for server-wide options, which `Deno.serve` hands over as
 * `request.url === '*'`) is answered 400 before any code parses it; and a failure no inner
 * handler caught is answered as the one JSON `internal` error, never with `Deno.serve`'s
 * default 500 page, which carries the stack.
 */
type Handler = (request: Request, info: unknown) => Promise<Response>;

function jsonError(status: number, code: string, message: string): Response {
  return new Response(JSON.stringify({ error: { code, message } }), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}

/** `handle` behind the guard; `onFailure` hears what escaped it (logged, never answered). */
export function guardRequestTarget(handle: Handler, onFailure: (error: unknown) => void): Handler {
  return async (request, info) => {
    if (!URL.canParse(request.url)) {
      return jsonError(400, 'bad_request', 'The request target must be a path, such as /functions/v1/chat.');
    }
    try {
      return await handle(request, info);
    } catch (error) {
      onFailure(error);
      return jsonError(500, 'internal', 'The gateway failed to answer this request; its log says why.');
    }
  };
}
