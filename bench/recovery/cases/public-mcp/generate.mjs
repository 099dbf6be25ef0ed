// Writes the public MCP recovery cases, one file per family, from `mcp-source.json` (GitHub's
// MCP server's tools, extracted by extract-tools.mjs). Deterministic (seeded):
// `node bench/recovery/cases/public-mcp/generate.mjs [OUT_DIR]` always writes the same files
// (into this folder unless OUT_DIR is given).
import { readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { isMainModule, parseJson, writeCaseFamilies } from '../case-kit/case-files.mjs';
import { removeAt } from '../case-kit/json-paths.mjs';
import { malformedText } from '../case-kit/malformed-json.mjs';
import { random } from '../case-kit/seeded-random.mjs';
import { gatewayCatalog, toolsetCatalog, toolsetsServedAlone } from './catalogs.mjs';
import { intendedArguments } from './intended-calls.mjs';
import { codeFenced, gatewaySeparator, wrongArguments, wrongName } from './mistakes.mjs';
import { createValidators } from './schema-validator.mjs';

const here = new URL('./', import.meta.url);
const seed = 20261201;

const gateway = (step) => ({ ...step, gateway: true });

/** The mistakes of each family, in order. `gateway` puts the case in the gateway's catalog
 * (every toolset as its own server, prefixed names), otherwise the tool's own toolset served
 * alone; `sideEffect` asks for a tool that acts; `oldName` calls a tool by the name the
 * server's deprecated-alias table gives it. */
const plans = {
  'unknown-tool.jsonl': {
    kind: 'unknown_tool',
    steps: [
      ...['misspelled', 'case_style', 'invented_synonym', 'sibling_blend', 'client_namespace', 'invented_synonym',
        'misspelled', 'case_style', 'client_namespace', 'sibling_blend', 'invented_synonym', 'client_namespace'].map((name) => ({ name })),
      ...['prefix_dropped', 'wrong_prefix', 'wrong_separator', 'invented_synonym', 'prefix_dropped', 'wrong_prefix',
        'wrong_separator', 'misspelled', 'prefix_dropped', 'wrong_prefix', 'wrong_separator', 'invented_synonym'].map((name) => gateway({ name })),
    ],
  },
  'invalid-arguments.jsonl': {
    kind: 'invalid_arguments',
    steps: [
      ...['number_as_string', 'missing_required', 'key_case_flip', 'renamed_key', 'enum_near_miss', 'lone_value_for_list',
        'owner_repo_joined', 'stringified_json_value', 'wrapped_arguments', 'key_case_flip', 'number_as_string', 'enum_near_miss',
        'nested_renamed_key', 'missing_required', 'key_case_flip', 'lone_value_for_list'].map((args) => ({ args })),
      ...['number_as_string', 'missing_required', 'key_case_flip', 'renamed_key', 'enum_near_miss', 'owner_repo_joined',
        'stringified_json_value', 'wrapped_arguments'].map((args) => gateway({ args })),
    ],
  },
  'malformed-json.jsonl': {
    kind: 'malformed_json',
    steps: [
      { json: 'cut_off', sideEffect: true }, { json: 'cut_off', sideEffect: true }, { json: 'cut_off', sideEffect: true },
      { json: 'cut_off', sideEffect: true }, { json: 'cut_off' }, { json: 'single_quotes' }, { json: 'single_quotes', sideEffect: true },
      { json: 'single_quotes' }, { json: 'trailing_commas' }, { json: 'trailing_commas', sideEffect: true }, { json: 'unquoted_keys' },
      { json: 'unquoted_keys', sideEffect: true }, { json: 'code_fence' }, { json: 'code_fence', sideEffect: true }, { json: 'code_fence' },
      { json: 'cut_off' },
      ...[{ json: 'cut_off', sideEffect: true }, { json: 'cut_off', sideEffect: true }, { json: 'cut_off', sideEffect: true },
        { json: 'single_quotes' }, { json: 'single_quotes', sideEffect: true }, { json: 'trailing_commas' }, { json: 'unquoted_keys' },
        { json: 'code_fence', sideEffect: true }].map(gateway),
    ],
  },
  'mixed.jsonl': {
    kind: 'mixed',
    steps: [
      { oldName: true }, { oldName: true }, { name: 'case_style', args: 'missing_required' },
      { name: 'invented_synonym', json: 'cut_off', sideEffect: true }, { name: 'client_namespace', args: 'owner_repo_joined' },
      { name: 'misspelled', json: 'single_quotes' }, { name: 'sibling_blend', args: 'enum_near_miss' },
      { name: 'invented_synonym', args: 'renamed_key' }, { name: 'case_style', args: 'missing_required' },
      { name: 'invented_synonym', json: 'cut_off', sideEffect: true }, { name: 'client_namespace', args: 'owner_repo_joined' },
      { name: 'misspelled', json: 'single_quotes' }, { name: 'sibling_blend', args: 'enum_near_miss' },
      { name: 'invented_synonym', args: 'renamed_key' },
      ...[{ oldName: true }, { oldName: true }, { name: 'prefix_dropped', args: 'key_case_flip' },
        { name: 'wrong_prefix', args: 'number_as_string' }, { name: 'invented_synonym', json: 'cut_off', sideEffect: true },
        { name: 'prefix_dropped', args: 'key_case_flip' }, { name: 'wrong_prefix', args: 'number_as_string' },
        { name: 'wrong_separator', args: 'wrapped_arguments' }, { name: 'prefix_dropped', args: 'key_case_flip' },
        { name: 'wrong_prefix', args: 'number_as_string' }].map(gateway),
    ],
  },
};

const short = { 'unknown-tool.jsonl': 'ut', 'invalid-arguments.jsonl': 'ia', 'malformed-json.jsonl': 'mj', 'mixed.jsonl': 'mx' };

/** Seeded shuffle. */
const shuffled = (items, next) => items.map((item) => ({ item, key: next() })).sort((a, b) => a.key - b.key).map(({ item }) => item);

/** The text of `args` with the JSON mistake `kind`. */
const writeJson = (kind, args, next) => (kind === 'code_fence' ? codeFenced(args) : malformedText(kind, args, next));

/** Every case of every family, by file name. */
export function generateCases(source) {
  const next = random(seed);
  const validators = createValidators();
  const bareNames = source.tools.map((tool) => tool.name);
  const servers = [...new Set(source.tools.map((tool) => tool.toolset))];
  const servedAlone = toolsetsServedAlone(source.tools);
  const bigCatalog = gatewayCatalog(source.tools);

  /** Whether `args` are a call of `tool` that ajv and zod accept and zod leaves unchanged. */
  const isValidCall = (tool, args) => {
    const { ajv, zod } = validators.of(tool.parameters);
    const parsed = zod.safeParse(args);
    return ajv(args) && parsed.success && isDeepStrictEqual(parsed.data, args);
  };

  /** The first call of a step on `tool` (intended arguments drawn here), or `null`. */
  const caseOf = (step, tool, catalog, fixed) => {
    const intended = intendedArguments(tool, next, fixed);
    if (intended === undefined || Object.keys(intended).length === 0 || !isValidCall(tool, intended)) return null;
    const server = step.gateway === true ? tool.toolset : undefined;
    const listedName = server === undefined ? tool.name : `${server}${gatewaySeparator}${tool.name}`;
    const catalogNames = catalog.map((listed) => listed.name);
    let callName = listedName;
    if (step.oldName === true) callName = server === undefined ? fixed.method : `${server}${gatewaySeparator}${fixed.method}`;
    else if (step.name !== undefined) callName = wrongName(step.name, { name: tool.name, server, catalog: catalogNames, bareNames, servers }, next);
    if (callName === null || (callName !== listedName && catalogNames.includes(callName))) return null;
    let meant = intended;
    if (step.oldName === true) meant = removeAt(intended, ['method']);
    if (step.args !== undefined) meant = wrongArguments(step.args, intended, tool.parameters, next);
    // A mistake the schema does not catch is no mistake.
    if (meant === null || (meant !== intended && validators.of(tool.parameters).ajv(meant))) return null;
    const text = step.json === undefined ? JSON.stringify(meant) : writeJson(step.json, meant, next);
    if (step.json !== undefined && parseJson(text).ok) return null;
    return { call: { name: callName, arguments: text }, meant: step.json === undefined ? undefined : meant, intended: { name: listedName, arguments: intended } };
  };

  const families = {};
  for (const [file, plan] of Object.entries(plans)) {
    const cases = [];
    const used = new Set();
    plan.steps.forEach((step, index) => {
      // A step on an old name draws among the deprecated aliases whose new tool takes the
      // old name as its `method`; any other step among the tools not used yet in the family.
      const attempts = step.oldName === true
        ? Object.entries(source.deprecatedAliases).map(([oldName, newName]) => ({ tool: source.tools.find((tool) => tool.name === newName), fixed: { method: oldName } }))
          .filter(({ tool, fixed }) => tool !== undefined && tool.parameters.properties?.method?.enum?.includes(fixed.method))
        : source.tools.map((tool) => ({ tool, fixed: {} }));
      const open = attempts
        .filter(({ tool, fixed }) => !used.has(`${tool.name} ${fixed.method ?? ''}`))
        .filter(({ tool }) => step.sideEffect !== true || tool.sideEffect)
        .filter(({ tool }) => step.gateway === true || servedAlone.has(tool.toolset));
      for (const { tool, fixed } of shuffled(open, next)) {
        const catalog = step.gateway === true ? bigCatalog : toolsetCatalog(source.tools, tool.toolset);
        const written = caseOf(step, tool, catalog, fixed);
        if (written === null) continue;
        const label = [step.oldName === true ? 'old_name' : step.name, step.args, step.json, step.gateway === true ? 'gateway' : undefined]
          .filter((part) => part !== undefined).join('+').replaceAll('_', '-');
        const entry = { id: `mcp-${short[file]}-${String(index + 1).padStart(2, '0')}-${label}`, kind: plan.kind, tools: catalog, call: written.call };
        if (written.meant !== undefined) entry.meant = written.meant;
        entry.intended = written.intended;
        cases.push(entry);
        used.add(`${tool.name} ${fixed.method ?? ''}`);
        return;
      }
      throw new Error(`${file} step ${index + 1}: no tool fits ${JSON.stringify(step)}`);
    });
    families[file] = cases;
  }
  return families;
}

/** The extracted tools committed beside this file. */
export function readSource() {
  return JSON.parse(readFileSync(new URL('mcp-source.json', here), 'utf8'));
}

if (isMainModule(import.meta.url)) writeCaseFamilies(generateCases(readSource()), here, process.argv[2]);
