/**
 * Builds the gateway's sandbox: its folder (`PARLEY_SANDBOX_DIR`, default
 * `.parley/sandbox`) with the token-signing key and the outbox, the stand-ins, the routes,
 * and the hook the functions read. The gateway sets the hook on `globalThis` before it
 * imports the functions.
 */
import { join } from 'node:path';
import type { LocalSandbox } from '../../../shared/integrations/local-sandbox.ts';
import { localSandboxKey } from '../../../shared/functions/local-sandbox-hook.ts';
import { readOrCreateCredentialsKey } from '../credentials-key-file.ts';
import { issueSandboxGrant, type SandboxTokenAnswer } from './sandbox-grant.ts';
import { createSandboxGmail } from './sandbox-gmail.ts';
import { createSandboxGoogle } from './sandbox-google.ts';
import { openSandboxMailbox } from './sandbox-mailbox.ts';
import { createSandboxPages } from './sandbox-pages.ts';
import { createSandboxRoutes, type SandboxRoutes } from './sandbox-routes.ts';
import { createSandboxSerper } from './sandbox-serper.ts';
import {
  isSandboxEnabled,
  outboxPathIn,
  sandboxDirectory,
  sandboxHookFor,
  sandboxIdentity,
} from './sandbox-settings.ts';
import { createSandboxTokenSigner } from './sandbox-token-signer.ts';

/** The gateway's sandbox. */
export interface GatewaySandbox {
  /** What the functions find under `localSandboxOf(globalThis)`. */
  readonly hook: LocalSandbox;
  readonly routes: SandboxRoutes;
  readonly outboxPath: string;
  /** Tokens of a new offline grant with the sandbox's Gmail scopes, for connecting a user directly. */
  issueGmailGrant(): Promise<SandboxTokenAnswer>;
}

/** What {@link openSandbox} needs; `now` gives epoch milliseconds. */
export interface OpenSandboxOptions {
  /** The gateway's own origin, `http://127.0.0.1:<port>`. */
  readonly baseUrl: string;
  readonly directory: string;
  readonly now: () => number;
}

/** Opens the sandbox in `options.directory` (created when missing). */
export async function openSandbox(options: OpenSandboxOptions): Promise<GatewaySandbox> {
  // A random key made once per sandbox folder, so tokens outlive a restart (and a copied
  // token from another machine's sandbox does not work here).
  const keyFile = await readOrCreateCredentialsKey(join(options.directory, 'token.key'));
  const signer = await createSandboxTokenSigner(new TextEncoder().encode(keyFile.key), () => options.now() / 1000);
  const outboxPath = outboxPathIn(options.directory);
  const mailbox = await openSandboxMailbox({ address: sandboxIdentity.address, outboxPath, now: options.now });
  const routes = createSandboxRoutes({
    serper: createSandboxSerper(sandboxIdentity.serperApiKey),
    gmail: createSandboxGmail({ address: sandboxIdentity.address, mailbox, signer }),
    google: createSandboxGoogle({ signer, now: options.now }),
    pages: createSandboxPages(),
    mailbox,
  });
  return {
    hook: sandboxHookFor(options.baseUrl),
    routes,
    outboxPath,
    issueGmailGrant: () =>
      issueSandboxGrant(signer, {
        scope: sandboxIdentity.gmailScopes,
        offline: true,
        nowSeconds: options.now() / 1000,
      }),
  };
}

/**
 * The gateway's sandbox, unless `PARLEY_SANDBOX=off`: opened in its folder, with its hook
 * put on `host` (`globalThis`), which must happen before any function is imported.
 */
export async function openGatewaySandbox(
  environment: Readonly<Record<string, string | undefined>>,
  options: { readonly root: string; readonly baseUrl: string; readonly host: object },
): Promise<GatewaySandbox | null> {
  if (!isSandboxEnabled(environment)) return null;
  const sandbox = await openSandbox({
    baseUrl: options.baseUrl,
    directory: sandboxDirectory(environment, options.root),
    now: () => Date.now(),
  });
  Reflect.set(options.host, localSandboxKey, sandbox.hook);
  return sandbox;
}
