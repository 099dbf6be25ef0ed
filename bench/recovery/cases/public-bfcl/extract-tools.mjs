// Extracts the function schemas and gold calls of the Berkeley Function Calling
// Leaderboard's multi-tool categories (multiple, parallel_multiple, live_multiple,
// live_parallel_multiple) from a snapshot of github.com/ShishirPatil/gorilla, into
// `bfcl-source.json` beside this file.
//
// Usage: node bench/recovery/cases/public-bfcl/extract-tools.mjs GIT_DIR [COMMIT]
//   GIT_DIR: a clone (or bare git directory) of gorilla; COMMIT defaults to HEAD.
//
// The schemas are what BFCL itself sends to an OpenAI-style model
// (`bfcl_eval/model_handler/utils.py`, `convert_to_tool` with `GORILLA_TO_OPENAPI`): a
// dotted name gets `_` for `.`; BFCL's type names map to JSON Schema's (`dict` → object,
// `float` → number with `format: "float"` and " This is a float type value." appended to
// its description, `tuple` → array, `any` and unknown names → string, …); every other key
// (`optional`, `default`, `enum`, …) is kept. One difference, as for τ²-bench: the top
// level is closed (`additionalProperties: false`), because BFCL's checker fails a call
// with a parameter the function does not declare.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';

const [gitDirectory, commitArgument = 'HEAD'] = process.argv.slice(2);
if (gitDirectory === undefined) {
  console.error('Usage: node extract-tools.mjs GIT_DIR [COMMIT]');
  process.exit(2);
}

const git = (...args) => execFileSync('git', ['--git-dir', gitDirectory, ...args], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
const commit = git('rev-parse', `${commitArgument}^{commit}`).trim();
const show = (path) => git('show', `${commit}:${path}`);
const jsonLines = (text) => text.split('\n').filter((line) => line.trim() !== '').map((line) => JSON.parse(line));

const root = 'berkeley-function-call-leaderboard';
const categories = ['multiple', 'parallel_multiple', 'live_multiple', 'live_parallel_multiple'];

/** `GORILLA_TO_OPENAPI` of `bfcl_eval/constants/type_mappings.py`. */
const typeMapping = {
  integer: 'integer', number: 'number', float: 'number', string: 'string', boolean: 'boolean', bool: 'boolean',
  array: 'array', list: 'array', dict: 'object', object: 'object', tuple: 'array', any: 'string', byte: 'integer',
  short: 'integer', long: 'integer', double: 'number', char: 'string', ArrayList: 'array', Array: 'array',
  HashMap: 'object', Hashtable: 'object', Queue: 'array', Stack: 'array', Any: 'string', String: 'string', Bigint: 'integer',
};
const mapType = (type) => typeMapping[type] ?? 'string';

/** `_cast_to_openai_type`: the same steps, in the same order. */
function castProperties(properties) {
  for (const value of Object.values(properties)) {
    if (!('type' in value)) {
      value.type = 'string';
    } else {
      if (value.type === 'float') {
        value.format = 'float';
        value.description = `${value.description ?? ''} This is a float type value.`;
      }
      value.type = mapType(value.type);
    }
    if (value.type === 'array' || value.type === 'object') {
      if ('properties' in value) {
        value.properties = castProperties(value.properties);
      } else if ('items' in value) {
        value.items.type = mapType(value.items.type);
        if (value.items.type === 'array' && 'items' in value.items) value.items.items.type = mapType(value.items.items.type);
        else if (value.items.type === 'object' && 'properties' in value.items) value.items.properties = castProperties(value.items.properties);
      }
    }
  }
  return properties;
}

/** Verbs of a tool that sends, changes or spends something. */
const writeVerbs = new Set([
  'add', 'book', 'buy', 'cancel', 'change', 'charge', 'create', 'delete', 'disable', 'edit', 'enable', 'initiate', 'insert',
  'make', 'modify', 'order', 'pay', 'place', 'post', 'publish', 'purchase', 'register', 'remove', 'rent', 'reserve', 'reset',
  'schedule', 'send', 'set', 'share', 'submit', 'transfer', 'update', 'upload', 'write', 'request', 'start', 'stop', 'turn',
  'archive', 'assign', 'close', 'process', 'reboot', 'restart', 'activate', 'deactivate', 'approve', 'apply', 'adjust', 'configure', 'install', 'play', 'control', 'lock', 'unlock', 'move',
]);
const verbOf = (word) => {
  const lower = word.toLowerCase();
  if (writeVerbs.has(lower)) return lower;
  for (const suffix of ['es', 's']) if (lower.endsWith(suffix) && writeVerbs.has(lower.slice(0, -suffix.length))) return lower.slice(0, -suffix.length);
  return null;
};

/** Verbs of a tool that only reads or computes. */
const readVerb = /^(retriev|get|fetch|find|search|calculat|comput|look|list|check|show|provid|return|estimat|predict|determin|identif|analy|convert|translat|query|display|view|read|obtain|recommend|browse|discover|explore|count|measure|evaluat|validat|verif|solv|extract|summari|detect|compar|track|monitor|simulat|locat)/i;

/** Whether a tool has side effects: when the verb its description opens with (after a
 * leading "This function", as in "This function processes the purchase …" → "process")
 * is a write verb ("Books a …", "Send …"); when it is a read verb ("Retrieve …",
 * "Calculates …"), not; otherwise when any word of its name is a write verb
 * (`Buses_3_BuyBusTicket`). */
function hasSideEffect(name, description) {
  const words = description.trim().replace(/^(This|The) (function|tool|API|endpoint|method)( will)? /i, '').split(/[^A-Za-z]+/);
  if (verbOf(words[0] ?? '') !== null) return true;
  if (readVerb.test(words[0] ?? '')) return false;
  return name.split(/[._\-]|(?<=[a-z0-9])(?=[A-Z])/).some((word) => verbOf(word) !== null);
}

/** A BFCL function as the OpenAI handler sends it, with top-level extra keys refused. */
function convertFunction(bfclFunction) {
  const item = structuredClone(bfclFunction);
  const name = item.name.replaceAll('.', '_');
  const parameters = { ...item.parameters, type: 'object', properties: castProperties(item.parameters.properties ?? {}) };
  parameters.additionalProperties = false;
  return { name, description: item.description ?? '', parameters };
}

/** A gold call from a ground-truth entry: each parameter's first acceptable value; a
 * parameter whose first acceptable value is "" (may be left out) takes its first other
 * value, or is left out when it has none. */
function goldCall(entry) {
  const [[name, parameters]] = Object.entries(entry);
  const args = {};
  for (const [key, values] of Object.entries(parameters)) {
    const chosen = values.find((value) => value !== '');
    if (chosen !== undefined) args[key] = chosen;
  }
  return { name: name.replaceAll('.', '_'), arguments: args };
}

const output = {
  source: {
    repository: 'https://github.com/ShishirPatil/gorilla',
    commit,
    license: 'Apache License 2.0 (berkeley-function-call-leaderboard; LICENSE at the repository root)',
    files: [],
  },
  tools: [],
  questions: [],
};
const toolIndex = new Map();
for (const category of categories) {
  const questionsPath = `${root}/bfcl_eval/data/BFCL_v4_${category}.json`;
  const answersPath = `${root}/bfcl_eval/data/possible_answer/BFCL_v4_${category}.json`;
  output.source.files.push(questionsPath, answersPath);
  const answers = new Map(jsonLines(show(answersPath)).map((answer) => [answer.id, answer.ground_truth]));
  for (const question of jsonLines(show(questionsPath))) {
    const tools = question.function.map((bfclFunction) => {
      const tool = convertFunction(bfclFunction);
      const key = JSON.stringify(tool);
      if (!toolIndex.has(key)) {
        toolIndex.set(key, output.tools.length);
        output.tools.push({ ...tool, sideEffect: hasSideEffect(bfclFunction.name, tool.description) });
      }
      return toolIndex.get(key);
    });
    const groundTruth = answers.get(question.id) ?? [];
    output.questions.push({ id: question.id, category, tools, goldCalls: groundTruth.map(goldCall) });
  }
}

const target = new URL('./bfcl-source.json', import.meta.url);
const lines = [
  '{',
  `"source": ${JSON.stringify(output.source)},`,
  '"tools": [',
  output.tools.map((tool) => JSON.stringify(tool)).join(',\n'),
  '],',
  '"questions": [',
  output.questions.map((question) => JSON.stringify(question)).join(',\n'),
  ']',
  '}',
];
writeFileSync(target, lines.join('\n') + '\n');
console.log(`${output.questions.length} questions, ${output.tools.length} distinct tools (${output.tools.filter((tool) => tool.sideEffect).length} with side effects)`);
console.log(`gorilla ${commit}`);
