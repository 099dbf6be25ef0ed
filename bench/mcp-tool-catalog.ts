/**
 * A realistic, generated catalog of MCP-style tools (`server__verb_noun`) for benchmarks:
 * the size of tool list an agent with a couple of dozen connected servers hands a model.
 */
import { z } from 'zod';
import { type AnyToolDefinition, defineTool } from '../shared/tools/index.ts';

type Verb = 'get' | 'list' | 'create' | 'update' | 'search' | 'send' | 'delete';

interface Resource {
  readonly noun: string;
  readonly plural: string;
  readonly verbs: readonly Verb[];
}

interface Server {
  readonly name: string;
  readonly title: string;
  readonly resources: readonly [Resource, Resource];
}

const records: readonly Verb[] = ['get', 'list', 'create', 'update', 'search'];
const messages: readonly Verb[] = ['get', 'list', 'send', 'delete', 'search'];

function resource(noun: string, verbs: readonly Verb[] = records, plural = `${noun}s`): Resource {
  return { noun, plural, verbs };
}

/** 25 servers × 2 resources × 5 verbs = 250 tools. */
const servers: readonly Server[] = [
  { name: 'jira', title: 'Jira', resources: [resource('task'), resource('project')] },
  { name: 'slack', title: 'Slack', resources: [resource('message', messages), resource('channel')] },
  { name: 'github', title: 'GitHub', resources: [resource('issue'), resource('pull_request')] },
  { name: 'gmail', title: 'Gmail', resources: [resource('email', messages), resource('label')] },
  { name: 'notion', title: 'Notion', resources: [resource('page'), resource('database')] },
  { name: 'linear', title: 'Linear', resources: [resource('issue'), resource('team')] },
  { name: 'gdrive', title: 'Google Drive', resources: [resource('file'), resource('folder')] },
  { name: 'calendar', title: 'Google Calendar', resources: [resource('event'), resource('calendar')] },
  { name: 'hubspot', title: 'HubSpot', resources: [resource('contact'), resource('deal')] },
  {
    name: 'salesforce',
    title: 'Salesforce',
    resources: [resource('lead'), resource('opportunity', records, 'opportunities')],
  },
  { name: 'stripe', title: 'Stripe', resources: [resource('customer'), resource('invoice')] },
  { name: 'zendesk', title: 'Zendesk', resources: [resource('ticket'), resource('user')] },
  { name: 'asana', title: 'Asana', resources: [resource('task'), resource('project')] },
  { name: 'trello', title: 'Trello', resources: [resource('card'), resource('board')] },
  { name: 'confluence', title: 'Confluence', resources: [resource('page'), resource('space')] },
  { name: 'dropbox', title: 'Dropbox', resources: [resource('file'), resource('folder')] },
  { name: 'figma', title: 'Figma', resources: [resource('file'), resource('comment')] },
  { name: 'airtable', title: 'Airtable', resources: [resource('record'), resource('base')] },
  { name: 'shopify', title: 'Shopify', resources: [resource('order'), resource('product')] },
  { name: 'twilio', title: 'Twilio', resources: [resource('message', messages), resource('call')] },
  { name: 'intercom', title: 'Intercom', resources: [resource('conversation'), resource('contact')] },
  { name: 'sentry', title: 'Sentry', resources: [resource('issue'), resource('project')] },
  { name: 'pagerduty', title: 'PagerDuty', resources: [resource('incident'), resource('service')] },
  { name: 'discord', title: 'Discord', resources: [resource('message', messages), resource('channel')] },
  { name: 'zoom', title: 'Zoom', resources: [resource('meeting'), resource('recording')] },
];

function words(identifier: string): string {
  return identifier.replace(/_/g, ' ');
}

function camelId(noun: string): string {
  return `${noun.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase())}Id`;
}

const status = z.enum(['open', 'in_progress', 'done', 'archived']).describe('New status.');

/** Name, description and a small zod schema for one verb of one resource. */
function toolShape(
  server: Server,
  item: Resource,
  verb: Verb,
): { name: string; description: string; parameters: z.ZodType; sideEffects: boolean } {
  const id = camelId(item.noun);
  const noun = words(item.noun);
  const plural = words(item.plural);
  const idField = z.string().min(1).describe(`The ${server.title} ${noun} id.`);
  switch (verb) {
    case 'get':
      return {
        name: `get_${item.noun}`,
        description: `Get one ${server.title} ${noun} by its id, with all its fields.`,
        parameters: z.object({ [id]: idField }),
        sideEffects: false,
      };
    case 'list':
      return {
        name: `list_${item.plural}`,
        description: `List ${server.title} ${plural}, newest first, one page at a time.`,
        parameters: z.object({
          limit: z.number().int().min(1).max(100).optional().describe('Page size, 1-100.'),
          cursor: z.string().optional().describe('Cursor from the previous page.'),
        }),
        sideEffects: false,
      };
    case 'search':
      return {
        name: `search_${item.plural}`,
        description: `Search ${server.title} ${plural} by keywords.`,
        parameters: z.object({
          query: z.string().min(1).describe('Keywords to search for.'),
          limit: z.number().int().min(1).max(50).optional(),
        }),
        sideEffects: false,
      };
    case 'create':
      return {
        name: `create_${item.noun}`,
        description: `Create a new ${server.title} ${noun}.`,
        parameters: z.object({
          title: z.string().min(1).describe(`Title of the ${noun}.`),
          description: z.string().optional(),
        }),
        sideEffects: true,
      };
    case 'update':
      return {
        name: `update_${item.noun}`,
        description: `Change the title or status of a ${server.title} ${noun}.`,
        parameters: z.object({ [id]: idField, title: z.string().optional(), status: status.optional() }),
        sideEffects: true,
      };
    case 'send':
      return {
        name: `send_${item.noun}`,
        description: `Send a ${server.title} ${noun}.`,
        parameters: z.object({
          to: z.string().min(1).describe('Recipient: a channel, user or address.'),
          text: z.string().min(1).describe('The content to send.'),
        }),
        sideEffects: true,
      };
    case 'delete':
      return {
        name: `delete_${item.noun}`,
        description: `Delete a ${server.title} ${noun} permanently.`,
        parameters: z.object({ [id]: idField }),
        sideEffects: true,
      };
  }
}

/**
 * The catalog's tools, each with the given handler (a no-op by default). Names look like
 * `jira__get_task`, `slack__send_message`, `salesforce__list_opportunities`.
 */
export function createMcpStyleTools(handler: () => unknown = () => 'ok'): AnyToolDefinition[] {
  return servers.flatMap((server) =>
    server.resources.flatMap((item) =>
      item.verbs.map((verb) => {
        const shape = toolShape(server, item, verb);
        return defineTool({
          name: `${server.name}__${shape.name}`,
          description: shape.description,
          parameters: shape.parameters,
          sideEffects: shape.sideEffects,
          timeoutMs: 10_000,
          execute: handler,
        });
      })
    )
  );
}
