/**
 * Runs one function's entry file under Deno the way the edge runtime does, with two
 * additions for the boot benchmark (bench/cold-start/measure-boot.mjs):
 *
 * - `Deno.serve(handler)` listens on the port in `PARLEY_BOOT_PORT` instead of 8000, so
 *   the benchmark can run functions side by side with anything else on the machine;
 * - `GET /__boot` answers the time the entry's import took, the time from process start
 *   (Deno's `performance.now()` origin) to the handler being served, and the process's
 *   memory (`Deno.memoryUsage()`), without reaching the function.
 *
 * Plain JavaScript so the Node type-check (tsc, which has no Deno types) leaves it alone.
 *
 * Usage: deno run -A --node-modules-dir=manual --config <function deno.json> boot-function.mjs <entry file URL>
 */

const entry = Deno.args[0];
if (entry === undefined) throw new Error('usage: boot-function.mjs <entry file URL>');
const port = Number(Deno.env.get('PARLEY_BOOT_PORT') ?? '8000');
const timings = { importStartMs: 0, importMs: 0, servedAtMs: 0 };

const serveAsEntryExpects = Deno.serve.bind(Deno);
Reflect.set(Deno, 'serve', (/** @type {(request: Request) => Response | Promise<Response>} */ handler) => {
  timings.servedAtMs = performance.now();
  return serveAsEntryExpects({ port, hostname: '127.0.0.1', onListen: () => {} }, (request) => {
    if (new URL(request.url).pathname === '/__boot') return Response.json({ ...timings, memory: Deno.memoryUsage() });
    return handler(request);
  });
});

timings.importStartMs = performance.now();
await import(entry);
timings.importMs = performance.now() - timings.importStartMs;
