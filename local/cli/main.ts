/**
 * `npm run chat`: talks to the chat function of the local gateway (or a Supabase project)
 * from the terminal. Only wires; see run-chat-command.ts.
 */
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { discoverGateway } from '../gateway-discovery.ts';
import { withEnvFiles } from './env-files.ts';
import { type LineInput, runChatCommand } from './run-chat-command.ts';

const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));
const interruptListeners: (() => void)[] = [];
const interrupt = (): void => {
  for (const listener of interruptListeners) listener();
};
process.on('SIGINT', interrupt);
// A reader that goes away (`npm run chat -- --json … | head`) ends the output, not in a stack trace.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
  process.exit(process.exitCode ?? 0);
});

function openInput(): LineInput {
  const terminal = process.stdin.isTTY === true;
  const lines = createInterface({ input: process.stdin, output: process.stdout, terminal, prompt: 'you › ' });
  lines.on('SIGINT', interrupt);
  // Ctrl-D at the prompt: end its line, so the shell's prompt starts on a line of its own.
  let atPrompt = false;
  lines.on('line', () => {
    atPrompt = false;
  });
  lines.on('close', () => {
    if (atPrompt) process.stdout.write('\n');
  });
  return {
    lines,
    prompt: () => {
      if (!terminal) return;
      atPrompt = true;
      lines.prompt();
    },
    ask: (question, signal) =>
      new Promise((resolve) => {
        if (signal?.aborted === true) return resolve(null);
        const answered = (answer: string | null): void => {
          lines.off('close', ended);
          signal?.removeEventListener('abort', ended);
          resolve(answer);
        };
        const ended = (): void => answered(null);
        lines.once('close', ended);
        signal?.addEventListener('abort', ended, { once: true });
        atPrompt = true;
        // An aborted question is withdrawn, so the next line goes to the prompt again.
        lines.question(question, { signal }, answered);
      }),
    close: () => lines.close(),
  };
}

process.exitCode = await runChatCommand(process.argv.slice(2), {
  environment: withEnvFiles(
    process.env,
    [`${repositoryRoot}.env`, `${repositoryRoot}supabase/functions/.env`],
    (path) => {
      try {
        return readFileSync(path, 'utf8');
      } catch {
        return null;
      }
    },
  ),
  fetch: globalThis.fetch,
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  isTerminal: process.stdout.isTTY === true,
  isInputTerminal: process.stdin.isTTY === true,
  clock: () => new Date(),
  setInterval: (callback, milliseconds) => setInterval(callback, milliseconds),
  clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
  openInput,
  onInterrupt: (listener) => interruptListeners.push(listener),
  discoverGateway: () => discoverGateway(),
});
process.off('SIGINT', interrupt);
