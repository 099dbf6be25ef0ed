/**
 * The opening every browser test file shares: skip (with the reason) when Chromium is
 * missing, a `describe` titled with the database it runs on, one {@link BrowserSession}
 * opened before the first test (the demo user signed in unless told) and closed after the
 * last. A file says only its title, its session options and its tests.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe } from 'vitest';
import type { FreshServerDatabase } from '../../../e2e/support/fresh-server-database.ts';
import type { GatewayProcess } from '../../../e2e/support/gateway-process.ts';
import {
  type BrowserSession,
  type BrowserSessionOptions,
  closeBrowserSession,
  databaseKind,
  openBrowserSession,
  signInAsDemoUser,
} from './browser-session.ts';
import { browserTestsSkipReason } from './chromium.ts';

/** How long one step of a browser test may take. */
export const stepTimeout = 90_000;

/** How a file wants its session opened. */
export interface ChromiumDescribeOptions {
  /** The session's options, or a step that finds them (e.g. after starting a stand-in server). */
  readonly session: BrowserSessionOptions | (() => Promise<BrowserSessionOptions>);
  /** Whether the demo user is signed in before the first test; true unless told. */
  readonly signIn?: boolean;
  /** Runs on the open session before the sign-in (routes, request listeners, permissions). */
  readonly beforeSignIn?: (session: BrowserSession) => Promise<void>;
}

/** The session of a {@link describeInChromium} block: readable from its hooks and tests on. */
class LiveBrowserSession implements BrowserSession {
  #opened: BrowserSession | undefined;

  open(session: BrowserSession): void {
    this.#opened = session;
  }

  get opened(): BrowserSession | undefined {
    return this.#opened;
  }

  #current(): BrowserSession {
    if (this.#opened === undefined) throw new Error('The browser session is read before its beforeAll opened it.');
    return this.#opened;
  }

  get gateway(): GatewayProcess {
    return this.#current().gateway;
  }
  get browser(): Browser {
    return this.#current().browser;
  }
  get context(): BrowserContext {
    return this.#current().context;
  }
  get page(): Page {
    return this.#current().page;
  }
  get pageErrors(): string[] {
    return this.#current().pageErrors;
  }
  get policyViolations(): string[] {
    return this.#current().policyViolations;
  }
  get directory(): string {
    return this.#current().directory;
  }
  get server(): FreshServerDatabase | null {
    return this.#current().server;
  }
}

/**
 * `describe(`${title} in Chromium (pglite|postgres)`)` around `body`, skipped when Chromium is
 * missing, with one session opened before its first test and closed after its last.
 */
export function describeInChromium(
  title: string,
  options: ChromiumDescribeOptions,
  body: (session: BrowserSession) => void,
): void {
  const skipReason = browserTestsSkipReason();
  if (skipReason !== null) console.warn(skipReason);
  describe.skipIf(skipReason !== null)(`${title} in Chromium (${databaseKind()})`, () => {
    const session = new LiveBrowserSession();

    beforeAll(async () => {
      const sessionOptions = typeof options.session === 'function' ? await options.session() : options.session;
      session.open(await openBrowserSession(sessionOptions));
      await options.beforeSignIn?.(session);
      if (options.signIn ?? true) await signInAsDemoUser(session);
    }, 180_000);

    afterAll(() => closeBrowserSession(session.opened), 60_000);

    body(session);
  });
}
