import { terminalValue } from '../terminal/terminal-text.ts';
import type { z } from 'zod';
import { networkReason } from '../cli/chat-failure.ts';
import {
  type ApiKeyProvider,
  gmailCompleteAnswerSchema,
  gmailConnectAnswerSchema,
  gmailDisconnectAnswerSchema,
  type GmailDisconnection,
  integrationAnswerSchema,
  type IntegrationList,
  integrationListSchema,
  type IntegrationStatus,
} from './integration-status.ts';
import { failureOfResponse, type IntegrationsFailure } from './integrations-failure.ts';

/** Where the integrations function is and who is calling it. */
export interface IntegrationsConnection {
  /** The project or gateway URL, without a trailing slash. */
  readonly url: string;
  readonly anonKey: string;
  readonly userToken: string;
}

/** A request's answer, or why there is none. */
export type IntegrationsResult<Value> = { readonly ok: true; readonly value: Value } | {
  readonly ok: false;
  readonly failure: IntegrationsFailure;
};

/** The routes of the integrations function (see its HTTP contract). */
export interface IntegrationsClient {
  list(agentId: string): Promise<IntegrationsResult<IntegrationList>>;
  setKey(
    provider: ApiKeyProvider,
    input: { readonly agentId: string; readonly apiKey: string; readonly verify: boolean },
  ): Promise<IntegrationsResult<IntegrationStatus>>;
  removeKey(provider: ApiKeyProvider, agentId: string): Promise<IntegrationsResult<IntegrationStatus>>;
  connectGmail(agentId: string, returnTo: string): Promise<IntegrationsResult<{ readonly authorizationUrl: string }>>;
  /** Finishes the connection with the completion code the browser brought back; only the
   * user who started it can. */
  completeGmail(code: string): Promise<IntegrationsResult<IntegrationStatus>>;
  disconnectGmail(agentId: string): Promise<IntegrationsResult<GmailDisconnection>>;
  /** Stores the caller's secret for `credential`, a name the headers of MCP server `server` reference. */
  setMcpCredential(
    server: string,
    input: { readonly agentId: string; readonly credential: string; readonly secret: string },
  ): Promise<IntegrationsResult<IntegrationStatus>>;
  removeMcpCredential(
    server: string,
    input: { readonly agentId: string; readonly credential: string },
  ): Promise<IntegrationsResult<IntegrationStatus>>;
}

/** What the client does its requests with. */
export interface IntegrationsClientOptions {
  readonly fetch: typeof fetch;
  readonly signal?: AbortSignal;
}

/** A client of `<url>/functions/v1/integrations`; it never throws, and never puts the key in a
 * failure. Every text in its answers is inert on a terminal (control and bidi characters escaped). */
export function createIntegrationsClient(
  connection: IntegrationsConnection,
  options: IntegrationsClientOptions,
): IntegrationsClient {
  const base = `${connection.url}/functions/v1/integrations`;
  const request = async <Schema extends z.ZodType>(
    method: string,
    path: string,
    schema: Schema,
    body?: unknown,
  ): Promise<IntegrationsResult<z.output<Schema>>> => {
    const url = `${base}${path}`;
    let response: Response;
    try {
      response = await options.fetch(url, {
        method,
        headers: {
          authorization: `Bearer ${connection.userToken}`,
          apikey: connection.anonKey,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: options.signal,
      });
    } catch (error) {
      if (options.signal?.aborted === true) return { ok: false, failure: { kind: 'cancelled' } };
      return { ok: false, failure: { kind: 'unreachable', url: connection.url, reason: networkReason(error) } };
    }
    // What the function answered (accounts, messages, URLs) is printed: it arrives inert (terminal-text.ts).
    if (!response.ok) return { ok: false, failure: terminalValue(await failureOfResponse(response, url)) };
    const parsed = schema.safeParse(await response.json().catch(() => null));
    return parsed.success ? { ok: true, value: terminalValue(parsed.data) } : {
      ok: false,
      failure: {
        kind: 'unexpected',
        message: `${method} ${url} answered ${response.status} with a body that is not the integrations function's`,
      },
    };
  };
  const unwrap = <Value>(
    result: IntegrationsResult<{ integration: Value }>,
  ): IntegrationsResult<Value> => (result.ok ? { ok: true, value: result.value.integration } : result);
  const query = (agentId: string): string => `?agentId=${encodeURIComponent(agentId)}`;
  const mcpPath = (server: string): string => `/mcp:${encodeURIComponent(server)}`;

  return {
    list: (agentId) => request('GET', query(agentId), integrationListSchema),
    setKey: async (provider, input) =>
      unwrap(
        await request('PUT', `/${provider}`, integrationAnswerSchema, {
          agentId: input.agentId,
          apiKey: input.apiKey,
          verify: input.verify,
        }),
      ),
    removeKey: async (provider, agentId) =>
      unwrap(await request('DELETE', `/${provider}${query(agentId)}`, integrationAnswerSchema)),
    connectGmail: (agentId, returnTo) =>
      request('POST', '/gmail/connect', gmailConnectAnswerSchema, { agentId, returnTo }),
    completeGmail: async (code) =>
      unwrap(await request('POST', '/gmail/complete', gmailCompleteAnswerSchema, { code })),
    disconnectGmail: (agentId) => request('POST', '/gmail/disconnect', gmailDisconnectAnswerSchema, { agentId }),
    setMcpCredential: async (server, input) =>
      unwrap(
        await request('PUT', mcpPath(server), integrationAnswerSchema, {
          agentId: input.agentId,
          credential: input.credential,
          secret: input.secret,
        }),
      ),
    removeMcpCredential: async (server, input) =>
      unwrap(
        await request(
          'DELETE',
          `${mcpPath(server)}${query(input.agentId)}&credential=${encodeURIComponent(input.credential)}`,
          integrationAnswerSchema,
        ),
      ),
  };
}
