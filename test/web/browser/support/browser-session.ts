/**
 * What every browser test starts from: the web app built, a gateway under Deno on a fresh
 * database (PGlite in a temporary folder, or a fresh database on the server DATABASE_URL
 * names), and one Chromium page on it that records page errors and what the served
 * Content-Security-Policy refused. {@link closeBrowserSession} undoes all of it.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ensureWebBuild } from '../../../../local/gateway/web-app/build-web-app.mjs';
import { encodeBase64 } from '../../../../shared/db/credential-base64.ts';
import type { AgentSettingsInput } from '../../../../shared/db/repositories/agent-settings.ts';
import { repositoryRoot } from '../../../e2e/support/deno-command.ts';
import {
  createFreshServerDatabase,
  type FreshServerDatabase,
  testServerUrl,
} from '../../../e2e/support/fresh-server-database.ts';
import { type GatewayProcess, startGateway } from '../../../e2e/support/gateway-process.ts';
import { launchChromium } from './chromium.ts';
import { prepareDemoDatabase } from './demo-database.ts';
import { viewports } from './screenshots.ts';

/** How a test wants its session. */
export interface BrowserSessionOptions {
  /** Names the temporary folder and the server database (letters and underscores). */
  readonly name: string;
  /** Gateway variables added to the defaults (e.g. `PARLEY_DEMO_MISTAKES`). */
  readonly gatewayVariables?: Readonly<Record<string, string>>;
  /** Merged into the demo agent's settings before the gateway starts. */
  readonly agentSettings?: AgentSettingsInput;
  /** The page's first size; the desktop size unless told. */
  readonly viewport?: { readonly width: number; readonly height: number };
}

/** A running session. */
export interface BrowserSession {
  readonly gateway: GatewayProcess;
  readonly browser: Browser;
  readonly context: BrowserContext;
  readonly page: Page;
  /** Uncaught errors in the page, in order. */
  readonly pageErrors: string[];
  /** What the served Content-Security-Policy refused, as Chromium reports it. */
  readonly policyViolations: string[];
  /** The temporary folder (PGlite, sandbox), removed on close. */
  readonly directory: string;
  /** The server database, or null on PGlite. */
  readonly server: FreshServerDatabase | null;
}

/** Which database the tests run on, for their titles. */
export function databaseKind(): 'pglite' | 'postgres' {
  return testServerUrl() === undefined ? 'pglite' : 'postgres';
}

/** Builds the app, starts the gateway on a fresh database and opens one page on it (signed out). */
export async function openBrowserSession(options: BrowserSessionOptions): Promise<BrowserSession> {
  const directory = await mkdtemp(join(tmpdir(), `parley-${options.name}-`));
  const serverUrl = testServerUrl();
  const server = serverUrl === undefined ? null : await createFreshServerDatabase(serverUrl, `parley_${options.name}`);
  const pgliteDirectory = join(directory, 'pglite');
  if (options.agentSettings !== undefined) {
    await prepareDemoDatabase(server === null ? { pgliteDirectory } : { url: server.url }, options.agentSettings);
  }
  const buildError = await ensureWebBuild(join(repositoryRoot, 'web'), { log: () => {} });
  if (buildError !== null) throw new Error(`The web app did not build: ${buildError}`);
  const gateway = await startGateway({
    ...(server === null ? { PARLEY_DATA_DIR: pgliteDirectory } : { DATABASE_URL: server.url }),
    PARLEY_SANDBOX_DIR: join(directory, 'sandbox'),
    PARLEY_CREDENTIALS_KEY: encodeBase64(crypto.getRandomValues(new Uint8Array(32))),
    ...options.gatewayVariables,
  });
  const browser = await launchChromium();
  const context = await browser.newContext({ viewport: options.viewport ?? viewports.desktop });
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  const pageErrors: string[] = [];
  const policyViolations: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) policyViolations.push(message.text());
  });
  return { gateway, browser, context, page, pageErrors, policyViolations, directory, server };
}

/** Closes the browser, stops the gateway, drops the database and removes the folder. */
export async function closeBrowserSession(session: BrowserSession | undefined): Promise<void> {
  if (session === undefined) return;
  await session.browser.close();
  await session.gateway.stop();
  await session.server?.dispose();
  await rm(session.directory, { recursive: true, force: true });
}

/** Signs the demo user in with the sign-in page's one-click button and waits for the chat. */
export async function signInAsDemoUser(session: BrowserSession): Promise<void> {
  const { page } = session;
  await page.goto(`${session.gateway.url}/`);
  await page.getByRole('button', { name: 'Sign in as the demo user' }).click();
  await page.getByRole('textbox', { name: 'Message' }).waitFor();
}
