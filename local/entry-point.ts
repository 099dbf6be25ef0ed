/**
 * What the command-line entry files share: their output streams, a one-line failure reason
 * (never a stack), and running only when node was started with the file itself (so tests
 * can import it).
 */
import { existsSync, realpathSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Output streams of a command, injected for tests. */
export interface CommandOutput {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
}

/** The line to print for a failure: the message of an error the user can act on as it is,
 * anything else after `prefix` ("Migration failed: …"). */
export function failureReason(
  error: unknown,
  prefix: string,
  isOwnMessage: (error: unknown) => boolean,
): string {
  if (isOwnMessage(error) && error instanceof Error) return error.message;
  return `${prefix}: ${error instanceof Error ? error.message : String(error)}`;
}

/** True when `moduleUrl` (a module's `import.meta.url`) is the script node was started
 * with (with or without its extension, through symlinks). */
export function isEntryPoint(moduleUrl: string): boolean {
  const script = process.argv[1];
  if (script === undefined) return false;
  const withoutExtension = (path: string): string => path.replace(/\.[cm]?[jt]s$/, '');
  const canonical = (path: string): string => (existsSync(path) ? realpathSync(path) : path);
  return withoutExtension(canonical(fileURLToPath(moduleUrl))) === withoutExtension(canonical(resolve(script)));
}

/** Runs `command` with the process's environment and streams and sets the exit code, when
 * `moduleUrl` is the entry point. */
export async function runIfEntryPoint(
  moduleUrl: string,
  command: (environment: Readonly<Record<string, string | undefined>>, output: CommandOutput) => Promise<number>,
): Promise<void> {
  if (!isEntryPoint(moduleUrl)) return;
  process.exitCode = await command(process.env, {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
  });
}
