import type { IntegrationsCommandDependencies } from '../../../../local/integrations-cli/action-context.ts';
import { openLoopbackReturn } from '../../../../local/integrations-cli/loopback-return.ts';
import { runIntegrationsCommand } from '../../../../local/integrations-cli/run-integrations-command.ts';

/** How one run of the command ended, with everything it printed. */
export interface CommandRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs `npm run integrations` with `argv`: no environment, a piped empty stdin, no terminal,
 * sleeps that return at once; `overrides` replace any of these. */
export async function runCommand(
  argv: readonly string[],
  overrides: Partial<IntegrationsCommandDependencies> = {},
): Promise<CommandRun> {
  let stdout = '';
  let stderr = '';
  const code = await runIntegrationsCommand(argv, {
    environment: {},
    fetch: globalThis.fetch,
    stdout: (text) => {
      stdout += text;
    },
    stderr: (text) => {
      stderr += text;
    },
    isTerminal: false,
    isInputTerminal: false,
    readStdin: () => Promise.resolve(''),
    promptHidden: () => Promise.reject(new Error('stdin is not a terminal: no prompt')),
    discoverGateway: () => Promise.resolve(null),
    sleep: () => Promise.resolve(),
    now: () => 0,
    onInterrupt: () => undefined,
    openLoopbackReturn,
    ...overrides,
  });
  return { code, stdout, stderr };
}
