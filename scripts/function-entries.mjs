/**
 * The edge functions of supabase/functions/, found the way the Supabase CLI finds them:
 * every folder with an index.ts, except folders starting with `_` or `.` (shared code).
 * Each comes with the import map it deploys with: its own deno.json, else the root one.
 */
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (this file lives in scripts/). */
export const repositoryRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The pinned Deno (package.json devDependency): the binary itself, not node_modules/.bin/deno
 * (a Node wrapper that would add its own start-up to a boot time and not pass on signals).
 */
export const denoBinary = join(
  repositoryRoot,
  'node_modules',
  'deno',
  process.platform === 'win32' ? 'deno.exe' : 'deno',
);

/**
 * Every function, sorted by name: `{ name, entryFile, importMap }` as absolute paths.
 * @param {string} [root]
 * @returns {{ name: string, entryFile: string, importMap: string }[]}
 */
export function functionEntries(root = repositoryRoot) {
  const directory = join(root, 'supabase', 'functions');
  if (!existsSync(directory)) return [];
  return readdirSync(directory, { withFileTypes: true })
    .filter((entry) =>
      entry.isDirectory() && !/^[_.]/.test(entry.name) && existsSync(join(directory, entry.name, 'index.ts'))
    )
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const ownImportMap = join(directory, name, 'deno.json');
      return {
        name,
        entryFile: join(directory, name, 'index.ts'),
        importMap: existsSync(ownImportMap) ? ownImportMap : join(root, 'deno.json'),
      };
    });
}
