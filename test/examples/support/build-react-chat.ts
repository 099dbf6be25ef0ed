/** Builds examples/react-chat with Vite's build API, configured the way its README says. */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { repositoryRoot } from '../../e2e/support/deno-command.ts';

/** The example's folder. */
export const reactChatDirectory = join(repositoryRoot, 'examples', 'react-chat');

/**
 * Builds the example into `outDir` with `variables` (`VITE_SUPABASE_URL`, …) written to a
 * `.env.local` in `envDirectory`, as a team writes one beside the example.
 */
export async function buildReactChat(
  outDir: string,
  envDirectory: string,
  variables: Readonly<Record<string, string>>,
): Promise<void> {
  const lines = Object.entries(variables).map(([name, value]) => `${name}=${value}`);
  await writeFile(join(envDirectory, '.env.local'), `${lines.join('\n')}\n`);
  const { build } = await import('vite');
  await build({
    configFile: join(reactChatDirectory, 'vite.config.ts'),
    envDir: envDirectory,
    logLevel: 'silent',
    mode: 'production',
    build: { outDir, emptyOutDir: true, sourcemap: false },
  });
}
