/**
 * How `npm start`'s launcher tells the gateway (Deno) that it stands behind the front door:
 * `PARLEY_GATEWAY_FRONT_DOOR`, set by the launcher alone, names the unix socket the gateway
 * listens on (in a folder only the launcher's user can enter) and the public port clients use.
 * JSON checked with zod, so a hand-set value that is not one fails the start with a reason.
 */
import { z } from 'zod';

/** The variable's name. */
export const frontDoorVariable = 'PARLEY_GATEWAY_FRONT_DOOR';

const frontDoorUpstreamSchema = z.strictObject({
  /** Where the gateway listens; only the front door connects to it. */
  socketPath: z.string().min(1),
  /** The port clients reach the gateway on: its URL, banner and `.parley/gateway.json` name it. */
  publicPort: z.number().int().min(1).max(65_535),
});

/** Where the gateway listens behind the front door, and what clients see. */
export type FrontDoorUpstream = z.output<typeof frontDoorUpstreamSchema>;

/** The variable's value for `upstream`. */
export function frontDoorVariableValue(upstream: FrontDoorUpstream): string {
  return JSON.stringify(upstream);
}

/** The upstream `environment` names; null when the gateway runs without the front door
 * (`npm run gateway`); throws a one-line reason for a value that is not one. */
export function frontDoorUpstreamOf(
  environment: Readonly<Record<string, string | undefined>>,
): FrontDoorUpstream | null {
  const text = environment[frontDoorVariable];
  if (text === undefined || text.trim().length === 0) return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const parsed = frontDoorUpstreamSchema.safeParse(json);
  if (!parsed.success) {
    throw new Error(
      `${frontDoorVariable} is set by npm start's launcher ({"socketPath":…,"publicPort":…}); unset it to run the gateway on PORT.`,
    );
  }
  return parsed.data;
}
