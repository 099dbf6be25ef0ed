// Checks every fresh case file: shape, unique ids, intended tool present and its arguments
// valid (with ajv + ajv-formats, and with zod's fromJSONSchema as the benchmark does), and a
// first call that is genuinely faulty for its kind.
// Usage: node bench/recovery/cases/fresh/check-cases.mjs [files...] (default: every .jsonl here)
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import AjvModule from 'ajv';
import formatsModule from 'ajv-formats';
import { z } from 'zod';
import { agreeingValidator, readCallArguments } from '../case-kit/call-arguments.mjs';
import { caseFilesIn, parseJson } from '../case-kit/case-files.mjs';

const Ajv = AjvModule.default ?? AjvModule;
const addFormats = formatsModule.default ?? formatsModule;
const ajv = new Ajv({ allErrors: true, allowUnionTypes: true, strict: true });
addFormats(ajv);

const files = process.argv.length > 2 ? process.argv.slice(2) : caseFilesIn(new URL('./', import.meta.url));

const kinds = new Set(['unknown_tool', 'invalid_arguments', 'malformed_json', 'mixed']);
const problems = [];
const notes = [];
const seen = new Set();
const counts = {};
const domainCounts = {};
const sizes = [];

function editDistance(a, b) {
  const row = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    let previous = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const kept = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = kept;
    }
  }
  return row[b.length];
}

/** Keys of `value` (at any depth) that the schema does not declare but that are within
 * edit distance max(2, a third of its length) of a declared key: near misses an open schema lets through. */
function nearMisses(schema, value, path = '') {
  if (schema === undefined || value === null || typeof value !== 'object') return [];
  if (Array.isArray(value)) return value.flatMap((item, index) => nearMisses(schema.items, item, `${path}[${index}]`));
  const declared = Object.keys(schema.properties ?? {});
  return Object.entries(value).flatMap(([key, inner]) => {
    if (declared.includes(key)) return nearMisses(schema.properties[key], inner, `${path}.${key}`);
    const close = declared.filter((name) => editDistance(name, key) <= Math.max(2, Math.floor(name.length / 3)) || name.replaceAll('_', '') === key.replaceAll('_', '').toLowerCase());
    return close.map((name) => `${path}.${key}~${name}`);
  });
}

for (const file of files) {
  const lines = readFileSync(file, 'utf8').split('\n').filter((line) => line.trim() !== '');
  lines.forEach((line, index) => {
    const where = `${basename(file)}:${index + 1}`;
    const fail = (message) => problems.push(`${where}: ${message}`);
    const entry = parseJson(line);
    if (!entry.ok) return fail('line is not JSON');
    const c = entry.value;
    if (typeof c.id !== 'string' || c.id === '') return fail('no id');
    if (seen.has(c.id)) fail(`duplicate id ${c.id}`);
    seen.add(c.id);
    if (!kinds.has(c.kind)) fail(`unknown kind ${c.kind}`);
    counts[c.kind] = (counts[c.kind] ?? 0) + 1;
    const domain = c.id.split('-')[1];
    domainCounts[domain] = (domainCounts[domain] ?? 0) + 1;
    if (!Array.isArray(c.tools) || c.tools.length === 0) return fail('no tools');
    sizes.push(c.tools.length);
    const names = new Set();
    const validators = new Map();
    for (const tool of c.tools) {
      if (typeof tool.name !== 'string' || typeof tool.description !== 'string' || typeof tool.parameters !== 'object') fail(`bad tool ${JSON.stringify(tool.name)}`);
      if (names.has(tool.name)) fail(`tool ${tool.name} listed twice`);
      names.add(tool.name);
      try {
        validators.set(tool.name, { ajv: ajv.compile(tool.parameters), zod: z.fromJSONSchema(tool.parameters), schema: tool.parameters });
      } catch (error) {
        fail(`tool ${tool.name}: schema does not compile: ${error.message}`);
      }
    }
    if (typeof c.call?.name !== 'string' || typeof c.call?.arguments !== 'string') return fail('call needs a name and a string of arguments');
    if (typeof c.intended?.name !== 'string' || typeof c.intended?.arguments !== 'object') return fail('intended needs a name and an object of arguments');
    const target = validators.get(c.intended.name);
    if (target === undefined) return fail(`intended tool ${c.intended.name} is not among the tools`);
    const valid = agreeingValidator(target, fail);
    if (!valid(c.intended.arguments)) {
      fail(`intended arguments do not validate: ${ajv.errorsText(target.ajv.errors)}`);
    } else if (!isDeepStrictEqual(target.zod.parse(c.intended.arguments), c.intended.arguments)) {
      fail('zod changes the intended arguments when it validates them');
    }

    const { raw, args } = readCallArguments(c, fail);
    const nameKnown = names.has(c.call.name);
    if (c.call.name === c.intended.name && raw.ok && isDeepStrictEqual(raw.value, c.intended.arguments)) fail('call equals intended');

    switch (c.kind) {
      case 'unknown_tool':
        if (nameKnown) fail(`unknown_tool call names an existing tool ${c.call.name}`);
        if (!raw.ok) fail('unknown_tool call should have JSON arguments');
        else if (!valid(raw.value)) fail('unknown_tool call has invalid arguments too (that is mixed)');
        break;
      case 'invalid_arguments':
        if (c.call.name !== c.intended.name) fail('invalid_arguments call should name the intended tool');
        if (!raw.ok) fail('invalid_arguments call should have JSON arguments');
        else if (valid(raw.value)) {
          const misses = nearMisses(target.schema, raw.value);
          if (misses.length === 0) fail('call arguments validate and have no near-miss key: not faulty');
          else notes.push(`${c.id}: schema-valid call on an open schema, near-miss key ${misses.join(', ')} (a plain validator runs it: a wrong execution unless the system flags it)`);
        }
        break;
      case 'malformed_json':
        if (c.call.name !== c.intended.name) fail('malformed_json call should name the intended tool');
        if (raw.ok) fail('malformed_json call arguments parse as JSON');
        if (c.meant !== undefined && !isDeepStrictEqual(c.meant, c.intended.arguments)) {
          if (valid(c.meant)) fail('meant differs from intended but validates: the follow-on error is not a fault');
          else notes.push(`${c.id}: after the JSON is repaired, the arguments are still invalid (${ajv.errorsText(target.ajv.errors)})`);
        }
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

sizes.sort((a, b) => a - b);
console.log(`files: ${files.map((file) => basename(file)).join(', ')}`);
console.log(`cases: ${seen.size}  by kind: ${JSON.stringify(counts)}`);
console.log(`by domain: ${JSON.stringify(domainCounts)}`);
console.log(`catalog sizes: min ${sizes[0]}, median ${sizes[Math.floor(sizes.length / 2)]}, max ${sizes[sizes.length - 1]}; ${sizes.filter((size) => size >= 100).length} cases with 100+ tools`);
for (const note of notes) console.log(`note: ${note}`);
if (problems.length > 0) {
  for (const problem of problems) console.error(`PROBLEM ${problem}`);
  process.exit(1);
}
console.log('all cases pass');
