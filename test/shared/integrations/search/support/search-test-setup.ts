import type { CredentialLookup } from '../../../../../shared/db/repositories/credentials-repository.ts';
import {
  createSearchActions,
  type SearchActionsDependencies,
} from '../../../../../shared/integrations/search/search-actions.ts';
import { createTestExecutor, type TestExecutor } from '../../../tools/support/create-test-executor.ts';
import { memoryCredentials } from './memory-credentials.ts';
import { startBraveStandIn, startSerpApiStandIn, startSerperStandIn } from './provider-stand-ins.ts';
import type { StandInServer } from './stand-in-server.ts';

/** The keys the stand-ins accept. */
export const validKeys = {
  serper: 'serper-valid-key-6f1c2d9e8b7a',
  brave: 'BSA-brave-valid-token-3e4f5a6b',
  serpapi: 'serpapi-valid-key-0a1b2c3d4e5f6a7b8c9d',
} as const;

export const userId = '6b0c8a52-2f1e-4d1a-9a43-0d5f3c9e7b21';

/** The three stand-ins, started once per test file. */
export interface ProviderStandIns {
  readonly serper: StandInServer;
  readonly brave: StandInServer;
  readonly serpapi: StandInServer;
  reset(): void;
  close(): Promise<void>;
}

export async function startProviderStandIns(): Promise<ProviderStandIns> {
  const [serper, brave, serpapi] = await Promise.all([
    startSerperStandIn(validKeys.serper),
    startBraveStandIn(validKeys.brave),
    startSerpApiStandIn(validKeys.serpapi),
  ]);
  const all = [serper, brave, serpapi];
  return {
    serper,
    brave,
    serpapi,
    reset() {
      for (const server of all) {
        server.requests.length = 0;
        server.override = null;
      }
    },
    close: async () => {
      await Promise.all(all.map((server) => server.close()));
    },
  };
}

/** An executor over the search actions, against the stand-ins, with `secrets` as the user's keys. */
export function searchExecutor(
  standIns: ProviderStandIns,
  secrets: Record<string, string | CredentialLookup>,
  overrides: Partial<SearchActionsDependencies> = {},
): TestExecutor & { lookups: string[]; reads: () => number } {
  const credentials = memoryCredentials(userId, secrets);
  const tools = createSearchActions({
    credentials,
    resolveHost: () => Promise.resolve(['93.184.216.34']),
    baseUrls: { serper: standIns.serper.baseUrl, brave: standIns.brave.baseUrl, serpapi: standIns.serpapi.baseUrl },
    providerTimeoutMs: 2_000,
    ...overrides,
  });
  return { ...createTestExecutor(tools), lookups: credentials.lookups, reads: credentials.reads };
}
