/**
 * A password-style prompt: one line typed on a terminal, never echoed. Node's readline echoes
 * what is typed (muting it means patching a private method), so the keys are read here in raw
 * mode: Enter ends the line, Backspace erases, Ctrl-C or Ctrl-D cancels.
 */

/** A terminal's stdin, as much of it as the prompt uses (`process.stdin` on a TTY). */
export interface HiddenLineInput {
  readonly isRaw: boolean;
  setRawMode(mode: boolean): unknown;
  setEncoding(encoding: 'utf8'): unknown;
  on(event: 'data', listener: (chunk: string) => void): unknown;
  off(event: 'data', listener: (chunk: string) => void): unknown;
  resume(): unknown;
  pause(): unknown;
}

const enter = new Set(['\r', '\n']);
const cancel = new Set(['\u0003', '\u0004']);
const erase = new Set(['\u007f', '\b']);
const escape = '\u001b';

/** Writes `prompt` to `output`, reads a line from `input` without echoing it; null when cancelled. */
export function readHiddenLine(
  input: HiddenLineInput,
  output: { write(text: string): unknown },
  prompt: string,
): Promise<string | null> {
  return new Promise((resolve) => {
    const wasRaw = input.isRaw;
    let typed: string[] = [];
    const finish = (line: string | null): void => {
      input.off('data', onKeys);
      input.setRawMode(wasRaw);
      input.pause();
      output.write('\n');
      resolve(line);
    };
    const onKeys = (chunk: string): void => {
      for (const key of chunk) {
        if (enter.has(key)) return finish(typed.join(''));
        if (cancel.has(key)) return finish(null);
        // An escape sequence (arrow keys, function keys) arrives whole in one chunk: none of it is typed text.
        if (key === escape) return;
        if (erase.has(key)) typed = typed.slice(0, -1);
        else if (key >= ' ') typed.push(key);
      }
    };
    output.write(prompt);
    input.setRawMode(true);
    input.setEncoding('utf8');
    input.on('data', onKeys);
    input.resume();
  });
}
