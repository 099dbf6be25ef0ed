// Deterministic catalogs for the fresh cases: chosen domain tools plus filler tools from
// unrelated vendors (help desk, chat, HR, ...), shuffled by a seeded generator.
import { random } from '../case-kit/seeded-random.mjs';
import { domains, obj } from './domains.mjs';

const vendors = [
  { id: 'helpdesk', label: 'the help desk', style: 'server', nouns: ['ticket', 'macro', 'agent', 'satisfaction_rating', 'view'] },
  { id: 'chatops', label: 'team chat', style: 'snake', nouns: ['channel', 'message', 'reaction', 'user_group', 'reminder'] },
  { id: 'wiki', label: 'the wiki', style: 'camel', nouns: ['page', 'space', 'comment', 'attachment', 'template'] },
  { id: 'hr', label: 'the HR system', style: 'kebab', nouns: ['employee', 'time_off_request', 'department', 'review_cycle', 'position'] },
  { id: 'mkt', label: 'the marketing platform', style: 'server', nouns: ['campaign', 'audience', 'segment', 'landing_page', 'ab_test'] },
  { id: 'voip', label: 'the phone system', style: 'snake', nouns: ['call_recording', 'phone_number', 'ivr_menu', 'voicemail', 'sms_thread'] },
  { id: 'pager', label: 'the on-call service', style: 'camel', nouns: ['incident', 'escalation_policy', 'schedule_override', 'service_dependency', 'postmortem'] },
  { id: 'forms', label: 'the forms builder', style: 'kebab', nouns: ['form', 'response', 'question', 'webhook', 'theme'] },
  { id: 'lms', label: 'the learning platform', style: 'server', nouns: ['course', 'enrollment', 'quiz', 'certificate', 'learning_path'] },
  { id: 'fleet', label: 'fleet tracking', style: 'snake', nouns: ['vehicle', 'driver', 'route', 'fuel_log', 'geofence'] },
  { id: 'legal', label: 'contract management', style: 'camel', nouns: ['contract', 'clause', 'signature_request', 'counterparty', 'renewal'] },
  { id: 'survey', label: 'the survey tool', style: 'kebab', nouns: ['survey', 'panel', 'invitation', 'report', 'quota'] },
];
const verbs = ['list', 'get', 'create', 'update', 'delete', 'archive', 'export', 'search'];

const words = (text) => text.split('_');
const cap = (word) => word[0].toUpperCase() + word.slice(1);

function fillerName(vendor, verb, noun) {
  switch (vendor.style) {
    case 'server': return `${vendor.id}__${verb}_${noun}`;
    case 'snake': return `${vendor.id}_${verb}_${noun}`;
    case 'camel': return `${vendor.id}${cap(verb)}${words(noun).map(cap).join('')}`;
    default: return `${vendor.id}-${verb}-${words(noun).join('-')}`;
  }
}

function fillerSchema(verb, noun, next) {
  const id = `${noun}_id`;
  switch (verb) {
    case 'list': return obj({ limit: { type: 'integer', minimum: 1, maximum: 200 }, cursor: { type: 'string' }, sort: { type: 'string', enum: ['created_asc', 'created_desc', 'updated_desc'] } }, [], false);
    case 'search': return obj({ query: { type: 'string' }, limit: { type: 'integer', minimum: 1, maximum: 50 } }, ['query'], false);
    case 'create': return obj({ name: { type: 'string' }, description: { type: 'string' }, tags: { type: 'array', items: { type: 'string' } }, owner_email: { type: 'string', format: 'email' } }, ['name'], next() < 0.5 ? false : undefined);
    case 'update': return obj({ [id]: { type: 'string' }, fields: { type: 'object', additionalProperties: true } }, [id, 'fields'], false);
    case 'export': return obj({ format: { type: 'string', enum: ['csv', 'json', 'pdf'] }, since: { type: 'string', format: 'date' } }, ['format'], false);
    default: return obj({ [id]: { type: 'string' } }, [id], false);
  }
}

const descriptionVerb = { list: 'List', get: 'Get one', create: 'Create a', update: 'Update a', delete: 'Delete a', archive: 'Archive a', export: 'Export', search: 'Search' };

/** Every filler tool, in a fixed order. */
function allFillers(next) {
  const tools = [];
  for (const vendor of vendors) {
    for (const noun of vendor.nouns) {
      for (const verb of verbs) {
        const thing = words(noun).join(' ');
        const plural = verb === 'list' || verb === 'export' || verb === 'search';
        tools.push({
          name: fillerName(vendor, verb, noun),
          description: `${descriptionVerb[verb]} ${thing}${plural ? 's' : ''} in ${vendor.label}.`,
          parameters: fillerSchema(verb, noun, next),
        });
      }
    }
  }
  return tools;
}

function shuffle(items, next) {
  const result = [...items];
  for (let index = result.length - 1; index > 0; index -= 1) {
    const other = Math.floor(next() * (index + 1));
    [result[index], result[other]] = [result[other], result[index]];
  }
  return result;
}

/**
 * A catalog: the tools of the named domains (or only the named tools), plus `fill` filler
 * tools, shuffled with `seed` when `fill` > 0 (small catalogs keep their domain order).
 */
export function catalog({ domainNames = [], only, fill = 0, seed = 1 }) {
  const next = random(seed);
  let tools = domainNames.flatMap((name) => {
    if (!(name in domains)) throw new Error(`No domain ${name}`);
    return domains[name];
  });
  if (only !== undefined) {
    const everything = Object.values(domains).flat();
    tools = only.map((name) => {
      const found = everything.find((candidate) => candidate.name === name);
      if (found === undefined) throw new Error(`No tool ${name}`);
      return found;
    });
  }
  if (fill === 0) return structuredClone(tools);
  const fillers = shuffle(allFillers(next), next).slice(0, fill);
  return structuredClone(shuffle([...tools, ...fillers], next));
}
