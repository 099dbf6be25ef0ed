/**
 * `npm run integrations`: lists, connects and disconnects an agent's integrations (Gmail,
 * Serper, Brave, SerpApi, its MCP servers' secrets) through the integrations function of the
 * local gateway (or a Supabase project). Only wires; see run-integrations-command.ts.
 */
import { readFileSync } from 'node:fs';
import { text } from 'node:stream/consumers';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { envFileVariables, withEnvFiles } from '../cli/env-files.ts';
import { discoverGateway } from '../gateway-discovery.ts';
import { readHiddenLine } from '../terminal/read-hidden-line.ts';
import { openLoopbackReturn } from './loopback-return.ts';
import { runIntegrationsCommand } from './run-integrations-command.ts';

const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));
const interruptListeners: (() => void)[] = [];
const interrupt = (): void => {
  for (const listener of interruptListeners) listener();
};
process.on('SIGINT', interrupt);

process.exitCode = await runIntegrationsCommand(process.argv.slice(2), {
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
    [...envFileVariables, 'PARLEY_AGENT_ID'],
  ),
  fetch: globalThis.fetch,
  stdout: (output) => process.stdout.write(output),
  stderr: (output) => process.stderr.write(output),
  isTerminal: process.stdout.isTTY === true,
  readStdin: () => text(process.stdin),
  isInputTerminal: process.stdin.isTTY === true,
  // The prompt goes to stderr, so stdout stays the command's answer (--json).
  promptHidden: (prompt) => readHiddenLine(process.stdin, process.stderr, prompt),
  discoverGateway: () => discoverGateway(),
  sleep: (milliseconds, signal) => delay(milliseconds, undefined, { signal }).catch(() => {}),
  openLoopbackReturn,
  now: () => Date.now(),
  onInterrupt: (listener) => interruptListeners.push(listener),
});
process.off('SIGINT', interrupt);
