import type { SupabaseClientOptions } from '@supabase/supabase-js';
import { chatReplySchema } from '../../shared/protocol/index.ts';
import { networkReason } from './chat-failure.ts';
import {
  type ChatConnection,
  chatRequestBody,
  type ChatTurnOutcome,
  type ChatTurnRequest,
  failureOfResponse,
} from './chat-request.ts';

/** What {@link invokeChatTurn} needs besides the request. */
export interface InvokeChatTurnOptions {
  readonly fetch: typeof fetch;
  readonly signal?: AbortSignal;
  /** Called with the JSON body of a successful answer, as it came (for `--json`). */
  readonly onBody?: (body: unknown) => void;
}

/** Node 20 has no WebSocket, and supabase-js builds its Realtime client eagerly; the CLI
 * never opens a channel, so this transport is never constructed. */
class RealtimeNotUsed {
  constructor() {
    throw new Error('The chat CLI does not use Supabase Realtime.');
  }
}

type RealtimeTransport = NonNullable<NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']>;

/**
 * Sends one turn the way the web app does without streaming:
 * `supabase.functions.invoke('chat', { body, headers: { Authorization } })`, and reads
 * the JSON reply. supabase-js is loaded on first use (it warns on Node 20 when loaded).
 */
export async function invokeChatTurn(
  connection: ChatConnection,
  request: ChatTurnRequest,
  options: InvokeChatTurnOptions,
): Promise<ChatTurnOutcome> {
  const { createClient, FunctionsFetchError, FunctionsHttpError, FunctionsRelayError } = await import(
    '@supabase/supabase-js'
  );
  const supabase = createClient(connection.url, connection.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: options.fetch },
    realtime: { transport: RealtimeNotUsed as unknown as RealtimeTransport },
  });
  const { data, error } = await supabase.functions.invoke<unknown>('chat', {
    body: chatRequestBody(request),
    headers: { Authorization: `Bearer ${connection.userToken}` },
    signal: options.signal,
  });
  if (error !== null) {
    if (options.signal?.aborted === true) return { ok: false, failure: { kind: 'cancelled' } };
    if (error instanceof FunctionsFetchError) {
      return { ok: false, failure: { kind: 'unreachable', url: connection.url, reason: networkReason(error.context) } };
    }
    if (
      (error instanceof FunctionsHttpError || error instanceof FunctionsRelayError) && error.context instanceof Response
    ) {
      return { ok: false, failure: await failureOfResponse(error.context) };
    }
    return {
      ok: false,
      failure: { kind: 'unexpected', message: error instanceof Error ? error.message : String(error) },
    };
  }
  options.onBody?.(data);
  const reply = chatReplySchema.safeParse(data);
  return reply.success
    ? { ok: true, reply: reply.data }
    : { ok: false, failure: { kind: 'unexpected', message: 'The chat function answered without a reply' } };
}
