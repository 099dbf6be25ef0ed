/**
 * What the repository itself says, for tests that pin the numbers and names the docs repeat:
 * the functions supabase/config.toml serves, package.json, and the docs' text.
 */
import { readFile } from 'node:fs/promises';
import { parse } from 'smol-toml';
import { z } from 'zod';

const repositoryRoot = new URL('../../../', import.meta.url);

/** Reads a file of the repository, by its path from the root. */
export function readRepositoryFile(path: string): Promise<string> {
  return readFile(new URL(path, repositoryRoot), 'utf8');
}

const configSchema = z.object({
  functions: z.record(z.string(), z.object({ enabled: z.boolean().optional() })),
});

/** The functions `[functions.<name>]` of supabase/config.toml serves and deploys, sorted. */
export async function configuredFunctionNames(): Promise<string[]> {
  const config = configSchema.parse(parse(await readRepositoryFile('supabase/config.toml')));
  return Object.entries(config.functions)
    .filter(([, settings]) => settings.enabled !== false)
    .map(([name]) => name)
    .sort();
}

const packageSchema = z.object({
  engines: z.object({ node: z.string() }),
  devDependencies: z.record(z.string(), z.string()),
});

/** package.json's engines and devDependencies. */
export async function readPackageJson(): Promise<z.infer<typeof packageSchema>> {
  return packageSchema.parse(JSON.parse(await readRepositoryFile('package.json')));
}

/** The text of the fenced code block of `markdown` that contains `marker`. */
export function codeBlockContaining(markdown: string, marker: string): string {
  const blocks = [...markdown.matchAll(/^```[^\n]*\n([\s\S]*?)^```/gm)].map((match) => match[1] ?? '');
  const block = blocks.find((text) => text.includes(marker));
  if (block === undefined) throw new Error(`no code block contains ${JSON.stringify(marker)}`);
  return block;
}

/** The first capture of `pattern` in `text`; throws when it does not match, so a test that
 * reads a number from a doc fails loudly when the sentence is rewritten. */
export function capture(text: string, pattern: RegExp): string {
  const found = pattern.exec(text)?.[1];
  if (found === undefined) throw new Error(`no match for ${pattern}`);
  return found;
}
