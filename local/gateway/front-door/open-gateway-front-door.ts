/**
 * What `npm start`'s launcher opens before it starts Deno: the front door on the public port
 * (`PORT`, read from the env files and the real environment as the gateway reads them), with
 * the gateway's unix socket in a new folder of the user's own (0700).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { envFilePaths, type Environment, mergeEnvironment, readEnvFiles } from '../gateway-environment.ts';
import { type FrontDoor, openFrontDoor } from './front-door.ts';
import { frontDoorSettingsOf } from './front-door-settings.ts';
import { frontDoorVariable, frontDoorVariableValue } from './front-door-upstream.ts';

/** The front door, and what the gateway's process needs to stand behind it. */
export interface GatewayFrontDoor extends FrontDoor {
  /** To add to the gateway's environment. */
  readonly gatewayEnvironment: Readonly<Record<string, string>>;
}

/** Opens the front door; throws a one-line reason (a bad setting, a busy port). */
export async function openGatewayFrontDoor(root: string, real: Environment): Promise<GatewayFrontDoor> {
  const settings = frontDoorSettingsOf(mergeEnvironment(real, await readEnvFiles(envFilePaths(real, root))));
  const directory = await mkdtemp(join(tmpdir(), 'parley-gateway-'));
  const socketPath = join(directory, 'gateway.sock');
  let frontDoor: FrontDoor;
  try {
    frontDoor = await openFrontDoor({ port: settings.port, headersTimeoutMs: settings.headersTimeoutMs, socketPath });
  } catch (error) {
    await rm(directory, { recursive: true, force: true });
    throw error;
  }
  return {
    port: frontDoor.port,
    gatewayEnvironment: {
      [frontDoorVariable]: frontDoorVariableValue({ socketPath, publicPort: frontDoor.port }),
    },
    startStopping: () => frontDoor.startStopping(),
    close: (graceMs) => frontDoor.close(graceMs).finally(() => rm(directory, { recursive: true, force: true })),
  };
}
