import type { AgentsRepository } from '../../db/repositories/agents-repository.ts';
import type { CredentialsRepository } from '../../db/repositories/credentials-repository.ts';
import type { IntegrationUsageRepository } from '../../db/repositories/integration-usage-repository.ts';
import type { OAuthStatesRepository } from '../../db/repositories/oauth-states-repository.ts';
import type { LocalSandbox } from '../local-sandbox.ts';
import type { JwtVerifier } from '../../http/jwt-verifier.ts';
import type { Logger } from '../../log/logger.ts';
import type { ConnectConfiguration } from './connect-configuration.ts';
import type { OAuthStateSigner } from './oauth-state-signer.ts';

/** The parts that need `PARLEY_CREDENTIALS_KEY`: storing secrets, and the OAuth states
 * (signed with a key derived from it, their verifiers encrypted with it). */
export interface IntegrationStorage {
  readonly credentials: CredentialsRepository;
  readonly oauthStates: OAuthStatesRepository;
  readonly stateSigner: OAuthStateSigner;
}

/** Everything the integrations routes use; every side effect is here. */
export interface IntegrationsDependencies {
  readonly verifyJwt: JwtVerifier;
  readonly agents: Pick<AgentsRepository, 'findForOwner'>;
  /** Null when `PARLEY_CREDENTIALS_KEY` is unset: the list reads as not connected, and the
   * routes that store answer 503 naming the variable. */
  readonly storage: IntegrationStorage | null;
  readonly usage: IntegrationUsageRepository;
  readonly configuration: ConnectConfiguration;
  /** The local gateway's sandbox; undefined when deployed. */
  readonly sandbox: LocalSandbox | undefined;
  /** For Google's endpoints and the search APIs. */
  readonly fetch: typeof fetch;
  readonly clock: () => Date;
  /** Nonces and PKCE verifiers. */
  readonly randomBytes: (length: number) => Uint8Array;
  readonly generateId: () => string;
  readonly logger: Logger;
}
