import { type ActionContext, integrationsExitCodes, settle } from './action-context.ts';
import { describeIntegrationsFailure, type FailureContext } from './integrations-failure.ts';
import type { IntegrationsAction } from './parse-integrations-arguments.ts';
import { describeStatus } from './render-integrations.ts';
import { chooseReturnTo } from './return-to.ts';
import { gmailOf, waitForGmail } from './wait-for-gmail.ts';

const returnToSources = {
  flag: '--return-to',
  PARLEY_APP_URLS: 'the first of PARLEY_APP_URLS',
  gateway: 'the gateway',
} as const;

/**
 * `connect gmail`: asks for Google's consent URL (returning to an allowed app URL), prints
 * it, then polls the agent's integrations until Gmail is connected anew, the consent URL
 * expires, or Ctrl-C. The browser need not come back to this command.
 */
export async function connectGmail(
  action: Extract<IntegrationsAction, { kind: 'connect-gmail' }>,
  context: ActionContext,
  failure: FailureContext,
): Promise<number> {
  const { dependencies, options } = context;
  const returnTo = chooseReturnTo(action.returnTo, dependencies.environment, context.url);
  if (!returnTo.ok) {
    dependencies.stderr(`${returnTo.message}\n`);
    return integrationsExitCodes.usage;
  }
  const before = settle(await context.client.list(context.agentId), {
    ...context,
    options: { ...options, json: false },
  }, failure);
  if (before === null) return integrationsExitCodes.failed;
  const started = settle(await context.client.connectGmail(context.agentId, returnTo.url), context, failure);
  if (started === null) return integrationsExitCodes.failed;
  if (!options.json) {
    dependencies.stdout([
      'Open this URL in a browser and allow access:',
      `  ${started.authorizationUrl}`,
      `Afterwards the browser goes to ${returnTo.url} (${returnToSources[returnTo.source]}).`,
      'Waiting for the connection (Ctrl-C stops)…',
      '',
    ].join('\n'));
  }
  const wait = await waitForGmail(gmailOf(before), {
    list: () => context.client.list(context.agentId),
    sleep: dependencies.sleep,
    now: dependencies.now,
    signal: context.signal,
    ...(dependencies.waitLimits === undefined ? {} : { limits: dependencies.waitLimits }),
  });
  switch (wait.kind) {
    case 'connected':
      dependencies.stdout(
        options.json ? `${JSON.stringify({ integration: wait.gmail })}\n` : `${describeStatus(wait.gmail)}\n`,
      );
      return integrationsExitCodes.ok;
    case 'timed-out':
      dependencies.stderr(
        `Gmail was not connected within ${
          Math.round(wait.waitedMs / 60_000)
        } minutes; the consent URL has expired. Run connect gmail again.\n`,
      );
      return integrationsExitCodes.failed;
    case 'failed':
      dependencies.stderr(
        wait.failure.kind === 'cancelled'
          ? 'Stopped waiting. If you finish the consent page within 10 minutes, Gmail is connected all the same: check with npm run integrations -- list.\n'
          : `${describeIntegrationsFailure(wait.failure, failure)}\n`,
      );
      return wait.failure.kind === 'cancelled' ? integrationsExitCodes.interrupted : integrationsExitCodes.failed;
  }
}
