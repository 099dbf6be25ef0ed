import { UsageMistake } from './usage-mistake.ts';

/** `mcp set` and `mcp remove`: one credential of one MCP server of the agent. */
export interface McpCredentialAction {
  readonly kind: 'set-mcp-credential' | 'remove-mcp-credential';
  readonly server: string;
  /** A credential name the server's headers reference. */
  readonly credential: string;
}

const subcommands = { set: 'set-mcp-credential', remove: 'remove-mcp-credential' } as const;

/** Reads `mcp <set|remove> <server> --credential <name>` (`words` from `mcp` on). The server's
 * function checks the names against the agent, so they are only required here. */
export function parseMcpAction(words: readonly string[], credential: string | undefined): McpCredentialAction {
  const [, subcommand, server] = words;
  if (subcommand === undefined) {
    throw new UsageMistake('mcp wants set or remove: npm run integrations -- mcp set <server> --credential <name>.');
  }
  if (subcommand !== 'set' && subcommand !== 'remove') {
    throw new UsageMistake(`mcp works with set or remove; got "${subcommand}".`);
  }
  const command = `mcp ${subcommand}`;
  if (server === undefined || server.trim() === '') {
    throw new UsageMistake(
      `${command} wants the MCP server's name: npm run integrations -- ${command} <server> --credential <name>.`,
    );
  }
  // The words after the server are not echoed: one of them may be a secret.
  if (words.length > 3) {
    throw new UsageMistake(
      `${command} takes the server only${
        subcommand === 'set' ? ': the secret is read from stdin or a hidden prompt, never from the command line' : ''
      }.`,
    );
  }
  if (credential === undefined || credential.trim() === '') {
    throw new UsageMistake(
      `${command} wants --credential <name>: a credential name the server's headers reference.`,
    );
  }
  return { kind: subcommands[subcommand], server, credential: credential.trim() };
}
