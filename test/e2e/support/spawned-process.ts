import { type ChildProcess, spawn } from 'node:child_process';

/** A process under test, with everything it printed. */
export interface SpawnedProcess {
  readonly child: ChildProcess;
  /** stdout and stderr, line by line, as they came. */
  readonly lines: string[];
  /** Resolves with the first match of `pattern` in a line, printed already or later;
   * rejects when the process exits first or `timeoutMs` passes. */
  waitForLine(pattern: RegExp, timeoutMs: number): Promise<RegExpMatchArray>;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  readonly exited: Promise<number | string>;
  /** Sends `signal` and waits for the exit; SIGKILL after `timeoutMs`. */
  stop(signal?: NodeJS.Signals, timeoutMs?: number): Promise<number | string>;
}

/** Spawns `command` with its output collected, for tests that wait on what it prints. */
export function spawnProcess(
  command: string,
  parameters: readonly string[],
  options: { cwd: string; env: Record<string, string> },
): SpawnedProcess {
  const child = spawn(command, parameters, { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: string[] = [];
  const listeners = new Set<(line: string) => void>();
  for (const stream of [child.stdout, child.stderr]) {
    let buffered = '';
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      buffered += chunk;
      const parts = buffered.split('\n');
      buffered = parts.pop() ?? '';
      for (const line of parts) {
        lines.push(line);
        for (const listener of listeners) listener(line);
      }
    });
  }
  const exited = new Promise<number | string>((resolve) => {
    child.on('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'));
  });

  const waitForLine = (pattern: RegExp, timeoutMs: number): Promise<RegExpMatchArray> => {
    const printed = lines.map((line) => line.match(pattern)).find((match) => match !== null);
    if (printed) return Promise.resolve(printed);
    return new Promise((resolve, reject) => {
      const finish = (outcome: () => void): void => {
        clearTimeout(timer);
        listeners.delete(listener);
        outcome();
      };
      const listener = (line: string): void => {
        const match = line.match(pattern);
        if (match !== null) finish(() => resolve(match));
      };
      const timer = setTimeout(
        () =>
          finish(() =>
            reject(new Error(`No line matched ${pattern} within ${timeoutMs} ms. Output:\n${lines.join('\n')}`))
          ),
        timeoutMs,
      );
      listeners.add(listener);
      void exited.then((code) =>
        finish(() =>
          reject(
            new Error(`The process exited (${code}) before a line matched ${pattern}. Output:\n${lines.join('\n')}`),
          )
        )
      );
    });
  };

  return {
    child,
    lines,
    exited,
    waitForLine,
    async stop(signal = 'SIGTERM', timeoutMs = 20_000) {
      if (child.exitCode !== null || child.signalCode !== null) return exited;
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      try {
        return await exited;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
