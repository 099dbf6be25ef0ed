/** `mcp set` and `mcp remove`: an MCP server's secret stored or deleted through the
 * integrations function (`PUT`/`DELETE /integrations/mcp:<server>`). */
import { type ActionContext, done, integrationsExitCodes, settle } from './action-context.ts';
import type { FailureContext } from './integrations-failure.ts';
import type { McpCredentialAction } from './parse-mcp-action.ts';
import { describeStatus } from './render-integrations.ts';

/** The failing step, as the one-line failure starts. */
export function mcpCredentialDoing(action: McpCredentialAction): string {
  const verb = action.kind === 'set-mcp-credential' ? 'Storing' : 'Removing';
  return `${verb} the secret for ${action.credential} of MCP server ${action.server}`;
}

/** The secret: typed at a hidden prompt on a terminal, else all of stdin; or, when there is
 * none, the exit code (after saying why). */
async function readSecret(
  action: McpCredentialAction,
  context: ActionContext,
): Promise<{ readonly secret: string } | { readonly exitCode: number }> {
  const { dependencies } = context;
  if (dependencies.isInputTerminal) {
    const typed = await dependencies.promptHidden(
      `Secret for ${action.credential} of MCP server ${action.server} (not shown): `,
    );
    if (typed === null) {
      dependencies.stderr('Cancelled.\n');
      return { exitCode: integrationsExitCodes.interrupted };
    }
    if (typed.trim() !== '') return { secret: typed.trim() };
    dependencies.stderr('No secret typed: nothing was stored.\n');
    return { exitCode: integrationsExitCodes.usage };
  }
  const piped = (await dependencies.readStdin()).trim();
  if (piped !== '') return { secret: piped };
  dependencies.stderr(
    `No secret on stdin: pipe it in, e.g. npm run integrations -- mcp set ${action.server} --credential ${action.credential} < secret.txt\n`,
  );
  return { exitCode: integrationsExitCodes.usage };
}

/** Runs `mcp set` or `mcp remove`; returns the exit code. The secret is never printed. */
export async function runMcpCredentialAction(
  action: McpCredentialAction,
  context: ActionContext,
  failure: FailureContext,
): Promise<number> {
  const { client, agentId } = context;
  if (action.kind === 'remove-mcp-credential') {
    const removed = settle(
      await client.removeMcpCredential(action.server, { agentId, credential: action.credential }),
      context,
      failure,
    );
    return removed === null
      ? integrationsExitCodes.failed
      : done(context, `Removed the secret for ${action.credential}. ${describeStatus(removed)}`);
  }
  const read = await readSecret(action, context);
  if ('exitCode' in read) return read.exitCode;
  const stored = settle(
    await client.setMcpCredential(action.server, { agentId, credential: action.credential, secret: read.secret }),
    context,
    failure,
  );
  return stored === null
    ? integrationsExitCodes.failed
    : done(context, `Stored the secret for ${action.credential}. ${describeStatus(stored)}`);
}
