#!/usr/bin/env node
// @ts-check
/**
 * `npm start`: runs the gateway (local/gateway/main.ts) under the Deno pinned in
 * package.json. A Node launcher rather than the `deno` npm bin, because that bin's wrapper
 * neither passes signals on nor waits: `kill <npm pid>` would leave Deno running with the
 * port and the database. Here SIGINT, SIGTERM and SIGHUP reach Deno, whose gateway stops
 * gracefully, and its exit code is npm's. When npm is killed, its shell goes with it
 * but this launcher would live on: it notices it has lost its parent and stops Deno too.
 * The launcher owns the public port: its front door (front-door/front-door.ts, Node's HTTP
 * server, for the request-head and keep-alive timeouts Deno.serve lacks) relays every request
 * to Deno on a unix socket, and keeps relaying while Deno drains, until Deno exits.
 * It builds the web app the gateway serves at `/` when `web/` changed since the last build.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { constants } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { ensureWebBuild } from './web-app/build-web-app.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const windows = process.platform === 'win32';
const binary = join(root, 'node_modules', 'deno', windows ? 'deno.exe' : 'deno');

if (!existsSync(binary)) {
  console.error(`Deno is missing (${binary}); run npm install (deno is a devDependency).`);
  process.exit(2);
}

/** How long the responses still being relayed when Deno exits may take to reach their clients. */
const relayGraceMs = 5_000;

// The front door first: a bad setting or a busy port fails at once. Deno.serve cannot listen
// on a Windows named pipe, so there the gateway listens on the public port itself.
/** @type {typeof import('./front-door/open-gateway-front-door.ts')} */
const frontDoorModule = await tsImport('./front-door/open-gateway-front-door.ts', import.meta.url);
/** @type {import('./front-door/open-gateway-front-door.ts').GatewayFrontDoor | null} */
let frontDoor = null;
if (!windows) {
  try {
    frontDoor = await frontDoorModule.openGatewayFrontDoor(root, process.env);
  } catch (error) {
    console.error(`Parley gateway could not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

// The web app the gateway serves at `/`, built here under Node (Vite) when web/ changed. A
// failed build does not stop the gateway: its pages say the app failed to build.
const webBuildError = await ensureWebBuild(join(root, 'web'), { log: (line) => console.log(line) });
if (webBuildError !== null) {
  console.error(`The web app failed to build; the gateway starts without it.\n${webBuildError}`);
}

const child = spawn(
  binary,
  [
    'run',
    '-A',
    '--node-modules-dir=manual',
    '--no-lock',
    '--config',
    join(root, 'deno.json'),
    join(root, 'local', 'gateway', 'main.ts'),
    ...process.argv.slice(2),
  ],
  {
    cwd: root,
    stdio: 'inherit',
    env: {
      DENO_NO_UPDATE_CHECK: '1',
      ...process.env,
      PARLEY_WEB_BUILD_ERROR: webBuildError ?? undefined,
      ...frontDoor?.gatewayEnvironment,
    },
  },
);

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
  // Ctrl-C reaches Deno from the terminal too; the gateway ignores a repeated signal.
  process.on(signal, () => {
    // The front door keeps relaying: Deno answers new requests 503 while its turns finish.
    frontDoor?.startStopping();
    child.kill(signal);
  });
}
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) child.kill('SIGTERM');
}, 500).unref();
child.on('error', (error) => {
  console.error(`Could not run Deno: ${error.message}`);
  process.exit(1);
});
child.on('exit', async (code, signal) => {
  // Deno ends by a signal only when something outside killed it (the gateway handles the
  // signals it is sent and exits with a code): say so, rather than end without a word.
  if (signal !== null) console.error(`The gateway (Deno, pid ${child.pid}) was killed by ${signal}; stopping.`);
  await frontDoor?.close(relayGraceMs);
  process.exit(code ?? (signal === null ? 1 : 128 + (constants.signals[signal] ?? 0)));
});
