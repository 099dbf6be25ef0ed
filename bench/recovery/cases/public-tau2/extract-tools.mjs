// Extracts the τ²-bench airline, retail and telecom agent tools (names, descriptions,
// parameters as JSON Schema) and the gold tool calls of their tasks from a snapshot of
// github.com/sierra-research/tau2-bench, into `tau2-source.json` beside this file.
//
// Usage: node bench/recovery/cases/public-tau2/extract-tools.mjs GIT_DIR [COMMIT]
//   GIT_DIR: a clone (or bare git directory) of tau2-bench; COMMIT defaults to HEAD.
//
// The schemas follow what τ²-bench itself sends to a model (`Tool.openai_schema`: the
// signature through pydantic's `create_model`, descriptions through `docstring_parser`'s
// Google style), with three documented differences (see RECOVERY.md): pydantic's `title`
// keys are left out; a union of a model with a bare `dict` (`List[FlightInfo | dict]`) is
// given as the model, because the tool builds the model from the dict and fails otherwise;
// and the top level is closed (`additionalProperties: false`), because the Python function
// takes no `**kwargs` and fails on an unknown keyword.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { parse as parseToml } from 'smol-toml';

const [gitDirectory, commitArgument = 'HEAD'] = process.argv.slice(2);
if (gitDirectory === undefined) {
  console.error('Usage: node extract-tools.mjs GIT_DIR [COMMIT]');
  process.exit(2);
}

const git = (...args) => execFileSync('git', ['--git-dir', gitDirectory, ...args], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
const commit = git('rev-parse', `${commitArgument}^{commit}`).trim();
const show = (path) => git('show', `${commit}:${path}`);

/** Python's `inspect.cleandoc`. */
function cleandoc(text) {
  const lines = text.replaceAll('\t', '        ').split('\n');
  let margin = Infinity;
  for (const line of lines.slice(1)) {
    const content = line.trimStart();
    if (content !== '') margin = Math.min(margin, line.length - content.length);
  }
  const cleaned = [lines[0].trimStart(), ...lines.slice(1).map((line) => (margin === Infinity ? line : line.slice(margin)))];
  while (cleaned.length > 0 && cleaned[0].trim() === '') cleaned.shift();
  while (cleaned.length > 0 && cleaned[cleaned.length - 1].trim() === '') cleaned.pop();
  return cleaned.join('\n');
}

const sectionTitles = ['Args', 'Arguments', 'Parameters', 'Params', 'Raises', 'Exceptions', 'Except', 'Attributes', 'Example', 'Examples', 'Returns', 'Yields'];
const titlePattern = new RegExp(`^(${sectionTitles.join('|')}):[ \\t\\r\\f\\v]*$`, 'gm');

/** A Google-style docstring as `docstring_parser` reads it: the tool's description
 * (short, a blank line, long) and each argument's description. */
function parseDocstring(docstring) {
  const text = cleandoc(docstring);
  const titles = [...text.matchAll(titlePattern)];
  const descriptionChunk = titles.length > 0 ? text.slice(0, titles[0].index) : text;
  const newline = descriptionChunk.indexOf('\n');
  const short = newline === -1 ? descriptionChunk : descriptionChunk.slice(0, newline);
  const long = newline === -1 ? '' : descriptionChunk.slice(newline + 1).trim();
  const argumentDescriptions = {};
  titles.forEach((title, index) => {
    if (!['Args', 'Arguments', 'Parameters', 'Params'].includes(title[1])) return;
    const end = index + 1 < titles.length ? titles[index + 1].index : text.length;
    const chunk = text.slice(title.index + title[0].length + 1, end);
    const indent = /^\s*/.exec(chunk)[0].replace(/^\n+/, '');
    const starts = [...chunk.matchAll(new RegExp(`^${indent}(?=\\S)`, 'gm'))].map((match) => match.index);
    starts.forEach((start, position) => {
      const part = chunk.slice(start, starts[position + 1] ?? chunk.length).replace(/^\n+|\n+$/g, '');
      const colon = part.indexOf(':');
      const name = part.slice(0, colon).trim().replace(/\s*\(.*\)$/, '');
      let description = part.slice(colon + 1);
      if (description.startsWith(' ')) description = description.slice(1);
      const lineBreak = description.indexOf('\n');
      if (lineBreak !== -1) description = `${description.slice(0, lineBreak)}\n${cleandoc(description.slice(lineBreak + 1))}`;
      argumentDescriptions[name] = description.replace(/^\n+|\n+$/g, '');
    });
  });
  return { description: long === '' ? short : `${short}\n\n${long}`, argumentDescriptions };
}

/** `text` split at top-level commas (outside brackets and strings). */
function splitTopLevel(text) {
  const parts = [];
  let depth = 0;
  let quote = null;
  let current = '';
  for (const character of text) {
    if (quote !== null) {
      if (character === quote) quote = null;
    } else if (character === '"' || character === "'") {
      quote = character;
    } else if ('([{'.includes(character)) {
      depth += 1;
    } else if (')]}'.includes(character)) {
      depth -= 1;
    } else if (character === ',' && depth === 0) {
      parts.push(current.trim());
      current = '';
      continue;
    }
    current += character;
  }
  if (current.trim() !== '') parts.push(current.trim());
  return parts;
}

/** The text inside the bracket that opens at `open`, and the index after its close. */
function bracketed(text, open) {
  let depth = 0;
  let quote = null;
  for (let index = open; index < text.length; index += 1) {
    const character = text[index];
    if (quote !== null) {
      if (character === quote && text[index - 1] !== '\\') quote = null;
    } else if (character === '"' || character === "'") {
      quote = character;
    } else if ('([{'.includes(character)) {
      depth += 1;
    } else if (')]}'.includes(character)) {
      depth -= 1;
      if (depth === 0) return { inner: text.slice(open + 1, index), end: index + 1 };
    }
  }
  throw new Error(`Unclosed bracket at ${open}`);
}

/** The value of a Python string literal, or of adjacent literals ("a" "b"). */
function pythonString(text) {
  const literals = [...text.matchAll(/"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'/g)];
  return literals.map((match) => (match[1] ?? match[2]).replace(/\\(.)/g, '$1')).join('');
}

/** Literal aliases and pydantic models of a `data_model.py`. */
function parseDataModel(source) {
  const literals = {};
  for (const match of source.matchAll(/^(\w+) = Literal\[([^\]]*)\]/gm)) {
    literals[match[1]] = splitTopLevel(match[2]).map((value) => pythonString(value));
  }
  const models = {};
  for (const match of source.matchAll(/^class (\w+)\(BaseModel\):\n((?:(?: {4}.*)?\n)+)/gm)) {
    const fields = [];
    const body = match[2];
    for (const field of body.matchAll(/^ {4}(\w+): ([^=\n]+?) = Field\(/gm)) {
      const { inner } = bracketed(body, field.index + field[0].length - 1);
      const args = splitTopLevel(inner);
      const positionalDefault = args.find((argument) => !/^\w+\s*=/.test(argument));
      const keywordDefault = args.find((argument) => /^default\s*=/.test(argument));
      const descriptionArgument = args.find((argument) => /^description\s*=/.test(argument));
      const required = (positionalDefault === undefined || positionalDefault === '...') && keywordDefault === undefined;
      fields.push({ name: field[1], type: field[2].trim(), required, description: descriptionArgument === undefined ? undefined : pythonString(descriptionArgument) });
    }
    models[match[1]] = fields;
  }
  return { literals, models };
}

/** JSON Schema of a Python annotation, as pydantic writes it (without titles). */
function schemaOf(annotation, dataModel) {
  const type = annotation.trim();
  const primitive = { str: 'string', int: 'integer', float: 'number', bool: 'boolean' }[type];
  if (primitive !== undefined) return { type: primitive };
  const list = /^(?:List|list)\[(.*)\]$/.exec(type);
  if (list !== null) return { type: 'array', items: schemaOf(list[1], dataModel) };
  const union = splitTopLevel(type.replace(/^Union\[(.*)\]$/, '$1').replaceAll('|', ','));
  if (union.length === 2 && union[1] === 'dict' && union[0] in dataModel.models) return schemaOf(union[0], dataModel);
  if (type in dataModel.literals) return { type: 'string', enum: dataModel.literals[type] };
  if (type in dataModel.models) {
    const fields = dataModel.models[type];
    const schema = { type: 'object', properties: {} };
    for (const field of fields) {
      schema.properties[field.name] = field.description === undefined
        ? schemaOf(field.type, dataModel)
        : { description: field.description, ...schemaOf(field.type, dataModel) };
    }
    const required = fields.filter((field) => field.required).map((field) => field.name);
    if (required.length > 0) schema.required = required;
    return schema;
  }
  throw new Error(`No JSON Schema for the annotation ${type}`);
}

/** A Python default value as JSON. */
function defaultValue(text) {
  if (/^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  if (text === 'True' || text === 'False') return text === 'True';
  if (text === 'None') return null;
  return pythonString(text);
}

/** The `@is_tool` methods of a `tools.py`, as tools with JSON Schema parameters. */
function parseTools(source, dataModel) {
  const tools = [];
  for (const match of source.matchAll(/^ {4}@is_tool\(ToolType\.(\w+)[^)]*\)\n {4}def (\w+)\(/gm)) {
    const [, toolType, name] = match;
    const { inner, end } = bracketed(source, match.index + match[0].length - 1);
    const docstringStart = source.indexOf('"""', end);
    const docstringEnd = source.indexOf('"""', docstringStart + 3);
    const { description, argumentDescriptions } = parseDocstring(source.slice(docstringStart + 3, docstringEnd));
    const properties = {};
    const required = [];
    for (const parameter of splitTopLevel(inner)) {
      const parsed = /^(\w+)\s*(?::\s*([^=]+?))?\s*(?:=\s*(.+))?$/.exec(parameter);
      if (parsed === null) throw new Error(`${name}: cannot read the parameter ${parameter}`);
      const [, parameterName, annotation, fallback] = parsed;
      if (parameterName === 'self') continue;
      if (annotation === undefined) throw new Error(`${name}: ${parameterName} has no annotation`);
      const schema = schemaOf(annotation, dataModel);
      const property = parameterName in argumentDescriptions ? { description: argumentDescriptions[parameterName], ...schema } : schema;
      if (fallback === undefined) required.push(parameterName);
      else property.default = defaultValue(fallback.trim());
      properties[parameterName] = property;
    }
    const parameters = { type: 'object', properties };
    if (required.length > 0) parameters.required = required;
    parameters.additionalProperties = false;
    tools.push({ name, description, parameters, sideEffect: toolType === 'WRITE' });
  }
  return tools;
}

/** The gold tool calls an agent makes in the tasks (`evaluation_criteria.actions`). */
function goldCalls(tasksText) {
  const calls = [];
  const seen = new Set();
  for (const task of JSON.parse(tasksText)) {
    for (const action of task.evaluation_criteria?.actions ?? []) {
      if ((action.requestor ?? 'assistant') !== 'assistant') continue;
      const key = JSON.stringify([action.name, action.arguments]);
      if (seen.has(key)) continue;
      seen.add(key);
      calls.push({ task: String(task.id), name: action.name, arguments: action.arguments });
    }
  }
  return calls;
}

const domains = {
  airline: { tasks: 'data/tau2/domains/airline/tasks.json' },
  retail: { tasks: 'data/tau2/domains/retail/tasks.json' },
  telecom: { tasks: 'data/tau2/domains/telecom/tasks_small.json' },
};
const output = {
  source: {
    repository: 'https://github.com/sierra-research/tau2-bench',
    commit,
    license: 'MIT License, Copyright (c) 2025 Sierra Research',
    files: [],
  },
  domains: {},
};
for (const [domain, { tasks }] of Object.entries(domains)) {
  const toolsPath = `src/tau2/domains/${domain}/tools.py`;
  const dataModelPath = `src/tau2/domains/${domain}/data_model.py`;
  output.source.files.push(toolsPath, dataModelPath, tasks);
  const tools = parseTools(show(toolsPath), parseDataModel(show(dataModelPath)));
  output.domains[domain] = { tools, goldCalls: goldCalls(show(tasks)) };
}
// The telecom tasks hold few agent calls; its database names the customers, lines and bills
// the generator builds telecom calls from.
const telecomDatabasePath = 'data/tau2/domains/telecom/db.toml';
output.source.files.push(telecomDatabasePath);
const telecomDatabase = parseToml(show(telecomDatabasePath));
output.domains.telecom.records = {
  customers: telecomDatabase.customers.map((customer) => ({
    customer_id: customer.customer_id,
    full_name: customer.full_name,
    dob: customer.date_of_birth,
    phone_number: customer.phone_number,
    line_ids: customer.line_ids,
    bill_ids: customer.bill_ids,
  })),
  lines: telecomDatabase.lines.map((line) => ({ line_id: line.line_id, phone_number: line.phone_number })),
};

const target = new URL('./tau2-source.json', import.meta.url);
writeFileSync(target, JSON.stringify(output, null, 2) + '\n');
for (const [domain, { tools, goldCalls: calls }] of Object.entries(output.domains)) {
  console.log(`${domain}: ${tools.length} tools (${tools.filter((tool) => tool.sideEffect).length} with side effects), ${calls.length} gold calls`);
}
console.log(`tau2-bench ${commit}`);
