import { parseArgs } from 'node:util';
import { z } from 'zod';
import { type ApiKeyProvider, apiKeyProviders } from './integration-status.ts';
import { type McpCredentialAction, parseMcpAction } from './parse-mcp-action.ts';
import { UsageMistake } from './usage-mistake.ts';

/** What `npm run integrations -- --help` prints, and what follows a mistake. */
export const integrationsUsage = `Usage: npm run integrations -- <command> [options]

Commands:
  list                           every integration of the agent and its status
  set <serper|brave|serpapi> <key>
                                 store an API key (encrypted); "-" reads the key from stdin
  remove <serper|brave|serpapi>  delete a stored API key
  connect gmail                  print Google's consent URL; the browser comes back here and
                                 the command finishes the connection
  disconnect gmail               revoke the Gmail connection at Google and delete it
  mcp set <server> --credential <name>
                                 store the secret an MCP server's headers use (encrypted),
                                 read from stdin, or typed at a hidden prompt on a terminal
  mcp remove <server> --credential <name>
                                 delete a stored MCP server secret

Options:
  --agent <uuid>      the agent (default PARLEY_AGENT_ID, else the user's default agent)
  --verify            set: try the key with one cheap provider call before storing it
  --credential <name> mcp: the credential name the server's headers reference
  --return-to <url>   connect: send the browser to this web app page instead, which finishes
                      the connection signed in as the same user (Parley's app: /integrations);
                      the command waits until Gmail shows up (default: back to this command)
  --url <url>         the gateway or Supabase project (default SUPABASE_URL, else the running
                      gateway of .parley/gateway.json, else http://127.0.0.1:54321)
  --token <jwt>       the user's access token (default PARLEY_USER_TOKEN, else the demo user's)
  --json              print the function's answers as JSON
  --help              show this help`;

/** One thing to do. */
export type IntegrationsAction =
  | { readonly kind: 'list' }
  | {
    readonly kind: 'set';
    readonly provider: ApiKeyProvider; /** `-`: read it from stdin. */
    readonly apiKey: string;
    readonly verify: boolean;
  }
  | { readonly kind: 'remove'; readonly provider: ApiKeyProvider }
  | { readonly kind: 'connect-gmail'; readonly returnTo: string | null }
  | { readonly kind: 'disconnect-gmail' }
  | McpCredentialAction;

/** The flags every command shares. */
export interface IntegrationsOptions {
  readonly url: string | null;
  readonly token: string | null;
  readonly agentId: string | null;
  readonly json: boolean;
}

/** The command line, understood: an action, help, or a mistake. */
export type IntegrationsArguments =
  | { readonly kind: 'run'; readonly action: IntegrationsAction; readonly options: IntegrationsOptions }
  | { readonly kind: 'help' }
  | { readonly kind: 'invalid'; readonly message: string };

const flags = {
  agent: { type: 'string' },
  verify: { type: 'boolean' },
  credential: { type: 'string' },
  'return-to': { type: 'string' },
  url: { type: 'string' },
  token: { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

function httpUrl(flag: string, value: string | undefined): string | null {
  if (value === undefined) return null;
  const parsed = URL.canParse(value) ? new URL(value) : null;
  if (parsed === null || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) {
    throw new UsageMistake(`${flag} wants an http(s) URL; got "${value}".`);
  }
  return value;
}

function provider(word: string | undefined, command: string): ApiKeyProvider {
  const found = apiKeyProviders.find((name) => name === word?.toLowerCase());
  if (found === undefined) {
    throw new UsageMistake(
      word === undefined
        ? `${command} wants a provider: ${apiKeyProviders.join(', ')}.`
        : `${command} works with ${apiKeyProviders.join(', ')}; got "${word}".`,
    );
  }
  return found;
}

function gmailOnly(word: string | undefined, command: string): void {
  if (word?.toLowerCase() !== 'gmail') {
    throw new UsageMistake(
      `${command} works with gmail only${
        word === undefined ? '' : `; got "${word}"`
      }. API keys are stored with set and deleted with remove.`,
    );
  }
}

/** The words are not echoed: one of them may be a key. */
function expectCount(words: readonly string[], count: number, command: string): void {
  if (words.length > count) {
    throw new UsageMistake(
      `${command} takes ${count - 1} argument${count === 2 ? '' : 's'}, not ${
        words.length - 1
      } (quote a key that has spaces).`,
    );
  }
}

function actionOf(
  words: readonly string[],
  values: { verify?: boolean; 'return-to'?: string; credential?: string },
): IntegrationsAction {
  const [command, first, second] = words;
  if (values.verify === true && command !== 'set') throw new UsageMistake('--verify goes with set.');
  if (values.credential !== undefined && command !== 'mcp') {
    throw new UsageMistake('--credential goes with mcp set and mcp remove.');
  }
  if (values['return-to'] !== undefined && command !== 'connect') {
    throw new UsageMistake('--return-to goes with connect gmail.');
  }
  switch (command) {
    case 'list':
      expectCount(words, 1, 'list');
      return { kind: 'list' };
    case 'set': {
      const name = provider(first, 'set');
      if (second === undefined || second.trim() === '') {
        throw new UsageMistake(
          `set ${name} wants the key: npm run integrations -- set ${name} <key> (or "-" to read it from stdin).`,
        );
      }
      expectCount(words, 3, 'set');
      return { kind: 'set', provider: name, apiKey: second.trim(), verify: values.verify === true };
    }
    case 'remove':
      expectCount(words, 2, 'remove');
      return { kind: 'remove', provider: provider(first, 'remove') };
    case 'connect':
      gmailOnly(first, 'connect');
      expectCount(words, 2, 'connect');
      return { kind: 'connect-gmail', returnTo: httpUrl('--return-to', values['return-to']) };
    case 'disconnect':
      gmailOnly(first, 'disconnect');
      expectCount(words, 2, 'disconnect');
      return { kind: 'disconnect-gmail' };
    case 'mcp':
      return parseMcpAction(words, values.credential);
    case undefined:
      throw new UsageMistake('Which command? list, set, remove, connect, disconnect or mcp.');
    default:
      throw new UsageMistake(`Unknown command "${command}": list, set, remove, connect, disconnect or mcp.`);
  }
}

function sentence(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.endsWith('.') ? message : `${message}.`;
}

/** Reads the command line of `npm run integrations`. */
export function parseIntegrationsArguments(argv: readonly string[]): IntegrationsArguments {
  try {
    const { values, positionals } = parseArgs({
      args: [...argv],
      options: flags,
      allowPositionals: true,
      strict: true,
    });
    if (values.help === true) return { kind: 'help' };
    const agent = values.agent;
    if (agent !== undefined && !z.guid().safeParse(agent).success) {
      throw new UsageMistake(`--agent wants a UUID; got "${agent}".`);
    }
    const token = values.token?.trim();
    if (token === '') throw new UsageMistake('--token wants a JWT; got an empty value.');
    const options: IntegrationsOptions = {
      url: httpUrl('--url', values.url),
      token: token ?? null,
      agentId: agent?.toLowerCase() ?? null,
      json: values.json === true,
    };
    return { kind: 'run', action: actionOf(positionals, values), options };
  } catch (error) {
    return { kind: 'invalid', message: sentence(error) };
  }
}
