/**
 * Finds the functions of `supabase/functions/` and loads each one's handler, the way
 * Supabase serves them: every folder with an `index.ts`, except `_shared`-style folders.
 */
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { importServedHandler, type ServeHost } from './capture-handler.ts';
import { type FunctionSettings, settingsOf } from './function-settings.ts';
import type { GatewayFunction } from './gateway-handler.ts';

/** A function folder and its entry file. */
export interface FunctionEntry {
  readonly name: string;
  readonly entryFile: string;
}

/** The functions under `directory`, by name. Folders starting with `_` or `.` are shared code, not functions. */
export async function discoverFunctions(directory: string): Promise<FunctionEntry[]> {
  const folders = await readdir(directory, { withFileTypes: true });
  return folders
    .filter((folder) => folder.isDirectory() && !/^[_.]/.test(folder.name))
    .map((folder) => ({ name: folder.name, entryFile: join(directory, folder.name, 'index.ts') }))
    .filter((entry) => existsSync(entry.entryFile))
    .sort((left, right) => left.name.localeCompare(right.name));
}

/**
 * Imports every enabled function, one at a time (the capture of `Deno.serve` must not
 * overlap). A function that fails to load is kept with its reason, so the others still
 * run and requests to it get Supabase's BOOT_ERROR.
 */
export async function loadFunctions(
  entries: readonly FunctionEntry[],
  settings: ReadonlyMap<string, FunctionSettings>,
  host: ServeHost,
  load?: (url: string) => Promise<unknown>,
): Promise<GatewayFunction[]> {
  const functions: GatewayFunction[] = [];
  for (const entry of entries) {
    const { enabled, verifyJwt } = settingsOf(settings, entry.name);
    if (!enabled) continue;
    try {
      functions.push({
        name: entry.name,
        verifyJwt,
        handler: await importServedHandler(pathToFileURL(entry.entryFile).href, host, load),
      });
    } catch (error) {
      functions.push({
        name: entry.name,
        verifyJwt,
        bootError: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return functions;
}
