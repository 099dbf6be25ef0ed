/**
 * `npm start`: the local gateway. Serves every function of `supabase/functions/` at
 * `http://127.0.0.1:54321/functions/v1/<name>` under Deno, the runtime Supabase runs
 * them on, with the embedded database (or `DATABASE_URL`) and the local Supabase keys.
 * Run it as `deno run -A --node-modules-dir=manual --config deno.json local/gateway/main.ts`.
 */
import { readFile, rm } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createJwtVerifier } from '../../shared/http/jwt-verifier.ts';
import { requestIdOf } from '../../shared/http/request-id.ts';
import { createJsonLogger } from '../../shared/log/logger.ts';
import { guardRequestTarget } from './request-target-guard.ts';
import { gatewayFilePath } from '../gateway-discovery.ts';
import { appUrlsFromConfig, localAuthOrigins } from './app-urls.ts';
import { demoUserPassword } from './auth/demo-user-password.ts';
import { openLocalAuth } from './auth/open-local-auth.ts';
import { formatBanner } from './banner.ts';
import type { ServeHost } from './capture-handler.ts';
import { createSecretMatcher } from '../../shared/http/secret-comparison.ts';
import { readOrCreateCredentialsKey } from './credentials-key-file.ts';
import { type DenoHost, denoHost, type DenoServer } from './deno-host.ts';
import { readFunctionSettings } from './function-settings.ts';
import { openGatewayDatabase } from './gateway-database.ts';
import { startGatewayMaintenance } from './gateway-maintenance.ts';
import { removeGatewayFile, writeGatewayFile } from './gateway-file.ts';
import {
  acceptedServiceKeysOf,
  changedVariables,
  envFilePaths,
  gatewayApiKeysOf,
  mergeEnvironment,
  portOf,
  readEnvFiles,
  withLocalDefaults,
} from './gateway-environment.ts';
import { createDrainGate, gatewayInternalCalls } from './drain-gate.ts';
import { createGatewayHandler } from './gateway-handler.ts';
import { shutDownGracefully } from './graceful-shutdown.ts';
import { type FrontDoorUpstream, frontDoorUpstreamOf } from './front-door/front-door-upstream.ts';
import { discoverFunctions, loadFunctions } from './load-functions.ts';
import { createLocalEdgeRuntime } from './local-edge-runtime.ts';
import { combineLocalRoutes } from './local-routes.ts';
import { demoUser, signDemoUserToken } from './local-keys.ts';
import { summarizeModel } from './model-summary.ts';
import { gatewayStarting } from './relay-responses.ts';
import { noOrigin, withOwnAnswerOrigin } from './own-answer-origin.ts';
import { prepareDemoIntegrations } from './sandbox/demo-user-integrations-at-start.ts';
import { openGatewaySandbox } from './sandbox/open-sandbox.ts';
import { createWebAppRoutes } from './web-app/web-app-routes.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const logger = createJsonLogger({ base: { source: 'gateway' } });
const generateId = (): string => crypto.randomUUID();

type Handler = (request: Request, info: unknown) => Promise<Response>;

function shown(path: string): string {
  const relativePath = relative(root, path);
  return relativePath.startsWith('..') || isAbsolute(relativePath) ? path : relativePath;
}

/** The listener, and the port clients reach the gateway on. */
interface Listening {
  readonly server: DenoServer;
  readonly port: number;
}

/** Listens on `PORT`, or, under `npm start`, on the socket behind the launcher's front door. */
function listen(
  deno: DenoHost,
  frontDoor: FrontDoorUpstream | null,
  environment: Record<string, string>,
  handle: () => Handler,
): Listening {
  const serve = guardRequestTarget(
    (request, info) => handle()(request, info),
    (error) => logger.error('gateway-failed', { message: error instanceof Error ? error.message : String(error) }),
  );
  if (frontDoor !== null) {
    const server = deno.serve({ path: frontDoor.socketPath, onListen: () => {} }, serve);
    return { server, port: frontDoor.publicPort };
  }
  const port = portOf(environment);
  try {
    const server = deno.serve({ hostname: '127.0.0.1', port, onListen: () => {} }, serve);
    return { server, port: server.addr.port };
  } catch (error) {
    if (error instanceof deno.errors.AddrInUse) {
      throw new Error(
        `Port ${port} is in use (is \`supabase start\` or another gateway running?). Set PORT to use another one.`,
      );
    }
    throw error;
  }
}

async function readConfig(path: string): Promise<string> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ENOENT') return '';
    throw error;
  }
}

async function start(deno: DenoHost): Promise<void> {
  const real = deno.env.toObject();
  const envFiles = await readEnvFiles(envFilePaths(real, root));
  const merged = mergeEnvironment(real, envFiles);
  // Until the functions' CORS origins are known, no page may read the "starting" answer.
  let handler: Handler = (request) =>
    Promise.resolve(withOwnAnswerOrigin(gatewayStarting(requestIdOf(request, generateId)), null, noOrigin));
  let isServiceKey = createSecretMatcher([]);
  // On shutdown the listener stays open for the calls of turns in flight; new requests get 503.
  const drainGate = createDrainGate({ generateId, isInternalCall: gatewayInternalCalls(() => isServiceKey) });
  const gatedHandler = drainGate.wrap((request, info) => handler(request, info));
  // Listen first: a busy port fails fast, and PORT=0 learns its port before SUPABASE_URL is set.
  // The launcher's variable counts in the real environment only, never in an env file.
  const frontDoor = frontDoorUpstreamOf(real);
  const { server, port } = listen(deno, frontDoor, merged, () => gatedHandler);
  const baseUrl = `http://127.0.0.1:${port}`;

  const supabaseDirectory = join(root, 'supabase');
  const configText = await readConfig(join(supabaseDirectory, 'config.toml'));
  const keyFile = resolve(root, merged.PARLEY_CREDENTIALS_KEY_FILE?.trim() || join('.parley', 'credentials.key'));
  let keySource = 'from PARLEY_CREDENTIALS_KEY';
  const { environment } = await withLocalDefaults(merged, {
    port,
    appUrls: appUrlsFromConfig(configText),
    credentialsKey: async () => {
      const file = await readOrCreateCredentialsKey(keyFile);
      keySource = `${shown(keyFile)}${file.created ? ' (created now; local use only)' : ' (local use only)'}`;
      return file.key;
    },
  });
  // The functions read Deno.env once, when imported: everything is in place before that.
  for (const [name, value] of Object.entries(changedVariables(real, environment))) deno.env.set(name, value);
  const edgeRuntime = createLocalEdgeRuntime({
    onRejected: (error) =>
      logger.error('wait-until-rejected', { message: error instanceof Error ? error.message : String(error) }),
  });
  Reflect.set(globalThis, 'EdgeRuntime', edgeRuntime);
  // The sandbox providers and the outbox (unless PARLEY_SANDBOX=off); their hook too must be in place before the functions load.
  const sandbox = await openGatewaySandbox(environment, { root, baseUrl, host: globalThis });
  // A second gateway (or `npm run analytics`) on the same PGlite directory is refused at once, naming this one.
  const database = await openGatewayDatabase(environment, globalThis, { name: 'The gateway', url: baseUrl });
  // Partitions, rollups and retention: at start and hourly (pg_cron's job on Supabase); failures are logged.
  const maintenance = startGatewayMaintenance({
    environment,
    sql: database.sql,
    logger,
    timer: {
      setInterval: (callback, milliseconds) => setInterval(callback, milliseconds),
      clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
    },
  });
  const integrations = await prepareDemoIntegrations({
    environment,
    host: globalThis,
    sandbox,
    userId: demoUser.id,
    hasDemoUser: database.hasDemoUser,
    now: () => new Date(),
  });
  // The pages the functions' CORS allows; they may also read the local Auth's and the gateway's own answers.
  const allowedOrigins = localAuthOrigins(baseUrl, configText, environment);
  // Sign-in for the web app: supabase-js's auth calls answered as Supabase Auth answers them (docs/local-auth.md).
  const localAuth = await openLocalAuth({
    sql: database.sql,
    jwtSecret: environment.SUPABASE_JWT_SECRET as string,
    baseUrl,
    configText,
    logger,
    apiKeys: gatewayApiKeysOf(environment),
    allowedOrigins,
  });

  const settings = readFunctionSettings(configText);
  const functions = await loadFunctions(
    await discoverFunctions(join(supabaseDirectory, 'functions')),
    settings,
    deno as unknown as ServeHost,
  );
  const verifyJwt = createJwtVerifier({
    secret: environment.SUPABASE_JWT_SECRET,
    jwks: environment.SUPABASE_JWKS,
    audience: environment.PARLEY_JWT_AUDIENCE,
  });
  // The web app at `/` (built by `npm start`; PARLEY_WEB_BUILD_ERROR is its launcher's report of a failed build).
  const webApp = createWebAppRoutes({
    distDirectory: join(root, 'web', 'dist'),
    baseUrl,
    anonKey: environment.SUPABASE_ANON_KEY as string,
    demo: localAuth.demoSignIn === 'ready' ? { email: demoUser.email, password: demoUserPassword } : null,
    buildError: environment.PARLEY_WEB_BUILD_ERROR?.trim() || null,
  });
  isServiceKey = createSecretMatcher(acceptedServiceKeysOf(environment));
  handler = createGatewayHandler({
    functions,
    verifyJwt,
    logger,
    generateId,
    now: () => performance.now(),
    localRoutes: combineLocalRoutes([localAuth.routes, sandbox?.routes, webApp]),
    allowedOrigins,
  });

  const warnings: string[] = [];
  for (const entry of functions) {
    if ('bootError' in entry) {
      logger.error('function-boot-failed', { function: entry.name, message: entry.bootError });
    }
  }
  for (const file of envFiles) {
    if (file.invalidLines.length > 0) {
      warnings.push(`${shown(file.path)}: line(s) ${file.invalidLines.join(', ')} are not KEY=VALUE and were ignored.`);
    }
  }
  if (integrations.warning !== null) warnings.push(integrations.warning);
  if (localAuth.warning !== null) warnings.push(localAuth.warning);
  if (!database.hasDemoUser) {
    warnings.push(
      'The demo user is not in this database, so the curl above is refused: apply supabase/seed.sql (supabase db reset does).',
    );
  }
  const secret = environment.SUPABASE_JWT_SECRET as string;
  console.log(formatBanner({
    baseUrl,
    functions: functions.map((entry) => ({
      name: entry.name,
      verifyJwt: entry.verifyJwt,
      ...('bootError' in entry ? { bootError: entry.bootError } : {}),
    })),
    database: database.description,
    model: summarizeModel(environment),
    envFiles: envFiles.map((file) => shown(file.path)),
    credentialsKey: keySource,
    anonKey: environment.SUPABASE_ANON_KEY as string,
    demoUserToken: await signDemoUserToken(secret),
    demoUserEmail: demoUser.email,
    ...(localAuth.demoSignIn === 'ready' ? { demoSignIn: { password: demoUserPassword, appUrl: `${baseUrl}/` } } : {}),
    integrations: integrations.line,
    warnings,
  }));
  console.log(
    `Parley gateway listening on ${baseUrl} (Deno ${deno.version.deno}, ready in ${
      (performance.now() / 1000).toFixed(1)
    } s). Ctrl-C stops it.`,
  );
  // `npm run chat`, `integrations` and `outbox` find this gateway (its port, its anon key) here.
  const gatewayFile = gatewayFilePath(root, environment);
  await writeGatewayFile(gatewayFile, {
    url: baseUrl,
    port,
    pid: deno.pid,
    startedAt: new Date().toISOString(),
    anonKey: environment.SUPABASE_ANON_KEY as string,
  }).catch((error: unknown) =>
    logger.warn('gateway-file-unwritten', {
      path: shown(gatewayFile),
      message: error instanceof Error ? error.message : String(error),
    })
  );

  const launcher = deno.ppid;
  let stopping = false;
  const stop = (signal: string): void => {
    // A repeated signal (the terminal and `npm start` both send one) changes nothing.
    if (stopping) return;
    stopping = true;
    // At once, before anything is awaited: a request that comes after this line is refused.
    drainGate.startDraining();
    console.log(`${signal}: stopping. Finishing requests in flight and the outcome log…`);
    void removeGatewayFile(gatewayFile, deno.pid).then(() =>
      shutDownGracefully({
        drain: drainGate,
        stopServer: () => server.shutdown(),
        edgeRuntime,
        closeDatabase: () => maintenance.stop().then(() => database.close()),
        // The functions run in this process: they hear it as a worker of the edge runtime would.
        announceShutdown: () => globalThis.dispatchEvent(new Event('beforeunload')),
        logger,
      })
    ).then(async () => {
      // The launcher removes the socket's folder when it closes the front door; a launcher
      // killed outright cannot, so the gateway it left behind does.
      if (frontDoor !== null && deno.ppid !== launcher) {
        await rm(dirname(frontDoor.socketPath), { recursive: true, force: true }).catch(() => {});
      }
      console.log('Parley gateway stopped.');
      deno.exit(0);
    });
  };
  deno.addSignalListener('SIGINT', () => stop('SIGINT'));
  deno.addSignalListener('SIGTERM', () => stop('SIGTERM'));
  if (frontDoor !== null) {
    // Behind the front door, nobody reaches this gateway once its launcher is gone (killed
    // outright): it stops rather than hold the database for no one.
    setInterval(() => {
      if (deno.ppid !== launcher) stop('The launcher (npm start) is gone');
    }, 500);
  }
}

const deno = denoHost();
try {
  await start(deno);
} catch (error) {
  console.error(`Parley gateway could not start: ${error instanceof Error ? error.message : String(error)}`);
  deno.exit(1);
}
