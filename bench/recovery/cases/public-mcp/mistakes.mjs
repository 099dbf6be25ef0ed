// The mistakes the MCP cases are made of, chosen from what models are seen to get wrong
// with MCP servers' tools: each takes a correct call (the tool's bare name, its server's
// name when a gateway prefixes it, the arguments and the tool's JSON Schema) and returns the
// faulty one a model plausibly writes, or `null` when the mistake does not apply. Names
// the catalog already holds are never used. The seeded choice, the JSON mistakes and the
// path edits are the case kit's.
import { isObject, removeAt, renameAt, setAt, walk } from '../case-kit/json-paths.mjs';
import { pick } from '../case-kit/seeded-random.mjs';

/** How a gateway joins a server's name and a tool's name. */
export const gatewaySeparator = '__';

const snakeToCamel = (name) => name.replace(/_([a-zA-Z0-9])/g, (_, letter) => letter.toUpperCase());
const camelToSnake = (name) => name.replace(/(?<=[a-z0-9])([A-Z])/g, (_, letter) => `_${letter.toLowerCase()}`);
const flipCase = (name) => (name.includes('_') ? snakeToCamel(name) : camelToSnake(name));

// ---- tool names --------------------------------------------------------------------

/** A typing slip in one word of at least five letters: a letter dropped, two swapped, or
 * one doubled. */
function misspell(name, next) {
  const words = name.split('_');
  const long = words.map((word, index) => ({ word, index })).filter(({ word }) => word.length >= 5);
  if (long.length === 0) return null;
  const { word, index } = pick(long, next);
  const at = 1 + Math.floor(next() * (word.length - 2));
  const slips = [
    word.slice(0, at) + word.slice(at + 1),
    word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2),
    word.slice(0, at) + word[at] + word.slice(at),
  ].filter((slip) => slip !== word);
  return words.map((part, position) => (position === index ? pick(slips, next) : part)).join('_');
}

/** Parts of GitHub tool names (whole words) and what models write instead: the REST API's
 * and other GitHub clients' words (`pr`, `repo`, `get_issue` for `issue_read`, …). */
const nameSynonyms = [
  ['pull_request', ['pr']], ['pull_requests', ['prs']], ['repository', ['repo']], ['repositories', ['repos']],
  ['get', ['fetch']], ['list', ['get', 'fetch']], ['create', ['open', 'new']], ['add', ['create', 'post']],
  ['search', ['find']], ['update', ['edit', 'modify']], ['delete', ['remove']], ['read', ['get', 'view']],
  ['write', ['update', 'edit']], ['issue_comment', ['comment']], ['file_contents', ['file', 'file_content']],
  ['star', ['add_star']], ['merge', ['complete']], ['notifications', ['alerts']], ['gist', ['snippet']],
];

/** Names with one part (whole words) swapped for a synonym. */
const synonymNames = (name) =>
  nameSynonyms.flatMap(([part, synonyms]) =>
    `_${name}_`.includes(`_${part}_`) ? synonyms.map((synonym) => `_${name}_`.replace(`_${part}_`, `_${synonym}_`).slice(1, -1)) : []
  );

/** Names blending the meant tool with a sibling sharing a word: the sibling's first or last
 * word in place of the meant name's (`pull_request_write` beside `issue_write`). */
function siblingBlends(name, siblings) {
  const words = name.split('_');
  if (words.length < 2) return [];
  return siblings.filter((sibling) => sibling !== name).flatMap((sibling) => {
    const siblingWords = sibling.split('_');
    if (siblingWords.length < 2 || !siblingWords.some((word) => words.includes(word))) return [];
    return [
      [siblingWords[0], ...words.slice(1)].join('_'),
      [...words.slice(0, -1), siblingWords[siblingWords.length - 1]].join('_'),
    ].filter((blend) => !blend.split('_').some((word, index, all) => index > 0 && word === all[index - 1]));
  });
}

/**
 * A wrong name for the tool `name` (bare) of `server` (its prefix in a gateway, or
 * `undefined` when the catalog lists bare names), or `null`. `catalog` is the case's tool
 * names; `bareNames` every tool of the server (so a mistake is never another real tool);
 * `servers` the gateway's server names.
 */
export function wrongName(kind, { name, server, catalog, bareNames, servers }, next) {
  const inGateway = server !== undefined;
  const withPrefix = (bare) => (inGateway ? `${server}${gatewaySeparator}${bare}` : bare);
  const siblings = catalog.map((listed) => (inGateway ? listed.slice(listed.indexOf(gatewaySeparator) + gatewaySeparator.length) : listed));
  let candidates;
  switch (kind) {
    case 'misspelled':
      candidates = [misspell(name, next)].filter((slip) => slip !== null).map(withPrefix);
      break;
    case 'case_style':
      candidates = [withPrefix(snakeToCamel(name))];
      break;
    case 'invented_synonym':
      candidates = synonymNames(name).filter((synonym) => !bareNames.includes(synonym)).map(withPrefix);
      break;
    case 'sibling_blend':
      candidates = siblingBlends(name, siblings).filter((blend) => !bareNames.includes(blend)).map(withPrefix);
      break;
    case 'client_namespace':
      // How Claude Code names an MCP tool to its model: `mcp__<server>__<tool>`.
      candidates = [`mcp__${inGateway ? server : 'github'}__${name}`];
      break;
    case 'prefix_dropped':
      candidates = inGateway ? [name] : [];
      break;
    case 'wrong_prefix':
      // The product's name as the server, or a sibling server of the gateway.
      candidates = inGateway ? ['github', ...servers.filter((other) => other !== server)].map((other) => `${other}${gatewaySeparator}${name}`) : [];
      break;
    case 'wrong_separator':
      candidates = inGateway ? ['_', '.', '/', '-'].map((separator) => `${server}${separator}${name}`) : [];
      break;
    default:
      throw new Error(`No name mistake ${kind}`);
  }
  const usable = [...new Set(candidates)].filter((candidate) => candidate !== withPrefix(name) && !catalog.includes(candidate));
  return usable.length === 0 ? null : pick(usable, next);
}

// ---- arguments ---------------------------------------------------------------------

/** Words models use for GitHub's keys (the REST API's, or plain English). */
const keySynonyms = {
  owner: ['org', 'user'], repo: ['repository', 'repo_name'], issue_number: ['issue', 'number', 'issue_id'],
  pullNumber: ['pr_number', 'number', 'pull_request'], body: ['text', 'content', 'description'], title: ['name', 'subject'],
  query: ['q', 'search'], perPage: ['limit', 'page_size'], per_page: ['limit'], path: ['file_path', 'filename'],
  branch: ['branch_name'], message: ['commit_message'], labels: ['label'], assignees: ['assignee'], state: ['status'],
  sha: ['commit_sha'], ref: ['branch'], method: ['action', 'operation'], username: ['user', 'login'], gist_id: ['id'],
  discussionNumber: ['discussion_number'], content: ['reaction'], reviewers: ['reviewer'], tag: ['tag_name'],
};

/** Near misses of an allowed value: case, separators and spacing. */
function enumNearMisses(value, allowed) {
  const misses = [value.toUpperCase(), value.toLowerCase(), value[0].toUpperCase() + value.slice(1), value.replaceAll('_', ' '), value.replaceAll('_', '-'), value.replaceAll('_', '')];
  return [...new Set(misses)].filter((miss) => miss !== value && !allowed.includes(miss));
}

/** The arguments with one mistake of `kind`, or `null` when it does not apply. */
export function wrongArguments(kind, args, schema, next) {
  const entries = walk(args, schema).filter(([path]) => path.length > 0);
  const topLevel = entries.filter(([path]) => path.length === 1);
  const declared = Object.keys(schema.properties ?? {});
  const required = schema.required ?? [];
  const choose = (options) => (options.length === 0 ? null : pick(options, next));
  switch (kind) {
    case 'number_as_string': {
      const found = choose(entries.filter(([, value]) => typeof value === 'number'));
      return found === null ? null : setAt(args, found[0], String(found[1]));
    }
    case 'missing_required': {
      const found = choose(topLevel.filter(([path]) => required.includes(path[0])));
      return found === null ? null : removeAt(args, found[0]);
    }
    case 'renamed_key': {
      const found = choose(topLevel.filter(([path]) => (keySynonyms[path[0]] ?? []).some((key) => !declared.includes(key))));
      if (found === null) return null;
      return renameAt(args, found[0], pick(keySynonyms[found[0][0]].filter((key) => !declared.includes(key)), next));
    }
    case 'key_case_flip': {
      // The server mixes `issue_number` and `pullNumber`; models write the other style.
      const found = choose(topLevel.filter(([path]) => flipCase(path[0]) !== path[0] && !declared.includes(flipCase(path[0]))));
      return found === null ? null : renameAt(args, found[0], flipCase(found[0][0]));
    }
    case 'enum_near_miss': {
      const found = choose(entries.filter(([, value, inner]) => Array.isArray(inner?.enum) && typeof value === 'string' && enumNearMisses(value, inner.enum).length > 0));
      return found === null ? null : setAt(args, found[0], pick(enumNearMisses(found[1], found[2].enum), next));
    }
    case 'lone_value_for_list': {
      const found = choose(topLevel.filter(([, value]) => Array.isArray(value) && value.length > 0 && !isObject(value[0])));
      return found === null ? null : setAt(args, found[0], found[1][0]);
    }
    case 'nested_renamed_key': {
      const found = choose(entries.filter(([path]) => path.length > 2 && typeof path[path.length - 1] === 'string' && keySynonyms[path[path.length - 1]] !== undefined));
      return found === null ? null : renameAt(args, found[0], pick(keySynonyms[found[0][found[0].length - 1]], next));
    }
    case 'owner_repo_joined': {
      // `repo: "octocat/hello-world"` and no `owner`, as a GitHub URL or the gh CLI writes it.
      if (typeof args.owner !== 'string' || typeof args.repo !== 'string' || !required.includes('owner')) return null;
      return setAt(removeAt(args, ['owner']), ['repo'], `${args.owner}/${args.repo}`);
    }
    case 'stringified_json_value': {
      // An array or object argument sent as its JSON text (encoded twice).
      const found = choose(topLevel.filter(([, value]) => Array.isArray(value) || isObject(value)));
      return found === null ? null : setAt(args, found[0], JSON.stringify(found[1]));
    }
    case 'wrapped_arguments':
      // The arguments put inside an envelope, as in a JSON-RPC `tools/call` request.
      return required.length === 0 ? null : { [pick(['arguments', 'params', 'input'], next)]: args };
    default:
      throw new Error(`No argument mistake ${kind}`);
  }
}

/** The raw text of `args` wrapped in a Markdown code fence, as a model writes code in chat. */
export const codeFenced = (args) => `\`\`\`json\n${JSON.stringify(args, null, 2)}\n\`\`\``;
