/** Which stored credential a `PUT`/`DELETE /integrations/mcp:<server>` names, checked against the agent's settings. */
import type { Agent } from '../../db/repositories/agents-repository.ts';
import { HttpError } from '../../http/http-error.ts';
import { credentialNamesOf, isReservedCredentialName } from './integration-catalog.ts';

/** The agent's MCP server named `serverName`; 404 when it has none (as for an agent that is not the caller's). */
function requireServer(agent: Agent, serverName: string) {
  const server = agent.settings.mcpServers.find((candidate) => candidate.name === serverName);
  if (server === undefined) {
    throw new HttpError('not_found', `This agent has no MCP server named ${JSON.stringify(serverName)}.`);
  }
  return server;
}

/**
 * The credential name `credential`, once it is one the headers of `serverName` reference:
 * 400 naming the field otherwise (with the names it may be), or when the name is one a
 * Gmail or search integration stores (those have their own routes).
 */
export function requireServerCredential(agent: Agent, serverName: string, credential: string): string {
  const names = credentialNamesOf(requireServer(agent, serverName));
  if (!names.includes(credential)) {
    const allowed = names.length === 0
      ? `the server's headers reference no credential`
      : `it must be one of ${names.join(', ')}`;
    throw new HttpError('bad_request', `The credential is not one of MCP server ${serverName}.`, {
      issues: [{ path: 'credential', message: `credential is not referenced by ${serverName}'s headers: ${allowed}` }],
    });
  }
  if (isReservedCredentialName(credential)) {
    throw new HttpError('bad_request', `The credential ${credential} belongs to another integration.`, {
      issues: [{
        path: 'credential',
        message: `credential ${credential} is stored by its own integration: use /integrations/${credential}`,
      }],
    });
  }
  return credential;
}
