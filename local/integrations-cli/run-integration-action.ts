import { type ActionContext, done, integrationsExitCodes, settle } from './action-context.ts';
import { connectGmail } from './connect-gmail.ts';
import type { FailureContext } from './integrations-failure.ts';
import { mcpCredentialDoing, runMcpCredentialAction } from './mcp-credential-actions.ts';
import type { IntegrationsAction } from './parse-integrations-arguments.ts';
import {
  describeGmailDisconnection,
  describeStatus,
  displayName,
  renderIntegrationList,
} from './render-integrations.ts';

/** The failing step, as the one-line failure starts. */
function doing(action: IntegrationsAction): string {
  switch (action.kind) {
    case 'list':
      return 'Listing the integrations';
    case 'set':
      return `Storing the ${displayName(action.provider)} key`;
    case 'remove':
      return `Removing the ${displayName(action.provider)} key`;
    case 'connect-gmail':
      return 'Connecting Gmail';
    case 'disconnect-gmail':
      return 'Disconnecting Gmail';
    case 'set-mcp-credential':
    case 'remove-mcp-credential':
      return mcpCredentialDoing(action);
  }
}

/** Runs one action for the agent of `context`; returns the exit code. */
export async function runIntegrationAction(action: IntegrationsAction, context: ActionContext): Promise<number> {
  const { client, agentId, dependencies } = context;
  const failure: FailureContext = { url: context.url, agentId, doing: doing(action) };
  switch (action.kind) {
    case 'list': {
      const list = settle(await client.list(agentId), context, failure);
      return list === null
        ? integrationsExitCodes.failed
        : done(context, renderIntegrationList(list, { color: context.color }).trimEnd());
    }
    case 'set': {
      const apiKey = action.apiKey === '-' ? (await dependencies.readStdin()).trim() : action.apiKey;
      if (apiKey === '') {
        dependencies.stderr(
          `No key on stdin: pipe it in, e.g. npm run integrations -- set ${action.provider} - < key.txt\n`,
        );
        return integrationsExitCodes.usage;
      }
      const stored = settle(
        await client.setKey(action.provider, { agentId, apiKey, verify: action.verify }),
        context,
        failure,
      );
      return stored === null ? integrationsExitCodes.failed : done(
        context,
        `${action.verify ? `${displayName(action.provider)} accepted the key; stored. ` : 'Stored. '}${
          describeStatus(stored)
        }`,
      );
    }
    case 'remove': {
      const removed = settle(await client.removeKey(action.provider, agentId), context, failure);
      return removed === null
        ? integrationsExitCodes.failed
        : done(context, `Removed the ${displayName(action.provider)} key. ${describeStatus(removed)}`);
    }
    case 'connect-gmail':
      return await connectGmail(action, context, failure);
    case 'disconnect-gmail': {
      const result = settle(await client.disconnectGmail(agentId), context, failure);
      return result === null ? integrationsExitCodes.failed : done(context, describeGmailDisconnection(result));
    }
    case 'set-mcp-credential':
    case 'remove-mcp-credential':
      return await runMcpCredentialAction(action, context, failure);
  }
}
