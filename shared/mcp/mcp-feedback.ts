/**
 * The texts a model reads about MCP tool failures, side by side. Everything else a
 * model reads comes from the executor's formatter (shared/tools/feedback.ts).
 */
import { quoteName } from '../tools/feedback.ts';
import { mcpLimits } from './mcp-limits.ts';

function cut(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length - 1)}…` : text;
}

/** A server's own error text (an `isError` result), quoted for the model: collapsed to
 * one paragraph and cut. The executor's formatter redacts it before the model sees it. */
export function formatServerErrorText(toolName: string, serverText: string): string {
  const clean = serverText.replace(/\s+/g, ' ').trim();
  return cut(`${quoteName(toolName)} failed: ${clean}`, mcpLimits.maxErrorTextChars);
}

/** The server refused the arguments (invalid params) and said why. */
export function formatRejectedArguments(toolName: string, serverText: string): string {
  const clean = serverText.replace(/\s+/g, ' ').trim();
  return cut(
    `The server rejected the arguments for ${quoteName(toolName)}: ${clean}. Fix them and call ${
      quoteName(toolName)
    } again.`,
    mcpLimits.maxErrorTextChars,
  );
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
