// Checks the public τ²-bench case files with the case kit's checks: shape (as the benchmark
// loads them), unique ids, every tool exactly as extracted from τ²-bench, the intended
// arguments valid (ajv and zod's fromJSONSchema agree, and zod leaves them unchanged), and a
// first call that is genuinely faulty for its kind.
// Usage: node bench/recovery/cases/public-tau2/check-cases.mjs [files...] (default: every .jsonl here)
import { readFileSync } from 'node:fs';
import AjvModule from 'ajv';
import { caseFilesIn, isMainModule } from '../case-kit/case-files.mjs';
import { checkPublicCases, reportCheck } from '../case-kit/check-public-cases.mjs';

const Ajv = AjvModule.default ?? AjvModule;
const here = new URL('./', import.meta.url);

/** The case files of this folder, sorted. */
export const caseFiles = () => caseFilesIn(here);

/** The tools a case may list: each domain's tools, and all of them under `domain__`
 * prefixes (the gateway catalog); several domains share a name, so a name maps to a list. */
function extractedTools() {
  const source = JSON.parse(readFileSync(new URL('tau2-source.json', here), 'utf8'));
  const tools = new Map();
  const add = (tool) => tools.set(tool.name, [...(tools.get(tool.name) ?? []), tool]);
  for (const [domain, { tools: domainTools }] of Object.entries(source.domains)) {
    for (const { name, description, parameters } of domainTools) {
      add({ name, description, parameters });
      add({ name: `${domain}__${name}`, description, parameters });
    }
  }
  return tools;
}

/** Problems (the set is wrong) and counts of the cases in `files`. */
export function checkCases(files) {
  return checkPublicCases(files, {
    ajv: new Ajv({ allErrors: true, strict: true }),
    idPrefix: 'tau2-',
    mistakeStart: 4,
    sourceName: 'τ²-bench',
    extracted: extractedTools(),
  });
}

if (isMainModule(import.meta.url)) reportCheck(checkCases(process.argv.length > 2 ? process.argv.slice(2) : caseFiles()));
