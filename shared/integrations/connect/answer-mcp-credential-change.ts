import type { Agent } from '../../db/repositories/agents-repository.ts';
import { jsonResponse } from '../../http/json-response.ts';
import { describeIntegration } from './describe-integrations.ts';
import { mcpIntegrationId } from './integration-catalog.ts';
import type { IntegrationsDependencies } from './integrations-dependencies.ts';

/** What a `PUT`/`DELETE /integrations/mcp:<server>` did to the stored secret. */
export type McpCredentialChange = 'saved' | 'deleted' | 'unchanged';

const changeEvents: Readonly<Record<Exclude<McpCredentialChange, 'unchanged'>, string>> = {
  saved: 'integration-mcp-credential-saved',
  deleted: 'integration-mcp-credential-deleted',
};

/** The stored secret of one credential of one MCP server of the caller's agent. */
export interface McpCredentialTarget {
  readonly agent: Agent;
  readonly userId: string;
  readonly serverName: string;
  readonly credential: string;
}

/**
 * The answer of `PUT` and `DELETE /integrations/mcp:<server>`, `{ integration }`: the server's
 * status after `change`, which is logged first (who, which server and credential; never the
 * secret). Nothing is logged when nothing changed.
 */
export async function answerMcpCredentialChange(
  dependencies: IntegrationsDependencies,
  target: McpCredentialTarget,
  change: McpCredentialChange,
): Promise<Response> {
  if (change !== 'unchanged') {
    dependencies.logger.info(changeEvents[change], {
      userId: target.userId,
      server: target.serverName,
      provider: target.credential,
    });
  }
  const integration = await describeIntegration(
    dependencies,
    target.agent,
    target.userId,
    mcpIntegrationId(target.serverName),
  );
  return jsonResponse({ integration });
}
