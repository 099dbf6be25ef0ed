import { terminalText } from '../terminal/terminal-text.ts';
import { type ActionContext, integrationsExitCodes, settle } from './action-context.ts';
import { describeIntegrationsFailure, type FailureContext } from './integrations-failure.ts';
import type { BrowserReturn } from './loopback-return.ts';
import { describeStatus } from './render-integrations.ts';
import { waitForBrowser } from './wait-for-browser.ts';
import { gmailWaitLimits } from './wait-for-gmail.ts';

/**
 * `connect gmail` without `--return-to`: listens on a loopback address, asks for Google's
 * consent URL returning there, prints it, and waits for the browser. The browser brings
 * the completion code back to this command, which finishes the connection with its own
 * token — the integrations function finishes a connection only for the user who started
 * it. The browser must run on this machine (else use `--return-to` and the web app).
 */
export async function connectGmailViaLoopback(context: ActionContext, failure: FailureContext): Promise<number> {
  const { dependencies, options } = context;
  const listener = await dependencies.openLoopbackReturn();
  try {
    const started = settle(await context.client.connectGmail(context.agentId, listener.url), context, failure);
    if (started === null) return integrationsExitCodes.failed;
    if (!options.json) {
      dependencies.stdout([
        'Open this URL in a browser on this machine and allow access:',
        `  ${started.authorizationUrl}`,
        `Afterwards the browser comes back to this command (${listener.url}), which finishes the connection.`,
        'Waiting for the browser (Ctrl-C stops)…',
        '',
      ].join('\n'));
    }
    const wait = await waitForBrowser(listener, {
      sleep: dependencies.sleep,
      now: dependencies.now,
      signal: context.signal,
      timeoutMs: (dependencies.waitLimits ?? gmailWaitLimits).timeoutMs,
    });
    switch (wait.kind) {
      case 'returned':
        return await finishConnection(wait.browser, context, failure);
      case 'timed-out':
        dependencies.stderr(
          `The browser did not come back within ${
            Math.round(wait.waitedMs / 60_000)
          } minutes; the consent URL has expired. Run connect gmail again.\n`,
        );
        return integrationsExitCodes.failed;
      case 'cancelled':
        dependencies.stderr(
          'Stopped waiting. The consent URL now leads nowhere: run connect gmail again to connect.\n',
        );
        return integrationsExitCodes.interrupted;
    }
  } finally {
    await listener.close();
  }
}

/** Finishes with the completion code the browser brought back, and tells the browser and the terminal how it went. */
async function finishConnection(
  browser: BrowserReturn,
  context: ActionContext,
  failure: FailureContext,
): Promise<number> {
  const { dependencies, options } = context;
  const { query } = browser;
  const code = query.get('code');
  if (query.get('status') !== 'pending' || code === null) {
    // The browser brought these back in a URL anyone could have written: shown inert.
    const reason = terminalText(query.get('reason') ?? '') || null;
    const message = terminalText(query.get('message') ?? '') || 'The connection failed.';
    browser.answer(message, 'failed');
    // The callback's messages are whole sentences about Gmail ("Gmail was not connected: …").
    dependencies.stderr(`${message}${reason === null ? '' : ` (${reason})`}\n`);
    return integrationsExitCodes.failed;
  }
  const completed = await context.client.completeGmail(code);
  if (!completed.ok) {
    const text = describeIntegrationsFailure(completed.failure, failure);
    browser.answer(text, 'failed');
    dependencies.stderr(`${text}\n`);
    return integrationsExitCodes.failed;
  }
  const status = describeStatus(completed.value);
  browser.answer(status, 'connected');
  dependencies.stdout(options.json ? `${JSON.stringify({ integration: completed.value })}\n` : `${status}\n`);
  return integrationsExitCodes.ok;
}
