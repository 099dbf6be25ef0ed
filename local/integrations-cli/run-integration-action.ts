import { type ActionContext, integrationsExitCodes, settle } from './action-context.ts';
import { connectGmail } from './connect-gmail.ts';
import type { FailureContext } from './integrations-failure.ts';
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
  }
}

/** Runs one action for the agent of `context`; returns the exit code. */
export async function runIntegrationAction(action: IntegrationsAction, context: ActionContext): Promise<number> {
  const { client, agentId, dependencies } = context;
  const failure: FailureContext = { url: context.url, agentId, doing: doing(action) };
  const done = (text: string): number => {
    if (!context.options.json) dependencies.stdout(`${text}\n`);
    return integrationsExitCodes.ok;
  };
  switch (action.kind) {
    case 'list': {
      const list = settle(await client.list(agentId), context, failure);
      return list === null
        ? integrationsExitCodes.failed
        : done(renderIntegrationList(list, { color: context.color }).trimEnd());
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
        `${action.verify ? `${displayName(action.provider)} accepted the key; stored. ` : 'Stored. '}${
          describeStatus(stored)
        }`,
      );
    }
    case 'remove': {
      const removed = settle(await client.removeKey(action.provider, agentId), context, failure);
      return removed === null
        ? integrationsExitCodes.failed
        : done(`Removed the ${displayName(action.provider)} key. ${describeStatus(removed)}`);
    }
    case 'connect-gmail':
      return await connectGmail(action, context, failure);
    case 'disconnect-gmail': {
      const result = settle(await client.disconnectGmail(agentId), context, failure);
      return result === null ? integrationsExitCodes.failed : done(describeGmailDisconnection(result));
    }
  }
}
