// Writes the public τ²-bench recovery cases, one file per family, from `tau2-source.json`
// (the tools and gold calls extracted by extract-tools.mjs). Deterministic (seeded):
// `node bench/recovery/cases/public-tau2/generate.mjs [OUT_DIR]` always writes the same
// files (into this folder unless OUT_DIR is given).
import { readFileSync } from 'node:fs';
import AjvModule from 'ajv';
import { isMainModule, writeCaseFamilies } from '../case-kit/case-files.mjs';
import { malformedText } from '../case-kit/malformed-json.mjs';
import { pick, random } from '../case-kit/seeded-random.mjs';
import { wrongArguments, wrongName } from './mistakes.mjs';

const Ajv = AjvModule.default ?? AjvModule;
const here = new URL('./', import.meta.url);
const seed = 20261127;
const domainNames = ['airline', 'retail', 'telecom'];

/** Telecom's tasks hold five agent calls; the rest are built from its database's records. */
function telecomCalls(records, next) {
  const reasons = ['Customer is travelling abroad for three months', 'Device lost, customer requested a temporary suspension', 'Customer asked to pause the line while overseas'];
  const calls = [];
  for (const customer of records.customers) {
    const lineId = customer.line_ids[0];
    calls.push(
      { name: 'get_customer_by_phone', arguments: { phone_number: customer.phone_number } },
      { name: 'get_customer_by_id', arguments: { customer_id: customer.customer_id } },
      { name: 'get_customer_by_name', arguments: { full_name: customer.full_name, dob: customer.dob } },
      { name: 'get_details_by_id', arguments: { id: lineId } },
      { name: 'suspend_line', arguments: { customer_id: customer.customer_id, line_id: lineId, reason: pick(reasons, next) } },
      { name: 'resume_line', arguments: { customer_id: customer.customer_id, line_id: lineId } },
      { name: 'get_bills_for_customer', arguments: { customer_id: customer.customer_id, limit: 1 + Math.floor(next() * 6) } },
      { name: 'send_payment_request', arguments: { customer_id: customer.customer_id, bill_id: customer.bill_ids[0] } },
      { name: 'get_data_usage', arguments: { customer_id: customer.customer_id, line_id: lineId } },
      { name: 'enable_roaming', arguments: { customer_id: customer.customer_id, line_id: lineId } },
      { name: 'disable_roaming', arguments: { customer_id: customer.customer_id, line_id: lineId } },
      { name: 'refuel_data', arguments: { customer_id: customer.customer_id, line_id: lineId, gb_amount: pick([1, 2, 2.5, 5], next) } },
    );
  }
  return calls;
}

/** The mistakes of each family, per domain, in order; `gateway` puts the case in the
 * three domains' tools served together under `domain__` prefixes. */
const plans = {
  'unknown-tool.jsonl': {
    kind: 'unknown_tool',
    steps: [
      { name: 'misspelled' }, { name: 'camel_cased' }, { name: 'sibling_blend' }, { name: 'invented_synonym' },
      { name: 'sibling_blend' }, { name: 'invented_synonym' }, { name: 'missing_prefix', gateway: true }, { name: 'wrong_prefix', gateway: true },
    ],
  },
  'invalid-arguments.jsonl': {
    kind: 'invalid_arguments',
    steps: {
      airline: ['number_as_string', 'missing_required', 'renamed_key', 'enum_near_miss', 'nested_renamed_key', 'nested_number_as_string', 'camel_cased_key', 'enum_near_miss'],
      retail: ['digits_as_number', 'single_for_array', 'missing_required', 'renamed_key', 'camel_cased_key', 'renamed_key', 'digits_as_number', 'missing_required'],
      telecom: ['number_as_string', 'missing_required', 'renamed_key', 'camel_cased_key', 'renamed_key', 'number_as_string', 'missing_required', 'renamed_key'],
    },
  },
  'malformed-json.jsonl': {
    kind: 'malformed_json',
    steps: [
      { json: 'cut_off', sideEffect: true }, { json: 'cut_off', sideEffect: true }, { json: 'cut_off' }, { json: 'single_quotes' },
      { json: 'trailing_commas' }, { json: 'unquoted_keys' }, { json: 'single_quotes', sideEffect: true, gateway: true }, { json: 'unquoted_keys', sideEffect: true },
    ],
  },
  'mixed.jsonl': {
    kind: 'mixed',
    steps: [
      { name: 'camel_cased', args: 'camel_cased_key' }, { name: 'invented_synonym', args: ['number_as_string', 'digits_as_number', 'single_for_array'] },
      { name: 'misspelled', json: 'single_quotes' }, { name: 'sibling_blend', args: 'renamed_key' },
      { name: 'invented_synonym', args: 'missing_required' }, { name: 'invented_synonym', json: 'cut_off', sideEffect: true },
      { name: 'missing_prefix', args: 'renamed_key', gateway: true }, { name: 'wrong_prefix', args: ['digits_as_number', 'number_as_string'], gateway: true },
    ],
  },
};

const short = { 'unknown-tool.jsonl': 'ut', 'invalid-arguments.jsonl': 'ia', 'malformed-json.jsonl': 'mj', 'mixed.jsonl': 'mx' };

/** Every case of every family, by file name. */
export function generateCases(source) {
  const next = random(seed);
  const ajv = new Ajv({ allErrors: true, strict: true });
  const catalogs = {};
  const sideEffects = new Set();
  const calls = {};
  for (const domain of domainNames) {
    const tools = source.domains[domain].tools;
    catalogs[domain] = tools.map(({ name, description, parameters }) => ({ name, description, parameters }));
    for (const tool of tools) if (tool.sideEffect) sideEffects.add(tool.name);
    const domainCalls = domain === 'telecom'
      ? [...source.domains.telecom.goldCalls, ...telecomCalls(source.domains.telecom.records, next)]
      : source.domains[domain].goldCalls;
    const validators = new Map(catalogs[domain].map((tool) => [tool.name, ajv.compile(tool.parameters)]));
    // A gold call that does not validate against its schema cannot be an intended call.
    calls[domain] = domainCalls.filter((call) => validators.get(call.name)(call.arguments));
  }
  const gateway = domainNames.flatMap((domain) => catalogs[domain].map((tool) => ({ ...tool, name: `${domain}__${tool.name}` })));
  const baseNameCount = (name) => domainNames.filter((domain) => catalogs[domain].some((tool) => tool.name === name)).length;

  const families = {};
  for (const [file, plan] of Object.entries(plans)) {
    const cases = [];
    const used = new Set();
    for (const domain of domainNames) {
      const steps = Array.isArray(plan.steps) ? plan.steps : plan.steps[domain].map((args) => ({ args }));
      steps.forEach((step, index) => {
        const tools = step.gateway === true ? gateway : catalogs[domain];
        const known = (name) => tools.some((tool) => tool.name === name);
        const prefix = step.gateway === true ? `${domain}__` : '';
        const attempts = calls[domain]
          .filter((call) => !used.has(JSON.stringify(call)))
          .filter((call) => step.sideEffect !== true || sideEffects.has(call.name))
          .filter((call) => Object.keys(call.arguments).length > 0);
        // Try the candidate calls in a seeded order until the step's mistakes all apply.
        const order = attempts.map((call) => ({ call, key: next() })).sort((a, b) => a.key - b.key).map(({ call }) => call);
        for (const call of order) {
          const schema = catalogs[domain].find((tool) => tool.name === call.name).parameters;
          let callName = prefix + call.name;
          if (step.name === 'missing_prefix') {
            if (baseNameCount(call.name) > 1) continue;
            callName = call.name;
          } else if (step.name === 'wrong_prefix') {
            const other = pick(domainNames.filter((name) => name !== domain), next);
            callName = `${other}__${call.name}`;
            if (known(callName)) continue;
          } else if (step.name !== undefined) {
            const wrong = wrongName(step.name, call.name, next, (name) => known(prefix + name) || baseNameCount(name) > 0);
            if (wrong === null) continue;
            callName = prefix + wrong;
          }
          let meant = call.arguments;
          let argumentMistake = step.args;
          if (step.args !== undefined) {
            // A list of argument mistakes: the first that applies to the call.
            const options = Array.isArray(step.args) ? step.args : [step.args];
            meant = null;
            for (const option of options) {
              meant = wrongArguments(option, call.arguments, schema, next);
              argumentMistake = option;
              if (meant !== null) break;
            }
            if (meant === null) continue;
          }
          const text = step.json === undefined ? JSON.stringify(meant) : malformedText(step.json, meant, next);
          const label = [step.name, argumentMistake, step.json].filter((part) => part !== undefined).join('+').replaceAll('_', '-');
          const entry = {
            id: `tau2-${domain}-${short[file]}-${String(index + 1).padStart(2, '0')}-${label}`,
            kind: plan.kind,
            tools: structuredClone(tools),
            call: { name: callName, arguments: text },
          };
          if (step.json !== undefined) entry.meant = meant;
          entry.intended = { name: prefix + call.name, arguments: call.arguments };
          cases.push(entry);
          used.add(JSON.stringify(call));
          return;
        }
        throw new Error(`${file} ${domain} step ${index + 1}: no gold call fits ${JSON.stringify(step)}`);
      });
    }
    families[file] = cases;
  }
  return families;
}

/** The extracted τ²-bench tools and gold calls committed beside this file. */
export function readSource() {
  return JSON.parse(readFileSync(new URL('tau2-source.json', here), 'utf8'));
}

if (isMainModule(import.meta.url)) writeCaseFamilies(generateCases(readSource()), here, process.argv[2]);
