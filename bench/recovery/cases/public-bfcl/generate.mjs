// Writes the public BFCL recovery cases, one file per family, from `bfcl-source.json`
// (the tools and gold calls extracted by extract-tools.mjs). Deterministic (seeded):
// `node bench/recovery/cases/public-bfcl/generate.mjs [OUT_DIR]` always writes the same
// files (into this folder unless OUT_DIR is given).
import { readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import { createAjv } from './schema-validator.mjs';
import { isMainModule, writeCaseFamilies } from '../case-kit/case-files.mjs';
import { malformedText } from '../case-kit/malformed-json.mjs';
import { pick, random } from '../case-kit/seeded-random.mjs';
import { wrongArguments, wrongName } from './mistakes.mjs';

const here = new URL('./', import.meta.url);
const seed = 20261127;

/** The mistakes of each family, in order; `big` puts the case in a big catalog (its
 * question's tools merged with other questions' tools, 30 to 60 in all). */
const plans = {
  'unknown-tool.jsonl': {
    kind: 'unknown_tool',
    steps: [
      'misspelled', 'case_style', 'sibling_blend', 'invented_synonym', 'sibling_blend', 'invented_synonym',
      'misspelled', 'case_style', 'sibling_blend', 'invented_synonym', 'invented_synonym', 'sibling_blend',
      'misspelled', 'case_style', 'invented_synonym', 'sibling_blend', 'invented_synonym', 'misspelled',
    ].map((name) => ({ name })).concat([
      { name: 'invented_synonym', big: true }, { name: 'sibling_blend', big: true }, { name: 'misspelled', big: true },
      { name: 'case_style', big: true }, { name: 'invented_synonym', big: true }, { name: 'sibling_blend', big: true },
    ]),
  },
  'invalid-arguments.jsonl': {
    kind: 'invalid_arguments',
    steps: [
      'number_as_string', 'missing_required', 'renamed_key', 'camel_cased_key', 'enum_near_miss', 'boolean_as_string',
      'digits_as_number', 'list_as_text', 'renamed_key', 'missing_required', 'camel_cased_key', 'enum_near_miss',
      'number_as_string', 'renamed_key', 'missing_required', 'camel_cased_key', 'enum_near_miss', 'renamed_key',
      ['nested_renamed_key', 'nested_wrong_type', 'list_as_text'], ['nested_wrong_type', 'boolean_as_string'],
    ].map((args) => ({ args })).concat([
      { args: 'renamed_key', big: true }, { args: 'enum_near_miss', big: true }, { args: 'missing_required', big: true },
      { args: 'camel_cased_key', big: true },
    ]),
  },
  'malformed-json.jsonl': {
    kind: 'malformed_json',
    steps: [
      { json: 'cut_off', sideEffect: true }, { json: 'cut_off', sideEffect: true }, { json: 'cut_off', sideEffect: true },
      { json: 'cut_off', sideEffect: true }, { json: 'cut_off', sideEffect: true }, { json: 'cut_off', sideEffect: true },
      { json: 'cut_off' }, { json: 'cut_off' }, { json: 'single_quotes' }, { json: 'single_quotes', sideEffect: true },
      { json: 'single_quotes' }, { json: 'single_quotes' }, { json: 'trailing_commas' }, { json: 'trailing_commas', sideEffect: true },
      { json: 'trailing_commas' }, { json: 'unquoted_keys' }, { json: 'unquoted_keys', sideEffect: true }, { json: 'unquoted_keys' },
      { json: 'cut_off', sideEffect: true, big: true }, { json: 'cut_off', big: true }, { json: 'single_quotes', big: true },
      { json: 'trailing_commas', big: true }, { json: 'unquoted_keys', big: true }, { json: 'cut_off', sideEffect: true, big: true },
    ],
  },
  'mixed.jsonl': {
    kind: 'mixed',
    steps: [
      { name: 'case_style', args: 'camel_cased_key' }, { name: 'invented_synonym', args: ['number_as_string', 'boolean_as_string', 'digits_as_number'] },
      { name: 'misspelled', json: 'single_quotes' }, { name: 'sibling_blend', args: 'renamed_key' },
      { name: 'invented_synonym', args: 'missing_required' }, { name: 'invented_synonym', json: 'cut_off', sideEffect: true },
      { name: 'sibling_blend', args: 'enum_near_miss' }, { name: 'misspelled', args: 'renamed_key' },
      { name: 'case_style', json: 'trailing_commas' }, { name: 'sibling_blend', args: 'missing_required' },
      { name: 'invented_synonym', args: 'renamed_key' }, { name: 'misspelled', json: 'cut_off', sideEffect: true },
      { name: 'sibling_blend', args: ['number_as_string', 'digits_as_number', 'list_as_text'] }, { name: 'invented_synonym', json: 'unquoted_keys' },
      { name: 'case_style', args: 'missing_required' }, { name: 'sibling_blend', json: 'cut_off', sideEffect: true },
      { name: 'misspelled', args: 'enum_near_miss' }, { name: 'invented_synonym', args: 'camel_cased_key' },
      { name: 'invented_synonym', args: 'renamed_key', big: true }, { name: 'sibling_blend', args: 'missing_required', big: true },
      { name: 'misspelled', json: 'cut_off', sideEffect: true, big: true }, { name: 'case_style', args: 'renamed_key', big: true },
      { name: 'invented_synonym', json: 'single_quotes', big: true }, { name: 'sibling_blend', args: 'number_as_string', big: true },
    ],
  },
};

const short = { 'unknown-tool.jsonl': 'ut', 'invalid-arguments.jsonl': 'ia', 'malformed-json.jsonl': 'mj', 'mixed.jsonl': 'mx' };

/** A tool as a case lists it (without the extractor's side-effect flag). */
const caseTool = ({ name, description, parameters }) => ({ name, description, parameters });

/** Seeded shuffle. */
const shuffled = (items, next) => items.map((item) => ({ item, key: next() })).sort((a, b) => a.key - b.key).map(({ item }) => item);

/** Every case of every family, by file name. */
export function generateCases(source) {
  const next = random(seed);
  const ajv = createAjv();
  const validators = source.tools.map((tool) => ({ ajv: ajv.compile(tool.parameters), zod: z.fromJSONSchema(tool.parameters) }));
  // Gold calls usable as intended calls: the question lists two or more tools with
  // distinct names, the call names one of them, and its arguments validate (ajv and zod
  // agree) and stay as they are under zod (no default filled in).
  const calls = [];
  for (const question of source.questions) {
    const names = question.tools.map((index) => source.tools[index].name);
    if (question.tools.length < 2 || new Set(names).size !== names.length) continue;
    for (const gold of question.goldCalls) {
      const toolIndex = question.tools.find((index) => source.tools[index].name === gold.name);
      if (toolIndex === undefined || Object.keys(gold.arguments).length === 0) continue;
      const validator = validators[toolIndex];
      if (!validator.ajv(gold.arguments)) continue;
      const parsed = validator.zod.safeParse(gold.arguments);
      if (!parsed.success || !isDeepStrictEqual(parsed.data, gold.arguments)) continue;
      calls.push({ question, toolIndex, gold });
    }
  }

  /** A big catalog around `question`: its tools and other questions', 30 to 60 tools with
   * distinct names, in seeded order. */
  const bigCatalog = (question) => {
    const size = 30 + Math.floor(next() * 31);
    const chosen = question.tools.map((index) => source.tools[index]);
    const names = new Set(chosen.map((tool) => tool.name));
    for (const other of shuffled(source.questions, next)) {
      if (chosen.length >= size) break;
      for (const index of other.tools) {
        const tool = source.tools[index];
        if (chosen.length < size && !names.has(tool.name)) {
          chosen.push(tool);
          names.add(tool.name);
        }
      }
    }
    return shuffled(chosen, next).map(caseTool);
  };

  const families = {};
  for (const [file, plan] of Object.entries(plans)) {
    const cases = [];
    const used = new Set();
    plan.steps.forEach((step, index) => {
      const attempts = calls
        .filter((call) => !used.has(JSON.stringify([call.question.id, call.gold])))
        .filter((call) => step.sideEffect !== true || source.tools[call.toolIndex].sideEffect);
      for (const call of shuffled(attempts, next)) {
        const tool = source.tools[call.toolIndex];
        const tools = step.big === true ? bigCatalog(call.question) : call.question.tools.map((toolIndex) => caseTool(source.tools[toolIndex]));
        let callName = tool.name;
        if (step.name !== undefined) {
          const wrong = wrongName(step.name, tool.name, tools, next);
          if (wrong === null) continue;
          callName = wrong;
        }
        let meant = call.gold.arguments;
        let argumentMistake = step.args;
        if (step.args !== undefined) {
          // A list of argument mistakes: the first that applies to the call.
          const options = Array.isArray(step.args) ? step.args : [step.args];
          meant = null;
          for (const option of options) {
            meant = wrongArguments(option, call.gold.arguments, tool.parameters, next);
            argumentMistake = option;
            if (meant !== null) break;
          }
          if (meant === null) continue;
          // A mistake the schema does not catch is no mistake.
          if (validators[call.toolIndex].ajv(meant)) continue;
        }
        const text = step.json === undefined ? JSON.stringify(meant) : malformedText(step.json, meant, next);
        if (step.json !== undefined && parses(text)) continue;
        const label = [step.name, argumentMistake, step.json, step.big === true ? 'big' : undefined]
          .filter((part) => part !== undefined).join('+').replaceAll('_', '-');
        const entry = {
          id: `bfcl-${short[file]}-${String(index + 1).padStart(2, '0')}-${label}`,
          kind: plan.kind,
          source: call.question.id,
          tools,
          call: { name: callName, arguments: text },
        };
        if (step.json !== undefined) entry.meant = meant;
        entry.intended = { name: tool.name, arguments: call.gold.arguments };
        cases.push(entry);
        used.add(JSON.stringify([call.question.id, call.gold]));
        return;
      }
      throw new Error(`${file} step ${index + 1}: no gold call fits ${JSON.stringify(step)}`);
    });
    families[file] = cases;
  }
  return families;
}

function parses(text) {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** The extracted BFCL tools and gold calls committed beside this file. */
export function readSource() {
  return JSON.parse(readFileSync(new URL('bfcl-source.json', here), 'utf8'));
}

if (isMainModule(import.meta.url)) writeCaseFamilies(generateCases(readSource()), here, process.argv[2]);
