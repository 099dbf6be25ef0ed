// @ts-check
/**
 * Builds the web app (`web/`) with Vite's build API when `web/dist` is missing or older than
 * a file of `web/`: `npm start` runs this under Node before it starts Deno. A failed build is
 * reported, not thrown, so the gateway still starts (and its pages say the app failed to build).
 */
import { mkdtemp, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** Folders of `web/` that are not its sources: the build, and builds under way (`.dist-…`). */
const isSkipped = (/** @type {string} */ name) =>
  name === 'dist' || name === 'node_modules' || name.startsWith('.dist-');

/**
 * The newest modification time (ms) of the files under `directory`, build output left out.
 * @param {string} directory
 * @returns {Promise<number>}
 */
async function newestSourceTime(directory) {
  let newest = 0;
  for (const entry of await readdir(directory, { withFileTypes: true })) {
    if (isSkipped(entry.name)) continue;
    const path = join(directory, entry.name);
    const time = entry.isDirectory() ? await newestSourceTime(path) : (await stat(path)).mtimeMs;
    newest = Math.max(newest, time);
  }
  return newest;
}

/**
 * Whether `web/dist` must be built: it has no `index.html`, or a source file is newer.
 * @param {string} webDirectory
 * @returns {Promise<boolean>}
 */
export async function isWebBuildStale(webDirectory) {
  const built = await stat(join(webDirectory, 'dist', 'index.html')).catch(() => null);
  if (built === null) return true;
  return (await newestSourceTime(webDirectory)) > built.mtimeMs;
}

/**
 * Puts the finished build `built` in place of `web/dist`. Two builds may finish together
 * (`npm start` while the tests build): the first one in wins, and the other is dropped.
 * @param {string} built
 * @param {string} target
 */
async function swapIn(built, target) {
  const previous = `${built}-previous`;
  const hadPrevious = await rename(target, previous).then(() => true, () => false);
  try {
    await rename(built, target);
  } catch (error) {
    const code = /** @type {{ code?: unknown }} */ (error).code;
    if (code !== 'EEXIST' && code !== 'ENOTEMPTY') throw error;
    await rm(built, { recursive: true, force: true });
  }
  if (hadPrevious) await rm(previous, { recursive: true, force: true });
}

/**
 * Builds `web/` with its `vite.config.ts` into a folder of its own, then swaps it in as
 * `web/dist`, so a gateway never serves half a build.
 * @param {string} webDirectory
 * @returns {Promise<{ ok: true } | { ok: false, message: string }>}
 */
export async function buildWebApp(webDirectory) {
  const outDir = await mkdtemp(join(webDirectory, '.dist-'));
  try {
    const { build } = await import('vite');
    await build({
      configFile: join(webDirectory, 'vite.config.ts'),
      logLevel: 'silent',
      mode: 'production',
      build: { outDir, emptyOutDir: true },
    });
    await swapIn(outDir, join(webDirectory, 'dist'));
    return { ok: true };
  } catch (error) {
    await rm(outDir, { recursive: true, force: true });
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Builds the app when it is stale, printing one line first; returns the build's error
 * message, or null when the build is current or succeeded.
 * @param {string} webDirectory
 * @param {{ log: (line: string) => void }} output
 * @returns {Promise<string | null>}
 */
export async function ensureWebBuild(webDirectory, output) {
  if (!(await isWebBuildStale(webDirectory))) return null;
  output.log('Building the web app…');
  const result = await buildWebApp(webDirectory);
  return result.ok ? null : result.message;
}
