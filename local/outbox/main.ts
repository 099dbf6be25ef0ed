/**
 * `npm run outbox`: lists the mail the local sandbox Gmail "sent". Only wires; see
 * run-outbox-command.ts.
 */
import { fileURLToPath } from 'node:url';
import { discoverGateway } from '../gateway-discovery.ts';
import { readOutboxFile } from '../gateway/sandbox/sandbox-outbox-file.ts';
import { runOutboxCommand } from './run-outbox-command.ts';

process.exitCode = await runOutboxCommand(process.argv.slice(2), {
  environment: process.env,
  root: fileURLToPath(new URL('../../', import.meta.url)),
  discoverGateway: () => discoverGateway(),
  fetch: globalThis.fetch,
  readOutbox: readOutboxFile,
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
});
