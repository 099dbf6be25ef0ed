import { parseArgs } from 'node:util';
import { z } from 'zod';
import type { ApprovalAnswering } from './answer-approvals.ts';

/** What `npm run chat -- --help` prints, and what follows a bad flag. */
export const chatUsage = `Usage: npm run chat -- [options] [message]

With a message, sends it and prints the turn; without one, opens a prompt
(/new starts a new conversation, /quit or Ctrl-D leaves).

Options:
  --url <url>             the gateway or Supabase project (default SUPABASE_URL, else the running
                          gateway of .parley/gateway.json, else http://127.0.0.1:54321)
  --token <jwt>           the user's access token (default PARLEY_USER_TOKEN, else a token for the seeded demo user)
  --agent <uuid>          talk to this agent (default: the user's default agent)
  --conversation <uuid>   continue this conversation
  --approve               approve every call that waits for approval, without asking
  --deny                  decline every call that waits for approval, without asking
                          (default: ask "Approve? [y/N]" when stdin is a terminal, else decline)
  --no-stream             one JSON request through supabase-js functions.invoke, no live progress
  --json                  print the raw events as JSON lines
  --help                  show this help`;

/** The options of a chat session. */
export interface ChatOptions {
  readonly url: string | null;
  readonly token: string | null;
  readonly agentId: string | null;
  readonly conversationId: string | null;
  readonly json: boolean;
  readonly stream: boolean;
  /** How calls that wait for the user's approval are answered. */
  readonly approvals: ApprovalAnswering;
}

/** The command line, understood: a message to send (null: interactive), help, or a mistake. */
export type ChatArguments =
  | { readonly kind: 'chat'; readonly message: string | null; readonly options: ChatOptions }
  | { readonly kind: 'help' }
  | { readonly kind: 'invalid'; readonly message: string };

/** A flag with a value it cannot take; becomes the `invalid` result. */
class UsageMistake extends Error {}

function sentence(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.endsWith('.') ? message : `${message}.`;
}

function uuidOption(flag: string, value: string | undefined): string | null {
  if (value === undefined) return null;
  if (!z.guid().safeParse(value).success) throw new UsageMistake(`${flag} wants a UUID; got "${value}".`);
  return value.toLowerCase();
}

function urlOption(value: string | undefined): string | null {
  if (value === undefined) return null;
  const parsed = URL.canParse(value) ? new URL(value) : null;
  if (parsed === null || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) {
    throw new UsageMistake(`--url wants an http(s) URL such as http://127.0.0.1:54321; got "${value}".`);
  }
  return value;
}

function tokenOption(value: string | undefined): string | null {
  if (value === undefined) return null;
  const token = value.trim();
  if (token.length === 0) throw new UsageMistake('--token wants a JWT; got an empty value.');
  return token;
}

const flags = {
  url: { type: 'string' },
  token: { type: 'string' },
  agent: { type: 'string' },
  conversation: { type: 'string' },
  approve: { type: 'boolean' },
  deny: { type: 'boolean' },
  'no-stream': { type: 'boolean' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** Reads the flags of `npm run chat`. The words of the message may come unquoted. */
export function parseChatArguments(argv: readonly string[]): ChatArguments {
  try {
    const { values, positionals } = parseArgs({
      args: [...argv],
      options: flags,
      allowPositionals: true,
      strict: true,
    });
    if (values.help === true) return { kind: 'help' };
    if (values.approve === true && values.deny === true) {
      return { kind: 'invalid', message: 'Pass --approve or --deny, not both.' };
    }
    const options: ChatOptions = {
      url: urlOption(values.url),
      token: tokenOption(values.token),
      agentId: uuidOption('--agent', values.agent),
      conversationId: uuidOption('--conversation', values.conversation),
      json: values.json === true,
      stream: values['no-stream'] !== true,
      approvals: values.approve === true ? 'approve' : values.deny === true ? 'deny' : 'ask',
    };
    const message = positionals.length === 0 ? null : positionals.join(' ').trim();
    if (message === '') return { kind: 'invalid', message: 'The message is empty.' };
    return { kind: 'chat', message, options };
  } catch (error) {
    return { kind: 'invalid', message: sentence(error) };
  }
}
