/**
 * The texts a model reads about MCP tool failures, side by side. Everything else a
 * model reads comes from the executor's formatter (shared/tools/feedback.ts).
 */
import { quoteName } from '../tools/feedback.ts';
import { cryptoRandomBytes, markAsData, type RandomBytes } from '../tools/untrusted-output.ts';

/** Characters of a server's own text the model reads: the rest of the message (the data
 * block's marker lines included) stays under the formatter's 600. */
const maxServerTextChars = 400;

/** A server's words, as data: collapsed, cut, and marked so they cannot pass for instructions. */
function serverWords(serverText: string, randomBytes: RandomBytes): string {
  return markAsData(cut(serverText.replace(/\s+/g, ' ').trim(), maxServerTextChars), randomBytes);
}

function cut(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length - 1)}…` : text;
}

/** A server's own error text (an `isError` result), quoted for the model as data: collapsed
 * to one paragraph, cut, and marked. The executor's formatter redacts it before the model
 * sees it. */
export function formatServerErrorText(toolName: string, serverText: string, randomBytes = cryptoRandomBytes): string {
  return `${quoteName(toolName)} failed. The server said:\n${serverWords(serverText, randomBytes)}`;
}

/** The server refused the arguments (invalid params) and said why. */
export function formatRejectedArguments(toolName: string, serverText: string, randomBytes = cryptoRandomBytes): string {
  return `The server rejected the arguments for ${quoteName(toolName)}. Fix them and call ${
    quoteName(toolName)
  } again. The server said:\n${serverWords(serverText, randomBytes)}`;
}

/** The server no longer offers a tool it listed at the start of the turn. */
export function formatToolWithdrawn(toolName: string, server: string): string {
  return `${quoteName(toolName)} is no longer offered by the MCP server ${
    quoteName(server)
  }. Continue without it or use another tool.`;
}

/** The server wants the user to finish a step in a browser (URL elicitation) first: the
 * question, as the user reads it. */
export function formatBrowserStepNeeded(toolName: string, server: string): string {
  return `The MCP server ${
    quoteName(server)
  } needs you to complete a step in your browser (such as signing in) before I can use ${
    quoteName(toolName)
  }. Could you do that and tell me when it is done?`;
}

/** The server's address is refused by the deployment's policy (mcp-address-guard.ts):
 * nothing was sent; the agent's settings must change. */
export function formatAddressNotAllowed(server: string, refusal: string): string {
  return `The MCP server ${
    quoteName(server)
  } cannot be used: the MCP server's address is not allowed: ${refusal}. Tell the user; the agent's MCP server URL must change.`;
}
