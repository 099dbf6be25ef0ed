/** Types of npm-package-closure.mjs (plain JavaScript: `npm run bundle` runs it under Node). */

/** One npm package a function deploys with: its folder in node_modules and its files. */
export interface NpmPackage {
  readonly name: string;
  readonly version: string;
  readonly folder: string;
  /** Paths relative to `folder`, sorted; nested node_modules left out. */
  readonly files: string[];
  readonly bytes: number;
}

/** Every file of a package folder, relative to it, sorted; nested node_modules left out. */
export function packageFiles(folder: string): string[];

/** The packages `names` need, from the node_modules under `root`, sorted by `name@version`. */
export function npmPackageClosure(names: readonly string[], root: string): NpmPackage[];
