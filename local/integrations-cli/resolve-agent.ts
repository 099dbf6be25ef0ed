import { z } from 'zod';
import { networkReason } from '../cli/chat-failure.ts';
import type { ChatSettings } from '../cli/chat-settings.ts';
import { demoAgentId } from '../gateway/local-keys.ts';
import { describeIntegrationsFailure } from './integrations-failure.ts';

/** The agent whose integrations a command manages, and what named it; or why there is none. */
export type AgentChoice =
  | { readonly ok: true; readonly agentId: string; readonly source: 'flag' | 'environment' | 'demo' | 'default' }
  | { readonly ok: false; readonly message: string };

/** What {@link resolveAgent} needs. */
export interface ResolveAgentInput {
  /** `--agent`. */
  readonly flag: string | null;
  readonly environment: Readonly<Record<string, string | undefined>>;
  readonly settings: ChatSettings;
  readonly fetch: typeof fetch;
  readonly signal?: AbortSignal;
}

const defaultAgentRowsSchema = z.array(z.object({ id: z.guid() }));

/**
 * `--agent`, else `PARLEY_AGENT_ID`, else the seeded demo agent for the demo user's token,
 * else the user's default agent as Supabase's REST API reports it (row-level security
 * shows a user only their own agents). The local gateway has no REST API: there a user
 * other than the demo user passes `--agent`.
 */
export async function resolveAgent(input: ResolveAgentInput): Promise<AgentChoice> {
  if (input.flag !== null) return { ok: true, agentId: input.flag, source: 'flag' };
  const fromEnvironment = input.environment.PARLEY_AGENT_ID?.trim();
  if (fromEnvironment !== undefined && fromEnvironment !== '') {
    return z.guid().safeParse(fromEnvironment).success
      ? { ok: true, agentId: fromEnvironment.toLowerCase(), source: 'environment' }
      : { ok: false, message: `PARLEY_AGENT_ID is not a UUID: "${fromEnvironment}".` };
  }
  if (input.settings.isDemoUser) return { ok: true, agentId: demoAgentId, source: 'demo' };

  const { url, anonKey, userToken } = input.settings;
  const lookup = `${url}/rest/v1/agents?select=id&is_default=eq.true&limit=1`;
  const cannotLookUp = (why: string): AgentChoice => ({
    ok: false,
    message:
      `Pass --agent <uuid> (or set PARLEY_AGENT_ID): your default agent could not be looked up at ${url} (${why}).`,
  });
  let response: Response;
  try {
    response = await input.fetch(lookup, {
      headers: { apikey: anonKey, authorization: `Bearer ${userToken}`, accept: 'application/json' },
      signal: input.signal,
    });
  } catch (error) {
    if (input.signal?.aborted === true) return { ok: false, message: 'Cancelled.' };
    return {
      ok: false,
      message: describeIntegrationsFailure({ kind: 'unreachable', url, reason: networkReason(error) }, {
        url,
        agentId: '',
        doing: 'Looking up your default agent',
      }),
    };
  }
  if (response.status === 404) {
    await response.body?.cancel().catch(() => {});
    return cannotLookUp('it has no REST API: the local gateway serves functions only');
  }
  if (response.status === 401) {
    await response.body?.cancel().catch(() => {});
    return {
      ok: false,
      message:
        `The REST API at ${url} refused the token (401) while looking up your default agent: pass --token or set PARLEY_USER_TOKEN.`,
    };
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => {});
    return cannotLookUp(`the REST API answered ${response.status}`);
  }
  const rows = defaultAgentRowsSchema.safeParse(await response.json().catch(() => null));
  if (!rows.success) return cannotLookUp('the REST API answered with something other than agent rows');
  const [row] = rows.data;
  if (row === undefined) {
    return {
      ok: false,
      message:
        'You have no default agent yet: send a first message with npm run chat (it creates one), or pass --agent <uuid>.',
    };
  }
  return { ok: true, agentId: row.id.toLowerCase(), source: 'default' };
}
