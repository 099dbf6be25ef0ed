/**
 * What each deployed function may import. A function's graph is what `supabase functions
 * deploy` bundles and what boots in 256 MB, so local-only code must stay out of it: PGlite
 * (the gateway's embedded Postgres, handed to the functions at run time through
 * shared/functions/local-database-hook.ts, never imported) and everything under local/.
 * The graph is Deno's own (`deno info --json`, static and dynamic imports), offline.
 */
import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { denoBinary, repositoryRoot, testProcessEnvironment } from './support/deno-command.ts';

interface GraphModule {
  readonly specifier: string;
  readonly dependencies?: readonly { readonly specifier: string }[];
}

const functionNames = readdirSync(join(repositoryRoot, 'supabase', 'functions'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !/^[_.]/.test(entry.name))
  .map((entry) => entry.name)
  .sort();

/** Every module of the function's graph and every specifier any of them imports. */
async function importGraph(name: string): Promise<{ modules: string[]; imports: string[] }> {
  const { stdout } = await promisify(execFile)(
    denoBinary,
    [
      'info',
      '--json',
      '--node-modules-dir=manual',
      '--no-remote',
      '--no-lock',
      '--config',
      join(repositoryRoot, 'supabase', 'functions', name, 'deno.json'),
      join(repositoryRoot, 'supabase', 'functions', name, 'index.ts'),
    ],
    { cwd: repositoryRoot, env: testProcessEnvironment({}), maxBuffer: 64 * 1024 * 1024 },
  );
  const graph = JSON.parse(stdout) as { modules: readonly GraphModule[] };
  return {
    modules: graph.modules.map((module) => module.specifier),
    imports: graph.modules.flatMap((module) => (module.dependencies ?? []).map((dependency) => dependency.specifier)),
  };
}

describe('function import graphs', () => {
  it('finds the five functions', () => {
    expect(functionNames).toEqual(['analytics', 'chat', 'gmail-api', 'integrations', 'web-search-api']);
  });

  describe.each(functionNames)('when %s is deployed', (name) => {
    it('imports neither PGlite nor anything under local/', async () => {
      const { modules, imports } = await importGraph(name);
      const localRoot = `file://${join(repositoryRoot, 'local')}/`;

      expect(modules.length).toBeGreaterThan(10);
      expect(modules.filter((specifier) => specifier.startsWith(localRoot))).toEqual([]);
      expect([...modules, ...imports].filter((specifier) => specifier.includes('@electric-sql/pglite'))).toEqual([]);
      expect(imports.filter((specifier) => /(^|\/)local\//.test(specifier) && !specifier.includes('node_modules')))
        .toEqual([]);
    });
  });
});
