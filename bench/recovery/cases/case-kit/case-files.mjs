// A case set's files: the `.jsonl` files of its folder, one case a line, and the command
// lines of its generator and check.
import { readdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The case files of the folder `directory` (a file URL ending in `/`), sorted, as paths. */
export function caseFilesIn(directory) {
  const path = fileURLToPath(directory);
  return readdirSync(path).filter((name) => name.endsWith('.jsonl')).sort().map((name) => path + name);
}

/** `text` parsed as JSON, or `{ ok: false }`. */
export function parseJson(text) {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** A family's cases as the JSON Lines text of its file. */
export const toJsonLines = (cases) => cases.map((entry) => JSON.stringify(entry)).join('\n') + '\n';

/** Whether the module at `moduleUrl` is the script node was started with. */
export const isMainModule = (moduleUrl) =>
  process.argv[1] !== undefined && moduleUrl === pathToFileURL(process.argv[1]).href;

/** Writes each family (file name → cases) into `outDirectory` (a path; the set's own folder
 * `setDirectory`, a file URL, when not given) and says how many cases each holds. */
export function writeCaseFamilies(families, setDirectory, outDirectory) {
  const target = outDirectory === undefined ? setDirectory : pathToFileURL(`${outDirectory}/`);
  for (const [file, cases] of Object.entries(families)) {
    writeFileSync(new URL(file, target), toJsonLines(cases));
    console.log(`${file}: ${cases.length} cases`);
  }
}
