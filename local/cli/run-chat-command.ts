import { shouldUseColor } from '../analytics/ansi.ts';
import type { GatewayRecord } from '../gateway-discovery.ts';
import { answerApprovals, type AskQuestion } from './answer-approvals.ts';
import type { ChatConnection, ChatTurnOutcome, ChatTurnRequest } from './chat-request.ts';
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
  /** Asks one question and resolves with the next line typed (which is then not one of
   * `lines`); null when the input ended or `signal` aborted. */
  ask: AskQuestion;
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
  /** Whether stdin is a terminal: approvals are asked only then (else `--approve`/`--deny`
   * decide, and without them the calls are declined). */
  readonly isInputTerminal: boolean;
  readonly clock: () => Date;
  readonly setInterval: (callback: () => void, milliseconds: number) => unknown;
  readonly clearInterval: (handle: unknown) => void;
  /** Opens the prompt: without a message, or to ask for an approval in a one-shot turn. */
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
  /** Approvals can be asked at the terminal: stdin is one, and the output is not `--json`. */
  readonly canAsk: boolean;
}

function sendTurn(session: Session, request: ChatTurnRequest, signal: AbortSignal): Promise<ChatTurnOutcome> {
  const { dependencies, options } = session;
  return runChatTurn(
    request,
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

/** Sends a message, then answers each pause of the turn (with `ask`, or as the flags say)
 * until it completes, fails, or the user leaves a pause unanswered. */
async function turn(
  session: Session,
  message: string,
  conversationId: string | null,
  signal: AbortSignal,
  ask: AskQuestion | null,
): Promise<ChatTurnOutcome> {
  const { dependencies, options } = session;
  let outcome = await sendTurn(session, { message, conversationId, agentId: options.agentId }, signal);
  while (outcome.ok && outcome.reply.status === 'awaiting_approval' && outcome.reply.approvals.length > 0) {
    const decisions = await answerApprovals(outcome.reply.approvals, {
      answering: options.approvals,
      ask,
      note: options.json ? dependencies.stderr : dependencies.stdout,
      signal,
    });
    if (decisions === null) {
      const left = 'Left unanswered: the turn stays paused (a new message closes it).';
      dependencies.stdout(`\n${style(left, 'dim', session.color)}\n`);
      break;
    }
    const answers = { approvals: decisions, conversationId: outcome.reply.conversationId, agentId: options.agentId };
    outcome = await sendTurn(session, answers, signal);
  }
  return outcome;
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
  // The prompt opens only if the turn asks for an approval.
  let input: LineInput | null = null;
  const ask: AskQuestion = (question, signal) => {
    input ??= session.dependencies.openInput();
    return input.ask(question, signal);
  };
  const outcome = await turn(
    session,
    message,
    session.options.conversationId,
    controller.signal,
    session.canAsk ? ask : null,
  ).finally(() => input?.close());
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
      const outcome = await turn(session, line, conversationId, running.signal, session.canAsk ? input.ask : null);
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
  const canAsk = dependencies.isInputTerminal && !options.json;
  const session: Session = { options, connection: settings, color, spinner, dependencies, canAsk };
  return parsed.message === null ? await interactive(session, settings) : await oneShot(session, parsed.message);
}
