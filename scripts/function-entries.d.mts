/** Types of function-entries.mjs (plain JavaScript: the scripts and benchmarks run it under Node). */

/** One edge function: its name, entry file and the import map it deploys with (absolute paths). */
export interface FunctionEntry {
  readonly name: string;
  readonly entryFile: string;
  readonly importMap: string;
}

/** The repository root. */
export const repositoryRoot: string;

/** The pinned Deno binary. */
export const denoBinary: string;

/** Every function of supabase/functions/, sorted by name. */
export function functionEntries(root?: string): FunctionEntry[];
