import { type ActionContext, integrationsExitCodes, settle } from './action-context.ts';
import { connectGmailViaLoopback } from './connect-gmail-via-loopback.ts';
import { describeIntegrationsFailure, type FailureContext } from './integrations-failure.ts';
import type { IntegrationsAction } from './parse-integrations-arguments.ts';
import { describeStatus } from './render-integrations.ts';
import { gmailOf, waitForGmail } from './wait-for-gmail.ts';

/**
 * `connect gmail`: by default the browser comes back to this command, which finishes the
 * connection itself (connect-gmail-via-loopback.ts). With `--return-to <web app page>` it
 * goes to the web app instead, which finishes it in its own session — signed in as the same
 * user, or the function refuses — and the command polls the agent's integrations until
 * Gmail is connected anew, the consent URL expires, or Ctrl-C.
 */
export function connectGmail(
  action: Extract<IntegrationsAction, { kind: 'connect-gmail' }>,
  context: ActionContext,
  failure: FailureContext,
): Promise<number> {
  return action.returnTo === null
    ? connectGmailViaLoopback(context, failure)
    : connectGmailThroughApp(action.returnTo, context, failure);
}

async function connectGmailThroughApp(
  returnTo: string,
  context: ActionContext,
  failure: FailureContext,
): Promise<number> {
  const { dependencies, options } = context;
  const before = settle(await context.client.list(context.agentId), {
    ...context,
    options: { ...options, json: false },
  }, failure);
  if (before === null) return integrationsExitCodes.failed;
  const started = settle(await context.client.connectGmail(context.agentId, returnTo), context, failure);
  if (started === null) return integrationsExitCodes.failed;
  if (!options.json) {
    dependencies.stdout([
      'Open this URL in a browser and allow access:',
      `  ${started.authorizationUrl}`,
      `Afterwards the browser goes to ${returnTo} (--return-to): that page must finish the connection, signed in as the same user.`,
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
          ? 'Stopped waiting. If the web app finishes the connection within 10 minutes, Gmail is connected all the same: check with npm run integrations -- list.\n'
          : `${describeIntegrationsFailure(wait.failure, failure)}\n`,
      );
      return wait.failure.kind === 'cancelled' ? integrationsExitCodes.interrupted : integrationsExitCodes.failed;
  }
}
