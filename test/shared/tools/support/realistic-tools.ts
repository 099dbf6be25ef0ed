import { z } from 'zod';
import { type AnyToolDefinition, defineTool } from '../../../../shared/tools/index.ts';

const services = [
  'jira',
  'slack',
  'github',
  'gmail',
  'notion',
  'linear',
  'asana',
  'trello',
  'hubspot',
  'salesforce',
  'zendesk',
  'stripe',
  'shopify',
  'dropbox',
  'gdrive',
  'calendar',
  'confluence',
  'figma',
  'airtable',
  'twilio',
  'intercom',
  'mailchimp',
  'zoom',
  'discord',
  'sentry',
] as const;

const actions = [
  ['get_task', 'Get one task by its key'],
  ['create_task', 'Create a task in a project'],
  ['update_task', 'Update the fields of a task'],
  ['delete_task', 'Delete a task permanently'],
  ['list_tasks', 'List the tasks of a project with filters and pagination'],
  ['send_message', 'Send a message to a channel or a person'],
  ['list_channels', 'List the channels the workspace can see'],
  ['search_records', 'Search records by free text'],
  ['get_user', 'Get a user profile by id or email'],
  ['add_comment', 'Add a comment to a record'],
] as const;

/** MCP-style tools (`server__action`) as an agent with many integrations has them:
 * 25 servers × 10 actions. `count` cuts the list. */
export function realisticTools(count = 250): AnyToolDefinition[] {
  const tools: AnyToolDefinition[] = [];
  for (const service of services) {
    for (const [action, description] of actions) {
      tools.push(defineTool({
        name: `${service}__${action}`,
        description: `${description} in ${service}.`,
        parameters: z.object({
          id: z.string().describe('The identifier of the record in the upstream service, such as PROJ-123'),
          note: z.string().optional().describe('Free text attached to the request'),
        }),
        execute: () => 'ok',
      }));
    }
  }
  return tools.slice(0, count);
}
