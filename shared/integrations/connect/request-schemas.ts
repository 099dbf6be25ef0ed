/** The bodies and query parameters the integrations routes accept, each problem named. */
import { z } from 'zod';
import { isUuid } from '../../db/repositories/uuid.ts';
import { completionCodePattern } from './completion-code.ts';

/** A string field: "<name> is required" when absent, "<name> must be a string" otherwise. */
function requiredString(name: string, what = '') {
  return z.string({
    error: (issue) => (issue.input === undefined ? `${name} is required${what}` : `${name} must be a string`),
  });
}

/** An agent id: the agent must also belong to the caller (checked per route). */
export const agentIdSchema = requiredString('agentId').refine(isUuid, 'agentId must be a UUID');

/** `POST /integrations/gmail/disconnect`, `DELETE /integrations/<key>` with a body. */
export const agentBodySchema = z.object({ agentId: agentIdSchema });

/** `PUT /integrations/<serper|brave|serpapi>`. The key's shape is checked per provider afterwards. */
export const apiKeyBodySchema = z.object({
  agentId: agentIdSchema,
  apiKey: requiredString('apiKey', ': the API key, as the provider shows it'),
  verify: z.boolean({ error: 'verify must be true or false' }).default(false),
});

/** The name of a stored credential an MCP server's headers reference (checked against the agent's settings). */
export const credentialNameSchema = requiredString('credential', ": the credential name the server's headers reference")
  .min(1, 'credential must not be empty')
  .max(100, 'credential must be at most 100 characters');

/** `PUT /integrations/mcp:<server>`. The secret's shape is checked afterwards. */
export const mcpCredentialBodySchema = z.object({
  agentId: agentIdSchema,
  credential: credentialNameSchema,
  secret: requiredString('secret', ": the value the server expects, without the header's prefix"),
});

/** `DELETE /integrations/mcp:<server>` with a body. */
export const mcpCredentialDeleteBodySchema = z.object({ agentId: agentIdSchema, credential: credentialNameSchema });

/** `POST /integrations/gmail/connect`. */
export const connectBodySchema = z.object({
  agentId: agentIdSchema,
  returnTo: requiredString('returnTo', ': the web app URL to come back to after Google').min(
    1,
    'returnTo must not be empty',
  ),
});

/** `POST /integrations/gmail/complete`: the completion code the callback put in the return address. */
export const completeBodySchema = z.object({
  code: requiredString('code', ': the code the return address got after Google (`?code=`)').regex(
    completionCodePattern,
    'code must be the 43-character code of the return address',
  ),
});
