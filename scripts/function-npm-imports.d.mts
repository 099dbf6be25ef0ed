/** Types of function-npm-imports.mjs (plain JavaScript: `npm run bundle` runs it under Node). */

/** `@scope/name` or `name` from a file URL under node_modules; undefined elsewhere. */
export function packageNameOf(specifier: string): string | undefined;

/** The npm package names an entry file's graph imports, sorted, resolved with `importMap`. */
export function npmImportsOf(entry: { entryFile: string; importMap: string }, root?: string): Promise<string[]>;
