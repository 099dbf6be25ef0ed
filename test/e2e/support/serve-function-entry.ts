/**
 * Runs one function's entry file the way Supabase's edge runtime does: in a Deno process of
 * its own, with the function's own deno.json and environment, the handler its entry gives to
 * `Deno.serve` answering the requests. The edge runtime replaces `Deno.serve` so that the
 * handler serves the worker's requests; here the handler is served on the port given as the
 * first argument, since a bare `Deno.serve` always takes port 8000 and a rehearsal runs
 * several functions at once.
 *
 *     deno run -A --config supabase/functions/<name>/deno.json serve-function-entry.ts <port> <entry file URL>
 */
import { importServedHandler } from '../../../local/gateway/capture-handler.ts';

/** The parts of the `Deno` namespace used here (tsc checks this file without Deno's types). */
interface DenoNamespace {
  readonly args: readonly string[];
  serve: unknown;
}

const deno = Reflect.get(globalThis, 'Deno') as DenoNamespace;
const [portText, entryUrl] = deno.args;
const port = Number(portText);
if (!Number.isInteger(port) || port <= 0 || entryUrl === undefined) {
  throw new Error('Usage: serve-function-entry.ts <port> <entry file URL>');
}
const serve = deno.serve as (
  options: { port: number; hostname: string },
  handler: Awaited<ReturnType<typeof importServedHandler>>,
) => unknown;
const handler = await importServedHandler(entryUrl, deno);
serve.call(deno, { port, hostname: '127.0.0.1' }, handler);
