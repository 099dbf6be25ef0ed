/**
 * `npm run analytics`: prints the tool analytics of the local tools' database. Only
 * wires; see run-analytics-command.ts.
 */
import { openDatabase } from '../open-database.ts';
import { runAnalyticsCommand } from './run-analytics-command.ts';

process.exitCode = await runAnalyticsCommand(process.argv.slice(2), {
  environment: process.env,
  openDatabase,
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  isTerminal: process.stdout.isTTY === true,
  clock: () => new Date(),
  fetch: globalThis.fetch,
});
