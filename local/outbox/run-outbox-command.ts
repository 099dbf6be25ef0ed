/**
 * `npm run outbox [-- --json]`: lists the mail the sandbox Gmail "sent" — from the
 * running gateway's `GET /outbox` (found through `.parley/gateway.json`, else at
 * `http://127.0.0.1:${PORT:-54321}`), or, when no gateway answers, from the outbox file
 * itself (`PARLEY_SANDBOX_DIR`, default `.parley/sandbox`), saying so.
 */
import { terminalJson } from '../terminal/terminal-text.ts';
import { z } from 'zod';
import type { GatewayRecord } from '../gateway-discovery.ts';
import { outboxPathIn, sandboxDirectory } from '../gateway/sandbox/sandbox-settings.ts';
import { type OutboxContents, type OutboxEntry, outboxEntryOf } from '../gateway/sandbox/sandbox-outbox-file.ts';
import { renderOutbox } from './render-outbox.ts';

/** What the command touches; `main.ts` passes the real ones. */
export interface OutboxCommandDependencies {
  readonly environment: Readonly<Record<string, string | undefined>>;
  /** The repository root, which `PARLEY_SANDBOX_DIR` is relative to. */
  readonly root: string;
  readonly discoverGateway: () => Promise<GatewayRecord | null>;
  readonly fetch: typeof fetch;
  readonly readOutbox: (path: string) => Promise<OutboxContents>;
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
}

const usage = `Usage: npm run outbox [-- --json]

Lists the mail the local sandbox Gmail "sent": to, subject, time and first line, newest first.
  --json   print { "messages": [...] } as GET /outbox does
`;

const answerSchema = z.object({
  messages: z.array(z.object({
    id: z.string(),
    to: z.array(z.string()),
    cc: z.array(z.string()),
    bcc: z.array(z.string()).default([]),
    subject: z.string(),
    sentAt: z.string(),
    firstLine: z.string(),
  })),
});

/** The gateway's outbox, or null when no gateway (with a sandbox) answers at `url`. */
async function fromGateway(url: string, fetcher: typeof fetch): Promise<OutboxEntry[] | null> {
  try {
    const response = await fetcher(`${url}/outbox`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(3_000),
    });
    if (!response.ok) {
      await response.body?.cancel();
      return null;
    }
    const parsed = answerSchema.safeParse(await response.json());
    return parsed.success ? parsed.data.messages : null;
  } catch {
    return null;
  }
}

/** Runs the command; resolves with the exit code. */
export async function runOutboxCommand(
  argv: readonly string[],
  dependencies: OutboxCommandDependencies,
): Promise<number> {
  const { stdout, stderr } = dependencies;
  if (argv.includes('--help') || argv.includes('-h')) {
    stdout(usage);
    return 0;
  }
  const unknown = argv.filter((argument) => argument !== '--json');
  if (unknown.length > 0) {
    stderr(`Unknown argument: ${unknown[0]}\n\n${usage}`);
    return 2;
  }
  const json = argv.includes('--json');
  const running = await dependencies.discoverGateway();
  const port = dependencies.environment.PORT?.trim() || '54321';
  const url = running?.url ?? `http://127.0.0.1:${port}`;

  let entries = await fromGateway(url, dependencies.fetch);
  if (entries === null) {
    const path = outboxPathIn(sandboxDirectory(dependencies.environment, dependencies.root));
    let contents: OutboxContents;
    try {
      contents = await dependencies.readOutbox(path);
    } catch (error) {
      stderr(
        `No gateway answered at ${url}, and ${path} could not be read: ${
          error instanceof Error ? error.message : String(error)
        }\n`,
      );
      return 1;
    }
    stderr(`No gateway with a sandbox answered at ${url}: reading ${path} directly.\n`);
    if (contents.unreadableLines > 0) {
      stderr(`${contents.unreadableLines} line(s) of ${path} could not be read and were skipped.\n`);
    }
    entries = contents.records.map(outboxEntryOf).reverse();
  }
  stdout(json ? `${terminalJson(JSON.stringify({ messages: entries }, null, 2))}\n` : renderOutbox(entries));
  return 0;
}
