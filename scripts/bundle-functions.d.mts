/** Types of bundle-functions.mjs (plain JavaScript: `npm run bundle` runs it under Node). */
import type { FunctionEntry } from './function-entries.d.mts';
import type { NpmPackage } from './npm-package-closure.d.mts';

/** Supabase's limit on a function bundled by the CLI, in bytes, against the compressed upload. */
export const maximumBundleBytes: number;

/** One function's eszip (its own modules) and the local files in it. */
export function bundleFunction(entry: FunctionEntry): Promise<{ bytes: Uint8Array; files: string[] }>;

/** One function as it deploys; `overLimit` against `limitBytes` (default {@link maximumBundleBytes}). */
export function measureFunction(entry: FunctionEntry, options?: { root?: string; limitBytes?: number }): Promise<{
  bytes: Uint8Array;
  files: string[];
  npmImports: string[];
  packages: NpmPackage[];
  size: { npmBytes: number; npmFiles: number; rawBytes: number; compressedBytes: number };
  overLimit: boolean;
}>;
