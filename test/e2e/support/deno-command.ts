import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** The Deno pinned in package.json: the binary itself, not the npm wrapper, so signals reach it. */
export const denoBinary = join(
  repositoryRoot,
  'node_modules',
  'deno',
  process.platform === 'win32' ? 'deno.exe' : 'deno',
);

/** `deno run` as the gateway and the functions are run, offline. */
export function denoRunArguments(config: string, entry: string): string[] {
  return [
    'run',
    '-A',
    '--node-modules-dir=manual',
    '--no-lock',
    '--config',
    join(repositoryRoot, config),
    join(repositoryRoot, entry),
  ];
}

/** Variables that would change what the processes under test do: left out of their environment. */
const inheritedConfiguration =
  /^(?:DATABASE_URL|SUPABASE_\w+|PARLEY_\w+|PORT|(?:OPENAI|OPENROUTER|GROQ|TOGETHER)_\w+|GOOGLE_\w+|GMAIL_\w+|SERPER_\w+|BRAVE_\w+|SERPAPI_\w+)$/;

/**
 * The environment of a process under test: this one's, without any Parley, Supabase or
 * provider configuration (a developer's keys must not reach a real model), offline for
 * npm, plus `variables`.
 */
/** One folder per test process for gateway state, removed when the process exits. */
const testStateDirectory = mkdtempSync(join(tmpdir(), 'parley-test-state-'));
process.once('exit', () => rmSync(testStateDirectory, { recursive: true, force: true }));

export function testProcessEnvironment(variables: Readonly<Record<string, string>>): Record<string, string> {
  const environment: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (value !== undefined && !inheritedConfiguration.test(name)) environment[name] = value;
  }
  return {
    ...environment,
    DENO_DIR: process.env.DENO_DIR ?? join(repositoryRoot, 'node_modules', '.cache', 'deno'),
    DENO_NO_UPDATE_CHECK: '1',
    DENO_NO_PROMPT: '1',
    NO_COLOR: '1',
    // Nothing may be downloaded: any npm request fails at once.
    NPM_CONFIG_REGISTRY: 'http://127.0.0.1:9/',
    // A test's gateway keeps its discovery file and sandbox outbox apart from a developer's.
    PARLEY_GATEWAY_FILE: join(testStateDirectory, 'gateway.json'),
    PARLEY_SANDBOX_DIR: join(testStateDirectory, 'sandbox'),
    ...variables,
  };
}
