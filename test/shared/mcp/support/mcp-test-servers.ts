import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/** A real MCP server from npm, running as a child process on 127.0.0.1. */
export interface RunningMcpServer {
  /** Its Streamable HTTP endpoint, `http://127.0.0.1:<port>/mcp`. */
  readonly url: string;
  readonly port: number;
  /** Kills it (and any process it started) and resolves once it has exited. */
  stop(): Promise<void>;
}

const repositoryRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const packageFile = (path: string): string =>
  fileURLToPath(new URL(`../../../../node_modules/${path}`, import.meta.url));

/** A port nothing listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Resolves once `url` answers HTTP at all (any status), or rejects after `timeoutMs`. */
async function waitUntilAnswering(
  url: string,
  child: ChildProcess,
  output: () => string,
  timeoutMs = 15_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The MCP server exited with ${child.exitCode} before answering:\n${output()}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1_000) });
      await response.body?.cancel();
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error(`The MCP server at ${url} did not answer within ${timeoutMs} ms:\n${output()}`);
}

/** Starts `args` with Node in its own process group, waits for `readyUrl`. */
async function startProcess(
  args: readonly string[],
  environment: Record<string, string>,
  port: number,
  readyPath: string,
): Promise<RunningMcpServer> {
  // Its own process group, so stop() also ends what it spawns (supergateway's child).
  const child = spawn(process.execPath, args, {
    cwd: repositoryRoot,
    env: { ...process.env, ...environment },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const keep = (chunk: Buffer): void => {
    output = `${output}${chunk.toString('utf8')}`.slice(-4_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
    }
    await exited;
  };
  try {
    await waitUntilAnswering(`http://127.0.0.1:${port}${readyPath}`, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `http://127.0.0.1:${port}/mcp`, port, stop };
}

/** `@modelcontextprotocol/server-everything` in its Streamable HTTP mode (it reads `PORT`). */
export async function startEverythingServer(): Promise<RunningMcpServer> {
  const port = await freePort();
  return startProcess(
    [packageFile('@modelcontextprotocol/server-everything/dist/index.js'), 'streamableHttp'],
    { PORT: String(port) },
    port,
    '/mcp',
  );
}

/** `@modelcontextprotocol/server-sequential-thinking` (stdio only) behind `supergateway`,
 * which serves it over Streamable HTTP, one child per session (`--stateful`). */
export async function startSequentialThinkingServer(): Promise<RunningMcpServer> {
  const port = await freePort();
  const stdioCommand = `"${process.execPath}" "${
    packageFile('@modelcontextprotocol/server-sequential-thinking/dist/index.js')
  }"`;
  return startProcess(
    [
      packageFile('supergateway/dist/index.js'),
      '--stdio',
      stdioCommand,
      '--outputTransport',
      'streamableHttp',
      '--stateful',
      '--port',
      String(port),
      '--healthEndpoint',
      '/healthz',
      '--logLevel',
      'none',
    ],
    // The sequential-thinking server logs every thought to stderr unless told not to.
    { DISABLE_THOUGHT_LOGGING: 'true' },
    port,
    '/healthz',
  );
}
