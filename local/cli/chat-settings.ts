import { apiKeysFor, localJwtSecret, signDemoUserToken } from '../gateway/local-keys.ts';
import type { ChatOptions } from './parse-chat-arguments.ts';

/** Where the CLI talks to when neither `--url` nor `SUPABASE_URL` says otherwise. */
export const defaultGatewayUrl = 'http://127.0.0.1:54321';

/** Who the CLI is and where it talks to. */
export interface ChatSettings {
  /** The project or gateway URL, without a trailing slash. */
  readonly url: string;
  readonly anonKey: string;
  /** The user's access token, sent as `Authorization: Bearer`. */
  readonly userToken: string;
  /** Whom the token speaks for, for the prompt's banner. */
  readonly identity: string;
}

type Environment = Readonly<Record<string, string | undefined>>;

function setting(environment: Environment, name: string): string | null {
  const value = environment[name]?.trim();
  return value === undefined || value.length === 0 ? null : value;
}

/**
 * The URL and credentials of a session: `--url`, else `SUPABASE_URL`, else the local
 * gateway; `--token`, else `PARLEY_USER_TOKEN`, else a token for the seeded demo user
 * signed with `SUPABASE_JWT_SECRET` (default: the Supabase CLI's well-known local
 * secret, as the gateway); the anon key from `SUPABASE_ANON_KEY`, else the one the
 * gateway derives from the same secret (the well-known local key for the local secret).
 */
export async function resolveChatSettings(options: ChatOptions, environment: Environment): Promise<ChatSettings> {
  const url = (options.url ?? setting(environment, 'SUPABASE_URL') ?? defaultGatewayUrl).replace(/\/+$/, '');
  const secret = setting(environment, 'SUPABASE_JWT_SECRET') ?? localJwtSecret;
  const anonKey = setting(environment, 'SUPABASE_ANON_KEY') ?? (await apiKeysFor(secret)).anonKey;
  if (options.token !== null) return { url, anonKey, userToken: options.token, identity: 'the user of --token' };
  const fromEnvironment = setting(environment, 'PARLEY_USER_TOKEN');
  if (fromEnvironment !== null) return { url, anonKey, userToken: fromEnvironment, identity: 'the user of PARLEY_USER_TOKEN' };
  return { url, anonKey, userToken: await signDemoUserToken(secret), identity: 'the demo user (demo@parley.local)' };
}
