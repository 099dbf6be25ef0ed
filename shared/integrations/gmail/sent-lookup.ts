/**
 * Whether a user's Sent mailbox holds a Message-ID, asked outside any tool call: by
 * maintenance, for a send whose worker died before it could say (an intent left open).
 * Uses the user's stored Gmail credential like the actions do (refreshing it when needed).
 */
import { type Logger, silentLogger } from '../../log/logger.ts';
import { createGmailClient } from './gmail-client.ts';
import { type GmailConfiguration, resolveGmailConfiguration } from './gmail-configuration.ts';
import { gmailLimits } from './gmail-limits.ts';
import { findSentMessage } from './gmail-send.ts';
import { type GmailCredentialStore, type GmailSandbox, openGmailSession } from './gmail-session.ts';

/** Gmail's id of the message with `messageId` in `userId`'s Sent mailbox, or null. Throws
 * (a typed `ToolError`) when it cannot tell: no connection, Gmail down. */
export type GmailSentLookup = (userId: string, messageId: string) => Promise<string | null>;

/** What {@link createGmailSentLookup} needs. */
export interface GmailSentLookupDependencies {
  readonly credentials: GmailCredentialStore;
  readonly configuration?: GmailConfiguration;
  readonly fetch?: typeof fetch;
  readonly clock?: () => Date;
  readonly logger?: Logger;
  readonly sandbox?: GmailSandbox;
}

/** A {@link GmailSentLookup} on the stored credentials. */
export function createGmailSentLookup(dependencies: GmailSentLookupDependencies): GmailSentLookup {
  const configuration = resolveGmailConfiguration(dependencies.configuration);
  const fetchFunction = dependencies.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const clock = dependencies.clock ?? (() => new Date());
  return async (userId, messageId) => {
    const signal = AbortSignal.timeout(gmailLimits.readTimeoutMs);
    const session = await openGmailSession(
      {
        credentials: dependencies.credentials,
        fetch: fetchFunction,
        clock,
        logger: dependencies.logger ?? silentLogger,
        tokenUrl: configuration.googleTokenUrl,
        clientId: configuration.googleClientId,
        clientSecret: configuration.googleClientSecret,
        sandbox: dependencies.sandbox,
      },
      userId,
      signal,
    );
    const client = createGmailClient(session, {
      baseUrl: session.apiBaseUrl ?? configuration.gmailApiBaseUrl,
      clock,
      createBoundary: () => 'parley-unused',
    });
    return await findSentMessage(client, messageId);
  };
}
