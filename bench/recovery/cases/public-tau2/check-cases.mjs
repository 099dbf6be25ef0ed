// Checks the public τ²-bench case files: shape (as the benchmark loads them), unique ids,
// every tool exactly as extracted from τ²-bench, the intended arguments valid (ajv and
// zod's fromJSONSchema agree, and zod leaves them unchanged), and a first call that is
// genuinely faulty for its kind.
// Usage: node bench/recovery/cases/public-tau2/check-cases.mjs [files...] (default: every .jsonl here)
import { readdirSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import AjvModule from 'ajv';
import { z } from 'zod';

const Ajv = AjvModule.default ?? AjvModule;
const here = fileURLToPath(new URL('./', import.meta.url));
const kinds = new Set(['unknown_tool', 'invalid_arguments', 'malformed_json', 'mixed']);

/** The case files of this folder, sorted. */
export const caseFiles = () => readdirSync(here).filter((name) => name.endsWith('.jsonl')).sort().map((name) => here + name);

function parse(text) {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** The tools a case may list: each domain's tools, and all of them under `domain__`
 * prefixes (the gateway catalog); several domains share a name, so a name maps to a list. */
function extractedTools() {
  const source = JSON.parse(readFileSync(here + 'tau2-source.json', 'utf8'));
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
  const ajv = new Ajv({ allErrors: true, strict: true });
  const extracted = extractedTools();
  const problems = [];
  const seen = new Set();
  const counts = {};
  const mistakes = {};
  for (const file of files) {
    const lines = readFileSync(file, 'utf8').split('\n').filter((line) => line.trim() !== '');
    lines.forEach((line, index) => {
      const fail = (message) => problems.push(`${basename(file)}:${index + 1}: ${message}`);
      const entry = parse(line);
      if (!entry.ok) return fail('line is not JSON');
      const c = entry.value;
      if (typeof c.id !== 'string' || !c.id.startsWith('tau2-')) return fail('no tau2- id');
      if (seen.has(c.id)) fail(`duplicate id ${c.id}`);
      seen.add(c.id);
      if (!kinds.has(c.kind)) fail(`unknown kind ${c.kind}`);
      counts[c.kind] = (counts[c.kind] ?? 0) + 1;
      // The id ends with the mistake's label (for this tally only).
      const mistake = c.id.split('-').slice(4).join('-');
      mistakes[mistake] = (mistakes[mistake] ?? 0) + 1;
      if (!Array.isArray(c.tools) || c.tools.length === 0) return fail('no tools');
      const validators = new Map();
      for (const tool of c.tools) {
        const originals = extracted.get(tool.name) ?? [];
        if (!originals.some((original) => isDeepStrictEqual(original, tool))) fail(`tool ${tool.name} is not as extracted from τ²-bench`);
        if (validators.has(tool.name)) fail(`tool ${tool.name} listed twice`);
        validators.set(tool.name, { ajv: ajv.compile(tool.parameters), zod: z.fromJSONSchema(tool.parameters) });
      }
      if (typeof c.call?.name !== 'string' || typeof c.call?.arguments !== 'string') return fail('call needs a name and a string of arguments');
      if (typeof c.intended?.name !== 'string' || typeof c.intended?.arguments !== 'object') return fail('intended needs a name and an object of arguments');
      const target = validators.get(c.intended.name);
      if (target === undefined) return fail(`intended tool ${c.intended.name} is not among the tools`);
      const valid = (args) => {
        const byAjv = target.ajv(args);
        const byZod = target.zod.safeParse(args).success;
        if (byAjv !== byZod) fail(`ajv (${byAjv}) and zod (${byZod}) disagree on ${JSON.stringify(args)}`);
        return byAjv && byZod;
      };
      if (!valid(c.intended.arguments)) fail(`intended arguments do not validate: ${ajv.errorsText(target.ajv.errors)}`);
      else if (!isDeepStrictEqual(target.zod.parse(c.intended.arguments), c.intended.arguments)) fail('zod changes the intended arguments');

      const raw = parse(c.call.arguments);
      if (!raw.ok && c.meant === undefined) fail('arguments are not JSON and there is no meant');
      if (raw.ok && c.meant !== undefined) fail('meant is given but the arguments are valid JSON');
      if (raw.ok && (raw.value === null || typeof raw.value !== 'object' || Array.isArray(raw.value))) fail('arguments are JSON but not an object');
      const nameKnown = validators.has(c.call.name);
      const args = raw.ok ? raw.value : c.meant;
      switch (c.kind) {
        case 'unknown_tool':
          if (nameKnown) fail(`unknown_tool call names an existing tool ${c.call.name}`);
          if (!raw.ok || !isDeepStrictEqual(raw.value, c.intended.arguments)) fail('unknown_tool call should carry the intended arguments');
          break;
        case 'invalid_arguments':
          if (c.call.name !== c.intended.name) fail('invalid_arguments call should name the intended tool');
          if (!raw.ok) fail('invalid_arguments call should have JSON arguments');
          else if (valid(raw.value)) fail('call arguments validate: not faulty');
          break;
        case 'malformed_json':
          if (c.call.name !== c.intended.name) fail('malformed_json call should name the intended tool');
          if (raw.ok) fail('malformed_json call arguments parse as JSON');
          if (!isDeepStrictEqual(c.meant, c.intended.arguments)) fail('malformed_json meant should be the intended arguments');
          break;
        case 'mixed':
          if (nameKnown) fail(`mixed call names an existing tool ${c.call.name}`);
          if (raw.ok && valid(args)) fail('mixed call arguments are valid: that is unknown_tool');
          break;
        default:
          break;
      }
    });
  }
  return { problems, cases: seen.size, counts, mistakes };
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const files = process.argv.length > 2 ? process.argv.slice(2) : caseFiles();
  const { problems, cases, counts, mistakes } = checkCases(files);
  console.log(`cases: ${cases}  by kind: ${JSON.stringify(counts)}`);
  console.log(`by mistake: ${JSON.stringify(mistakes)}`);
  for (const problem of problems) console.error(`PROBLEM ${problem}`);
  if (problems.length > 0) process.exit(1);
  console.log('all cases pass');
}
