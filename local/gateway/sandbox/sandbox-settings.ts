/**
 * Who the local sandbox is: its mailbox address, its OAuth client and its search key,
 * the URLs of its stand-ins under the gateway, and where it keeps its files. Nothing here
 * is a secret: the stand-ins only answer on loopback and only ever hold sandbox data.
 */
import { isAbsolute, join, resolve } from 'node:path';
import type { LocalSandbox } from '../../../shared/integrations/local-sandbox.ts';
import { sandboxResultHosts } from './sandbox-search-results.ts';

/** The sandbox's fixed identity, the same on every machine. */
export const sandboxIdentity = {
  /** The one sandbox Gmail account: every sandbox connection reads and sends as it. */
  address: 'sandbox@parley.local',
  displayName: 'Parley Sandbox',
  googleClientId: 'parley-sandbox.apps.parley.local',
  googleClientSecret: 'parley-sandbox-client-secret',
  serperApiKey: 'parley-sandbox-serper-key',
  /** The scopes a seeded connection is given: what the Gmail tools need, and who the user is. */
  gmailScopes: 'https://www.googleapis.com/auth/gmail.send https://www.googleapis.com/auth/gmail.readonly openid email',
} as const;

/** Where each stand-in is served, under the gateway's own origin. */
export const sandboxPaths = {
  serper: '/sandbox/serper',
  gmail: '/sandbox/gmail/v1',
  google: '/sandbox/google',
  pages: '/sandbox/pages',
  outbox: '/outbox',
} as const;

/** The hook the functions read (`localSandboxOf(globalThis)`), for a gateway at `baseUrl`. */
export function sandboxHookFor(baseUrl: string): LocalSandbox {
  const origin = baseUrl.replace(/\/+$/, '');
  const google = `${origin}${sandboxPaths.google}`;
  return {
    search: { provider: 'serper', baseUrl: `${origin}${sandboxPaths.serper}`, apiKey: sandboxIdentity.serperApiKey },
    pages: { baseUrl: `${origin}${sandboxPaths.pages}`, hosts: [...sandboxResultHosts] },
    gmail: { apiBaseUrl: `${origin}${sandboxPaths.gmail}`, address: sandboxIdentity.address },
    google: {
      authorizeUrl: `${google}/authorize`,
      tokenUrl: `${google}/token`,
      revokeUrl: `${google}/revoke`,
      userinfoUrl: `${google}/userinfo`,
      clientId: sandboxIdentity.googleClientId,
      clientSecret: sandboxIdentity.googleClientSecret,
    },
  };
}

/**
 * The sandbox's folder (the outbox and the token-signing key): `PARLEY_SANDBOX_DIR`
 * (relative to `root`), else `.parley/sandbox`. `npm run outbox` reads the same setting.
 */
export function sandboxDirectory(environment: Readonly<Record<string, string | undefined>>, root: string): string {
  const configured = environment.PARLEY_SANDBOX_DIR?.trim() || join('.parley', 'sandbox');
  return isAbsolute(configured) ? configured : resolve(root, configured);
}

/** The outbox file in a sandbox folder: one JSON line per mail the sandbox "sent". */
export function outboxPathIn(directory: string): string {
  return join(directory, 'outbox.jsonl');
}

/** `PARLEY_SANDBOX=off` (or `false`, `0`, `no`) turns the sandbox off, to see the
 * not-connected answers locally. No setting turns it on anywhere but the gateway. */
export function isSandboxEnabled(environment: Readonly<Record<string, string | undefined>>): boolean {
  return !['off', 'false', '0', 'no'].includes(environment.PARLEY_SANDBOX?.trim().toLowerCase() ?? '');
}
