import {
  type ChatCommandDependencies,
  type LineInput,
  runChatCommand,
} from '../../../../local/cli/run-chat-command.ts';

/** How `npm run chat` ended. */
export interface Run {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** A prompt fed with lines typed in advance. */
export interface TypedInput extends LineInput {
  readonly prompts: number;
  readonly closed: boolean;
  /** The questions asked (`Approve? [y/N] `), in order. */
  readonly questions: readonly string[];
}

/** Lines typed at the prompt, in order: a message for each prompt, an answer for each
 * question, whichever comes next takes the next line. With `thenWait`, the prompt then
 * waits for more until it is closed, as a terminal does. */
export function typed(lines: readonly string[], options: { thenWait?: boolean } = {}): TypedInput {
  const queue = [...lines];
  const questions: string[] = [];
  let closed = false;
  let prompts = 0;
  let wake = (): void => undefined;
  const waitForClose = new Promise<void>((resolve) => {
    wake = resolve;
  });
  return {
    lines: (async function* () {
      for (let line = queue.shift(); line !== undefined && !closed; line = queue.shift()) yield line;
      if (options.thenWait === true && !closed) await waitForClose;
    })(),
    prompt: () => {
      prompts += 1;
    },
    ask: (question, signal) => {
      questions.push(question);
      if (closed || signal?.aborted === true) return Promise.resolve(null);
      return Promise.resolve(queue.shift() ?? null);
    },
    close: () => {
      closed = true;
      wake();
    },
    get prompts() {
      return prompts;
    },
    get closed() {
      return closed;
    },
    get questions() {
      return questions;
    },
  };
}

/** Runs `npm run chat` with `argv` and test defaults (no terminal, no prompt lines),
 * collecting its output; `onStdout` sees each write as it happens. */
export async function runChat(
  argv: readonly string[],
  overrides: Partial<ChatCommandDependencies> & { onStdout?: (text: string) => void } = {},
): Promise<Run> {
  let stdout = '';
  let stderr = '';
  const code = await runChatCommand(argv, {
    environment: {},
    fetch: globalThis.fetch,
    stdout: (text) => {
      stdout += text;
      overrides.onStdout?.(text);
    },
    stderr: (text) => {
      stderr += text;
    },
    isTerminal: false,
    isInputTerminal: false,
    clock: () => new Date(),
    setInterval: () => 1,
    clearInterval: () => undefined,
    openInput: () => typed([]),
    onInterrupt: () => undefined,
    ...overrides,
  });
  return { code, stdout, stderr };
}
