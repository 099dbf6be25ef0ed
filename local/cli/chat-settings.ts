import { defaultGatewayUrl, type GatewayLocation, type GatewayRecord, locateGateway } from '../gateway-discovery.ts';
import { apiKeysFor, localJwtSecret, signDemoUserToken } from '../gateway/local-keys.ts';
import type { ChatOptions } from './parse-chat-arguments.ts';

/** Where the CLI talks to when neither `--url`, `SUPABASE_URL` nor a running gateway says otherwise. */
export { defaultGatewayUrl };

/** Who the CLI is and where it talks to. */
export interface ChatSettings {
  /** The project or gateway URL, without a trailing slash. */
  readonly url: string;
  /** What named the URL: `--url`, `SUPABASE_URL`, the running gateway's file, or the default. */
  readonly urlSource: GatewayLocation['source'];
  readonly anonKey: string;
  /** The user's access token, sent as `Authorization: Bearer`. */
  readonly userToken: string;
  /** Whom the token speaks for, for the prompt's banner. */
  readonly identity: string;
  /** The token is one this CLI signed for the seeded demo user. */
  readonly isDemoUser: boolean;
}

type Environment = Readonly<Record<string, string | undefined>>;

function setting(environment: Environment, name: string): string | null {
  const value = environment[name]?.trim();
  return value === undefined || value.length === 0 ? null : value;
}

/**
 * The URL and credentials of a session: `--url`, else `SUPABASE_URL`, else the running
 * gateway (`.parley/gateway.json`, through `discover`), else the default local URL;
 * `--token`, else `PARLEY_USER_TOKEN`, else a token for the seeded demo user signed with
 * `SUPABASE_JWT_SECRET` (default: the Supabase CLI's well-known local secret, as the
 * gateway); the anon key from `SUPABASE_ANON_KEY`, else the running gateway's, else the
 * one the gateway derives from the same secret (the well-known local key for the local secret).
 */
export async function resolveChatSettings(
  options: Pick<ChatOptions, 'url' | 'token'>,
  environment: Environment,
  discover: () => Promise<GatewayRecord | null> = () => Promise.resolve(null),
): Promise<ChatSettings> {
  const location = await locateGateway({ explicitUrl: options.url, environment, discover });
  const url = location.url;
  const secret = setting(environment, 'SUPABASE_JWT_SECRET') ?? localJwtSecret;
  const anonKey = setting(environment, 'SUPABASE_ANON_KEY') ?? location.anonKey ?? (await apiKeysFor(secret)).anonKey;
  const base = { url, urlSource: location.source, anonKey, isDemoUser: false };
  if (options.token !== null) return { ...base, userToken: options.token, identity: 'the user of --token' };
  const fromEnvironment = setting(environment, 'PARLEY_USER_TOKEN');
  if (fromEnvironment !== null) {
    return { ...base, userToken: fromEnvironment, identity: 'the user of PARLEY_USER_TOKEN' };
  }
  return {
    ...base,
    userToken: await signDemoUserToken(secret),
    identity: 'the demo user (demo@parley.local)',
    isDemoUser: true,
  };
}
