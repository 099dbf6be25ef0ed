import { createGmailActions } from '../integrations/gmail/gmail-actions.ts';
import { createSearchActions } from '../integrations/search/search-actions.ts';
import { executorLimits } from '../tools/limits.ts';
import type { AnyToolDefinition } from '../tools/tool-definition.ts';
import { missingCredentials } from './missing-credentials.ts';
import type { RoutedToolSpec } from './routed-tools.ts';

/** What the chat side allows beyond the function's own deadline: the HTTP hop, the
 * caller check, the agent lookup and the log. */
const routingMarginMs = 5_000;

// The functions' own action definitions, built with nothing connected only to read what
// they declare; they never run here. The chat side so validates, coerces and times out
// exactly as the function does, and cannot drift from it.
const gmailActions = createGmailActions({ credentials: missingCredentials });
const searchActions = createSearchActions({ credentials: missingCredentials, resolveHost: () => Promise.resolve([]) });

function routedSpecOf(
  functionName: RoutedToolSpec['functionName'],
  toolName: string,
  action: AnyToolDefinition,
): RoutedToolSpec {
  return {
    name: toolName,
    functionName,
    action: action.name,
    description: action.description,
    parameters: action.parameters,
    family: action.family ?? 'generic',
    sideEffects: action.sideEffects === true,
    coercion: action.coercion,
    consent: action.consent,
    untrustedOutput: action.untrustedOutput,
    timeoutMs: (action.timeoutMs ?? executorLimits.defaultTimeoutMs) + routingMarginMs,
  };
}

/**
 * Every tool the chat function can offer an agent, and the tool function that runs it:
 * `gmail_*` → gmail-api, the search tools → web-search-api. Agents enable them by name.
 */
export const toolCatalog: readonly RoutedToolSpec[] = [
  ...gmailActions.map((action) => routedSpecOf('gmail-api', `gmail_${action.name}`, action)),
  ...searchActions.map((action) => routedSpecOf('web-search-api', action.name, action)),
];
