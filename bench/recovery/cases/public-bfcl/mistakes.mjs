// The mistakes the public BFCL cases are made of: each takes a correct call (a name and
// its arguments, with the tool's JSON Schema and its catalog) and returns the faulty one a
// model plausibly writes, or `null` when the mistake does not apply to that call. BFCL's
// names and keys come from thousands of APIs, so the mistakes here are generic: word
// tables instead of per-tool lists. The seeded generator, the JSON mistakes and the path
// edits are the case kit's, shared with the τ²-bench set.
import { removeAt, renameAt, setAt, walk } from '../case-kit/json-paths.mjs';
import { pick } from '../case-kit/seeded-random.mjs';

const snakeToCamel = (name) => name.replace(/_([a-zA-Z0-9])/g, (_, letter) => letter.toUpperCase());
const camelToSnake = (name) => name.replace(/(?<=[a-z0-9])([A-Z])/g, (_, letter) => `_${letter.toLowerCase()}`);

/** The words of a name: split at `_` and at a lower-to-upper case change. */
const wordsOf = (name) => name.split(/_|(?<=[a-z0-9])(?=[A-Z])/).filter((word) => word !== '');

/** `name` with its word at `index` (a word of `wordsOf`) replaced by `replacement`,
 * written in the case of the word it replaces. */
function replaceWord(name, index, replacement) {
  let position = 0;
  const parts = name.split(/(_|(?<=[a-z0-9])(?=[A-Z]))/).filter((part) => part !== undefined && part !== '');
  return parts.map((part) => {
    if (part === '_') return part;
    const current = position;
    position += 1;
    if (current !== index) return part;
    if (part === part.toUpperCase() && part.length > 1) return replacement.toUpperCase();
    if (part[0] === part[0].toUpperCase()) return replacement[0].toUpperCase() + replacement.slice(1);
    return replacement;
  }).join('');
}

// ---- tool names --------------------------------------------------------------------

/** A typing slip in one word of at least five letters: a letter dropped, two letters
 * swapped, or a letter doubled. */
function misspell(name, next) {
  const words = wordsOf(name);
  const long = words.map((word, index) => ({ word, index })).filter(({ word }) => word.length >= 5);
  if (long.length === 0) return null;
  const { word, index } = pick(long, next);
  const at = 1 + Math.floor(next() * (word.length - 2));
  const slips = [
    word.slice(0, at) + word.slice(at + 1),
    word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2),
    word.slice(0, at) + word[at] + word.slice(at),
  ].filter((slip) => slip !== word);
  return replaceWord(name, index, pick(slips, next).toLowerCase());
}

/** Words a model swaps for the API's own: verbs and nouns of other APIs. */
const wordSynonyms = {
  get: ['fetch', 'retrieve'], retrieve: ['get', 'fetch'], fetch: ['get'], find: ['search', 'lookup'], search: ['find', 'lookup'],
  calculate: ['compute', 'calc'], compute: ['calculate'], create: ['new', 'make', 'add'], add: ['create', 'insert'],
  book: ['reserve'], reserve: ['book'], send: ['post', 'dispatch'], delete: ['remove'], remove: ['delete'],
  update: ['edit', 'modify'], list: ['get_all', 'show'], buy: ['purchase'], purchase: ['buy'], play: ['start'],
  set: ['configure', 'change'], check: ['verify'], convert: ['transform'], schedule: ['book'], predict: ['forecast'],
  weather: ['forecast'], movie: ['film'], movies: ['films'], ticket: ['pass'], tickets: ['passes'], hotel: ['lodging'],
  flight: ['plane'], car: ['vehicle'], restaurant: ['dining'], info: ['details'], details: ['info'], event: ['activity'],
  events: ['activities'], user: ['account'], price: ['cost'], stock: ['share'], music: ['song'], media: ['track'],
  ride: ['cab', 'taxi'], visit: ['appointment', 'tour'], appointment: ['booking'], attractions: ['sights'],
  recipe: ['dish'], player: ['athlete'], team: ['club'], city: ['town'], location: ['place'], find_nearby: ['search'],
};

/** A name whose words are a sibling's and the meant tool's, blended: the sibling's first
 * word (its namespace) with the rest of the meant name, or the meant name with the
 * sibling's last word. */
function siblingBlends(name, catalog) {
  const meantWords = wordsOf(name);
  const blends = [];
  for (const sibling of catalog) {
    if (sibling.name === name) continue;
    const siblingWords = wordsOf(sibling.name);
    const shared = siblingWords.some((word) => meantWords.map((meant) => meant.toLowerCase()).includes(word.toLowerCase()));
    if (!shared || meantWords.length < 2 || siblingWords.length < 2) continue;
    blends.push(replaceWord(name, 0, siblingWords[0]), replaceWord(name, meantWords.length - 1, siblingWords[siblingWords.length - 1]));
  }
  const repeatsAWord = (blend) => wordsOf(blend).some((word, index, words) => index > 0 && word.toLowerCase() === words[index - 1].toLowerCase());
  return blends.filter((blend) => !repeatsAWord(blend));
}

/** A wrong name for `name` (the name of the tool meant), or `null`. `catalog` is the
 * case's tools, so no mistake lands on a real tool. */
export function wrongName(kind, name, catalog, next) {
  let candidates;
  switch (kind) {
    case 'misspelled':
      candidates = [misspell(name, next)].filter((candidate) => candidate !== null);
      break;
    case 'case_style':
      // snake_case written as camelCase, CamelCase as snake_case.
      candidates = [name.includes('_') ? snakeToCamel(name) : camelToSnake(name)];
      break;
    case 'sibling_blend':
      candidates = siblingBlends(name, catalog);
      break;
    case 'invented_synonym':
      candidates = wordsOf(name).flatMap((word, index) => (wordSynonyms[word.toLowerCase()] ?? []).map((synonym) => replaceWord(name, index, synonym)));
      break;
    default:
      throw new Error(`No name mistake ${kind}`);
  }
  const usable = [...new Set(candidates)].filter((candidate) => candidate !== name && !catalog.some((tool) => tool.name === candidate));
  return usable.length === 0 ? null : pick(usable, next);
}

// ---- arguments ---------------------------------------------------------------------

/** Words a model uses in a key for the declared one. */
const keyWordSynonyms = {
  number: ['num', 'count'], num: ['number'], count: ['number'], date: ['day'], location: ['place', 'city'], city: ['town'],
  type: ['kind'], amount: ['value', 'sum'], quantity: ['qty'], description: ['desc'], temperature: ['temp'],
  maximum: ['max'], minimum: ['min'], max: ['maximum'], min: ['minimum'], id: ['identifier'], start: ['begin'],
  end: ['finish'], address: ['addr'], name: ['title'], time: ['hour'], year: ['yr'], category: ['genre'],
  genre: ['category'], price: ['cost'], range: ['limit'], limit: ['max'], player: ['athlete'], team: ['club'],
  company: ['firm'], email: ['mail'], message: ['text'], origin: ['from', 'source'], destination: ['to', 'target'],
  duration: ['length'], size: ['count'], units: ['unit'], unit: ['units'], language: ['lang'], country: ['nation'],
  format: ['fmt'], person: ['people'], people: ['persons'], radius: ['distance'], width: ['w'], height: ['h'],
};

/** Other keys for `key`: one word swapped for a synonym (`number_of_people` →
 * `num_of_people`), or, for a key of one word that has none, the word with `_value`. */
function renamedKeys(key) {
  const words = wordsOf(key);
  const renamed = words.flatMap((word, index) => (keyWordSynonyms[word.toLowerCase()] ?? []).map((synonym) => replaceWord(key, index, synonym)));
  if (renamed.length === 0 && words.length === 1) renamed.push(`${key}_value`);
  return renamed;
}

/** Near misses of an enum value: the case, separators and spacing a model slips on. */
function enumNearMisses(value, allowed) {
  const misses = [
    value.length > 0 ? value[0].toUpperCase() + value.slice(1) : value,
    value.toLowerCase(),
    value.toUpperCase(),
    value.replaceAll('_', ' '),
    value.replaceAll(' ', '_'),
    value.replaceAll('_', '-'),
    value.replaceAll(/[_\s-]/g, ''),
  ];
  return [...new Set(misses)].filter((miss) => miss !== value && miss !== '' && !allowed.includes(miss));
}

/** The arguments with one mistake of `kind`, or `null` when it does not apply. */
export function wrongArguments(kind, args, schema, next) {
  const entries = walk(args, schema).filter(([path]) => path.length > 0);
  const topLevel = entries.filter(([path]) => path.length === 1);
  const nested = entries.filter(([path]) => path.length > 1 && typeof path[path.length - 1] === 'string');
  const declared = Object.keys(schema.properties ?? {});
  const choose = (options) => (options.length === 0 ? null : pick(options, next));
  switch (kind) {
    case 'number_as_string': {
      const found = choose(entries.filter(([, value, inner]) => typeof value === 'number' && (inner?.type === 'integer' || inner?.type === 'number')));
      return found === null ? null : setAt(args, found[0], String(found[1]));
    }
    case 'boolean_as_string': {
      const found = choose(entries.filter(([, value, inner]) => typeof value === 'boolean' && inner?.type === 'boolean'));
      return found === null ? null : setAt(args, found[0], String(found[1]));
    }
    case 'digits_as_number': {
      const found = choose(entries.filter(([, value, inner]) => typeof value === 'string' && inner?.type === 'string' && inner?.enum === undefined && /^[1-9]\d{0,15}$/.test(value)));
      return found === null ? null : setAt(args, found[0], Number(found[1]));
    }
    case 'list_as_text': {
      const found = choose(topLevel.filter(([, value, inner]) => inner?.type === 'array' && Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string' || typeof item === 'number')));
      return found === null ? null : setAt(args, found[0], found[1].length === 1 ? found[1][0] : found[1].join(', '));
    }
    case 'missing_required': {
      const required = schema.required ?? [];
      const found = choose(topLevel.filter(([path]) => required.includes(path[0])));
      return found === null ? null : removeAt(args, found[0]);
    }
    case 'renamed_key': {
      const found = choose(topLevel.filter(([path]) => renamedKeys(path[0]).some((key) => !declared.includes(key))));
      if (found === null) return null;
      return renameAt(args, found[0], pick(renamedKeys(found[0][0]).filter((key) => !declared.includes(key)), next));
    }
    case 'camel_cased_key': {
      // snake_case keys written as camelCase (priceRange for price_range), and back.
      const flip = (key) => (key.includes('_') ? snakeToCamel(key) : camelToSnake(key));
      const found = choose(topLevel.filter(([path]) => flip(path[0]) !== path[0] && !declared.includes(flip(path[0]))));
      return found === null ? null : renameAt(args, found[0], flip(found[0][0]));
    }
    case 'enum_near_miss': {
      const found = choose(entries.filter(([, value, inner]) => Array.isArray(inner?.enum) && typeof value === 'string' && enumNearMisses(value, inner.enum).length > 0));
      if (found === null) return null;
      return setAt(args, found[0], pick(enumNearMisses(found[1], found[2].enum), next));
    }
    case 'nested_renamed_key': {
      const found = choose(nested.filter(([path, , inner]) => inner !== undefined && renamedKeys(path[path.length - 1]).length > 0));
      return found === null ? null : renameAt(args, found[0], pick(renamedKeys(found[0][found[0].length - 1]), next));
    }
    case 'nested_wrong_type': {
      const found = choose(nested.filter(([, value, inner]) => inner !== undefined && (typeof value === 'number' || typeof value === 'boolean')));
      return found === null ? null : setAt(args, found[0], String(found[1]));
    }
    default:
      throw new Error(`No argument mistake ${kind}`);
  }
}
