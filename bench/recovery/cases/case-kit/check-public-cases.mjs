// The check a public case set shares: shape (as the benchmark loads them), unique ids, every
// tool exactly as extracted from the public source, the intended arguments valid (ajv and
// zod's fromJSONSchema agree, and zod leaves them unchanged), and a first call that is
// genuinely faulty for its kind. A set adds what only its source knows (`checkSource`).
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import { agreeingValidator, readCallArguments } from './call-arguments.mjs';
import { parseJson } from './case-files.mjs';

const kinds = new Set(['unknown_tool', 'invalid_arguments', 'malformed_json', 'mixed']);

/**
 * Problems (the set is wrong) and counts of the cases in `files`. `set` names the source:
 * `ajv` (its validator), `idPrefix` (`bfcl-`), `mistakeStart` (the id's part where the
 * mistake's label starts), `sourceName` (for messages), `extracted` (tool name → the tools
 * of that name as extracted) and `checkSource(entry, target, fail)`, run once the intended
 * tool is known.
 */
export function checkPublicCases(files, set) {
  const { ajv, extracted } = set;
  const problems = [];
  const seen = new Set();
  const counts = {};
  const mistakes = {};
  for (const file of files) {
    const lines = readFileSync(file, 'utf8').split('\n').filter((line) => line.trim() !== '');
    lines.forEach((line, index) => {
      const fail = (message) => problems.push(`${basename(file)}:${index + 1}: ${message}`);
      const entry = parseJson(line);
      if (!entry.ok) return fail('line is not JSON');
      const c = entry.value;
      if (typeof c.id !== 'string' || !c.id.startsWith(set.idPrefix)) return fail(`no ${set.idPrefix} id`);
      if (seen.has(c.id)) fail(`duplicate id ${c.id}`);
      seen.add(c.id);
      if (!kinds.has(c.kind)) fail(`unknown kind ${c.kind}`);
      counts[c.kind] = (counts[c.kind] ?? 0) + 1;
      // The id ends with the mistake's label (for this tally only).
      const mistake = c.id.split('-').slice(set.mistakeStart).join('-');
      mistakes[mistake] = (mistakes[mistake] ?? 0) + 1;
      if (!Array.isArray(c.tools) || c.tools.length === 0) return fail('no tools');
      const validators = new Map();
      for (const tool of c.tools) {
        const originals = extracted.get(tool.name) ?? [];
        if (!originals.some((original) => isDeepStrictEqual(original, tool))) fail(`tool ${tool.name} is not as extracted from ${set.sourceName}`);
        if (validators.has(tool.name)) fail(`tool ${tool.name} listed twice`);
        validators.set(tool.name, { ajv: ajv.compile(tool.parameters), zod: z.fromJSONSchema(tool.parameters) });
      }
      if (typeof c.call?.name !== 'string' || typeof c.call?.arguments !== 'string') return fail('call needs a name and a string of arguments');
      if (typeof c.intended?.name !== 'string' || typeof c.intended?.arguments !== 'object') return fail('intended needs a name and an object of arguments');
      const target = validators.get(c.intended.name);
      if (target === undefined) return fail(`intended tool ${c.intended.name} is not among the tools`);
      if (set.checkSource?.(c, fail) === false) return;
      const valid = agreeingValidator(target, fail);
      if (!valid(c.intended.arguments)) fail(`intended arguments do not validate: ${ajv.errorsText(target.ajv.errors)}`);
      else if (!isDeepStrictEqual(target.zod.parse(c.intended.arguments), c.intended.arguments)) fail('zod changes the intended arguments');

      const { raw, args } = readCallArguments(c, fail);
      const nameKnown = validators.has(c.call.name);
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

/** Prints a check's result as the command line shows it; exits 1 when the set is wrong. */
export function reportCheck({ problems, cases, counts, mistakes }) {
  console.log(`cases: ${cases}  by kind: ${JSON.stringify(counts)}`);
  console.log(`by mistake: ${JSON.stringify(mistakes)}`);
  for (const problem of problems) console.error(`PROBLEM ${problem}`);
  if (problems.length > 0) process.exit(1);
  console.log('all cases pass');
}
