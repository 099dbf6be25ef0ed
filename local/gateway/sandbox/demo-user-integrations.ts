/**
 * What the gateway does for the demo user's integrations at start: connects them to the
 * sandbox Gmail when they have no Gmail connection (or only a sandbox one that stopped
 * working), and says in one banner line what Gmail and web search will use.
 */
import type { CredentialsRepository } from '../../../shared/db/repositories/credentials-repository.ts';
import type { SandboxTokenAnswer } from './sandbox-grant.ts';

/** The demo user's Gmail, after the gateway looked. */
export type DemoGmail =
  | { readonly kind: 'sandbox'; readonly seeded: boolean }
  | { readonly kind: 'connected'; readonly account: string | null }
  | { readonly kind: 'needs_reconnect' }
  | { readonly kind: 'not_connected' };

const searchProviderNames = { serper: 'Serper', brave: 'Brave Search', serpapi: 'SerpAPI' } as const;

/** What {@link connectDemoGmail} needs. */
export interface ConnectDemoGmailInput {
  readonly credentials: Pick<CredentialsRepository, 'get' | 'save'>;
  readonly userId: string;
  /** The sandbox's grant for a new connection; null when the sandbox is off. */
  readonly issueGrant: (() => Promise<SandboxTokenAnswer>) | null;
  readonly account: string;
  readonly now: () => Date;
}

/**
 * Stores a sandbox Gmail connection for the user when they have none, or when their
 * sandbox connection is no longer active (its tokens came from a sandbox folder since
 * removed). A real connection, a disconnected one and an unreadable one are left alone.
 */
export async function connectDemoGmail(input: ConnectDemoGmailInput): Promise<DemoGmail> {
  const lookup = await input.credentials.get(input.userId, 'gmail');
  if (lookup.status === 'corrupted') return { kind: 'needs_reconnect' };
  const isSandbox = lookup.status === 'ok' && lookup.metadata.sandbox === true;
  if (lookup.status === 'ok' && !isSandbox) {
    if (lookup.credentialStatus === 'active') {
      return {
        kind: 'connected',
        account: typeof lookup.metadata.account === 'string' ? lookup.metadata.account : null,
      };
    }
    return lookup.credentialStatus === 'revoked' ? { kind: 'not_connected' } : { kind: 'needs_reconnect' };
  }
  // With the sandbox off, the functions refuse a sandbox connection: it is none.
  if (input.issueGrant === null) return { kind: 'not_connected' };
  if (lookup.status === 'ok' && lookup.credentialStatus === 'active') return { kind: 'sandbox', seeded: false };
  if (lookup.status === 'ok' && lookup.credentialStatus === 'revoked') return { kind: 'not_connected' };
  const grant = await input.issueGrant();
  const now = input.now();
  const expiresAt = new Date(now.getTime() + grant.expires_in * 1000);
  await input.credentials.save(
    input.userId,
    'gmail',
    JSON.stringify({
      access_token: grant.access_token,
      refresh_token: grant.refresh_token,
      expires_at: expiresAt.toISOString(),
    }),
    {
      expiresAt,
      metadata: { sandbox: true, account: input.account, scopes: grant.scope, connectedAt: now.toISOString() },
    },
  );
  return { kind: 'sandbox', seeded: true };
}

/** The search providers the user stored a key for, by display name. */
export async function storedSearchKeys(
  credentials: Pick<CredentialsRepository, 'get'>,
  userId: string,
): Promise<string[]> {
  const names: string[] = [];
  for (const [provider, name] of Object.entries(searchProviderNames)) {
    const lookup = await credentials.get(userId, provider);
    if (lookup.status === 'ok' && lookup.credentialStatus === 'active' && lookup.secret.trim() !== '') names.push(name);
  }
  return names;
}

function gmailText(gmail: DemoGmail): string {
  switch (gmail.kind) {
    case 'sandbox':
      return 'sandbox (mail lands in the outbox: npm run outbox)';
    case 'connected':
      return `connected${gmail.account === null ? '' : ` as ${gmail.account}`}`;
    case 'needs_reconnect':
      return 'needs reconnecting';
    case 'not_connected':
      return 'not connected';
  }
}

/** The banner's Integrations line for the demo user. */
export function integrationsLine(input: { sandbox: boolean; gmail: DemoGmail; searchKeys: readonly string[] }): string {
  const search = input.searchKeys.length > 0
    ? `${input.searchKeys.join(', ')} key stored`
    : input.sandbox
    ? 'sandbox'
    : 'no key stored';
  const line = `Gmail: ${gmailText(input.gmail)} · Web search: ${search}`;
  return input.sandbox ? line : `${line} (sandbox off: PARLEY_SANDBOX=off)`;
}
