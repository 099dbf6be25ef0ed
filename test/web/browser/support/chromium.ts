/**
 * Chromium from Debian's `chromium` package, driven by playwright-core (no browser download:
 * it fails here). Missing, the browser tests skip with a reason — except in CI, where
 * `.ci/run` installs it and its absence is a failure.
 */
import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

/** Where Debian installs it. */
export const chromiumPath = '/usr/bin/chromium';

/** The flags every launch uses: headless, and nothing that reaches the network on its own. */
export const chromiumArguments = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;

/** Whether the tests run: null when they do, else why they skip. */
export function browserTestsSkipReason(environment: NodeJS.ProcessEnv = process.env): string | null {
  if (existsSync(chromiumPath)) return null;
  if (environment.CI === 'true') return null;
  return `Skipping the browser tests: ${chromiumPath} is missing (apt-get install chromium; .ci/run installs it).`;
}

/** Launches it; throws a clear error when it is missing (CI). */
export async function launchChromium(): Promise<Browser> {
  if (!existsSync(chromiumPath)) {
    throw new Error(`Chromium is missing at ${chromiumPath}: CI installs Debian's chromium package (.ci/run).`);
  }
  return chromium.launch({ executablePath: chromiumPath, args: [...chromiumArguments] });
}
