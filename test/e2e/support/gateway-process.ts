import { join } from 'node:path';
import { denoBinary, denoRunArguments, repositoryRoot, testProcessEnvironment } from './deno-command.ts';
import { type SpawnedProcess, spawnProcess } from './spawned-process.ts';

/** A running gateway and what its banner said. */
export interface GatewayProcess extends SpawnedProcess {
  /** `http://127.0.0.1:<port>`. */
  readonly url: string;
  /** The demo user's token, taken from the banner's curl command. */
  readonly demoUserToken: string;
  /** The banner's lines, up to the listening line. */
  readonly banner: string[];
}

/** How to start it: as `npm start` does (the Node launcher) or with `deno run` directly. */
export type GatewayLaunch = 'deno-run' | 'npm-start-launcher';

/**
 * Starts the gateway on a free port with no env files, and waits until it listens.
 * `variables` add to (or replace) the test environment, e.g. `PARLEY_DATA_DIR`.
 */
export async function startGateway(
  variables: Readonly<Record<string, string>>,
  launch: GatewayLaunch = 'deno-run',
): Promise<GatewayProcess> {
  const environment = testProcessEnvironment({ PORT: '0', PARLEY_ENV_FILES: '', ...variables });
  const spawned = launch === 'deno-run'
    ? spawnProcess(denoBinary, denoRunArguments('deno.json', 'local/gateway/main.ts'), {
      cwd: repositoryRoot,
      env: environment,
    })
    : spawnProcess(process.execPath, [join(repositoryRoot, 'local', 'gateway', 'start.mjs')], {
      cwd: repositoryRoot,
      env: environment,
    });
  try {
    const [, url] = await spawned.waitForLine(/listening on (http:\/\/127\.0\.0\.1:\d+)/, 90_000) as unknown as [
      string,
      string,
    ];
    const [, demoUserToken] = await spawned.waitForLine(/Authorization: Bearer (\S+?)'/, 1_000) as unknown as [
      string,
      string,
    ];
    const banner = spawned.lines.slice(0, spawned.lines.findIndex((line) => line.includes('listening on')) + 1);
    return { ...spawned, url, demoUserToken, banner };
  } catch (error) {
    await spawned.stop('SIGKILL');
    throw error;
  }
}
