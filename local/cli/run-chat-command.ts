import { shouldUseColor } from '../analytics/ansi.ts';
import type { GatewayRecord } from '../gateway-discovery.ts';
import type { ChatConnection, ChatTurnOutcome } from './chat-request.ts';
import { type ChatSettings, resolveChatSettings } from './chat-settings.ts';
import { type ChatOptions, chatUsage, parseChatArguments } from './parse-chat-arguments.ts';
import { runChatTurn } from './run-chat-turn.ts';
import { createSpinner, silentSpinner, type Spinner } from './spinner.ts';
import { style } from './terminal-style.ts';

/** The lines a user types at the prompt. */
export interface LineInput {
  /** Each line typed; ends at end of input (Ctrl-D) or after {@link LineInput.close}. */
  readonly lines: AsyncIterable<string>;
  /** Shows the prompt (a no-op when the input is not a terminal). */
  prompt(): void;
  close(): void;
}

/** Everything `npm run chat` touches, passed in so tests can run it whole. */
export interface ChatCommandDependencies {
  readonly environment: Readonly<Record<string, string | undefined>>;
  readonly fetch: typeof fetch;
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  /** Whether stdout is a terminal: colour and the spinner are used only then. */
  readonly isTerminal: boolean;
  readonly clock: () => Date;
  readonly setInterval: (callback: () => void, milliseconds: number) => unknown;
  readonly clearInterval: (handle: unknown) => void;
  /** Opens the prompt; called only without a message. */
  readonly openInput: () => LineInput;
  /** Registers what Ctrl-C does: cancel the running turn, or leave the prompt. */
  readonly onInterrupt: (listener: () => void) => void;
  /** The running local gateway (`.parley/gateway.json`), asked when neither `--url` nor
   * `SUPABASE_URL` is set. Default: none. */
  readonly discoverGateway?: () => Promise<GatewayRecord | null>;
}

const commandsHelp = '/new starts a new conversation, /quit or Ctrl-D leaves, Ctrl-C cancels a turn.';

/** What stays the same across the turns of a session. */
interface Session {
  readonly options: ChatOptions;
  readonly connection: ChatConnection;
  readonly color: boolean;
  readonly spinner: Spinner;
  readonly dependencies: ChatCommandDependencies;
}

async function turn(
  session: Session,
  message: string,
  conversationId: string | null,
  signal: AbortSignal,
): Promise<ChatTurnOutcome> {
  const { dependencies, options } = session;
  return await runChatTurn(
    { message, conversationId, agentId: options.agentId },
    {
      connection: session.connection,
      fetch: dependencies.fetch,
      stdout: dependencies.stdout,
      stderr: dependencies.stderr,
      spinner: session.spinner,
      now: () => dependencies.clock().getTime(),
      color: session.color,
      json: options.json,
      stream: options.stream,
      signal,
    },
  );
}

/** The conversation to go on with after a turn: the reply's, or the one a failed turn created. */
function conversationAfter(outcome: ChatTurnOutcome, previous: string | null): string | null {
  if (outcome.ok) return outcome.reply.conversationId;
  if (outcome.failure.kind === 'refused') return outcome.failure.error.conversationId ?? previous;
  return previous;
}

async function oneShot(session: Session, message: string): Promise<number> {
  const controller = new AbortController();
  session.dependencies.onInterrupt(() => controller.abort());
  const outcome = await turn(session, message, session.options.conversationId, controller.signal);
  if (outcome.ok && !session.options.json) {
    session.dependencies.stdout(
      `${
        style(`Continue with: npm run chat -- --conversation ${outcome.reply.conversationId}`, 'dim', session.color)
      }\n`,
    );
  }
  return outcome.ok ? 0 : 1;
}

async function interactive(session: Session, settings: ChatSettings): Promise<number> {
  const { dependencies, options } = session;
  const input = dependencies.openInput();
  let conversationId = options.conversationId;
  let running: AbortController | null = null;
  let failed = false;
  dependencies.onInterrupt(() => {
    if (running === null) input.close();
    else running.abort();
  });
  if (!options.json) {
    dependencies.stdout(
      `${style(`Chatting with ${settings.url} as ${settings.identity}. ${commandsHelp}`, 'dim', session.color)}\n`,
    );
  }
  input.prompt();
  for await (const typed of input.lines) {
    const line = typed.trim();
    if (line === '/quit' || line === '/exit') break;
    if (line === '/new') {
      conversationId = null;
      if (!options.json) dependencies.stdout(`${style('New conversation.', 'dim', session.color)}\n`);
    } else if (line === '/help') {
      dependencies.stdout(`${commandsHelp}\n`);
    } else if (/^\/[a-z]+$/i.test(line)) {
      dependencies.stderr(`Unknown command ${line}. ${commandsHelp}\n`);
    } else if (line !== '') {
      running = new AbortController();
      const outcome = await turn(session, line, conversationId, running.signal);
      running = null;
      conversationId = conversationAfter(outcome, conversationId);
      if (!outcome.ok && outcome.failure.kind !== 'cancelled') failed = true;
    }
    input.prompt();
  }
  input.close();
  return failed ? 1 : 0;
}

/**
 * Runs `npm run chat` with `argv` (the flags after the script name) and returns the exit
 * code: 0; 1 when a request failed; 2 for bad flags. With a message it sends one turn;
 * without one it reads turns from the prompt, keeping the conversation between them.
 */
export async function runChatCommand(argv: readonly string[], dependencies: ChatCommandDependencies): Promise<number> {
  const parsed = parseChatArguments(argv);
  if (parsed.kind === 'help') {
    dependencies.stdout(`${chatUsage}\n`);
    return 0;
  }
  if (parsed.kind === 'invalid') {
    dependencies.stderr(`${parsed.message}\n\n${chatUsage}\n`);
    return 2;
  }
  const { options } = parsed;
  const settings = await resolveChatSettings(options, dependencies.environment, dependencies.discoverGateway);
  if (!URL.canParse(settings.url)) {
    dependencies.stderr(
      `SUPABASE_URL is not a URL: "${settings.url}". Set it to the gateway or project URL, or pass --url.\n`,
    );
    return 2;
  }
  const color = shouldUseColor(dependencies.isTerminal, dependencies.environment);
  const spinner = dependencies.isTerminal && !options.json
    ? createSpinner({
      write: dependencies.stdout,
      setInterval: dependencies.setInterval,
      clearInterval: dependencies.clearInterval,
    }, { color })
    : silentSpinner;
  const session: Session = { options, connection: settings, color, spinner, dependencies };
  return parsed.message === null ? await interactive(session, settings) : await oneShot(session, parsed.message);
}
