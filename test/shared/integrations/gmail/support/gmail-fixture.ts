import {
  createGmailActions,
  type GmailActionsDependencies,
} from '../../../../../shared/integrations/gmail/gmail-actions.ts';
import type { GmailCredentialStore } from '../../../../../shared/integrations/gmail/gmail-session.ts';
import type { GmailToken } from '../../../../../shared/integrations/gmail/gmail-token.ts';
import {
  createMemorySendAttempts,
  type GmailSendAttempts,
} from '../../../../../shared/integrations/gmail/send-attempts.ts';
import type {
  IdempotencyStore,
  ToolExecutor,
  ToolExecutorOptions,
  ToolOutcome,
} from '../../../../../shared/tools/index.ts';
import { createTestExecutor, toolCall } from '../../../tools/support/create-test-executor.ts';
import { createMemoryCredentials, type MemoryCredentials } from './memory-credentials.ts';
import { type StandInGmailServer, startStandInGmailServer } from './stand-in-gmail-server.ts';
import { type StandInTokenServer, startStandInTokenServer } from './stand-in-token-server.ts';

/** The OAuth client the stand-in token endpoint knows. */
export const clientId = '1234567890-parley.apps.googleusercontent.com';
export const clientSecret = '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Zx8';
/** The stored tokens: shaped like Google's, so shape-based redaction would also see them. */
export const storedAccessToken = 'ya29.a0AfB_storedAccessToken_Zx8Qm3Lr7Tn2Vp5Ws9Yb4Kd6';
export const storedRefreshToken = '1//0gStoredRefreshToken-Lr7Tn2Vp5Ws9Yb4Kd6Hj1Gf0';
export const userId = '7d3c8a52-6f0e-4b9a-9a53-2f7d1c1e0b11';
/** The fixture's wall clock. */
export const fixedNow = new Date('2025-03-01T12:00:00.000Z');

/** Both stand-ins, a credential store and an executor running the Gmail actions. */
export interface GmailFixture {
  readonly gmail: StandInGmailServer;
  readonly tokens: StandInTokenServer;
  readonly credentials: MemoryCredentials;
  readonly executor: ToolExecutor;
  /** Backoff sleeps the executor asked for (retries of transient failures). */
  readonly sleeps: number[];
  /** Stores a Gmail token for {@link userId}; by default Gmail accepts its access token
   * and Google its refresh token. */
  connect(token?: Partial<GmailToken>, options?: { acceptedByGmail?: boolean; refreshable?: boolean }): Promise<void>;
  /** Runs one model tool call for {@link userId}. */
  call(name: string, argumentsValue: string | Record<string, unknown>, callId?: string): Promise<ToolOutcome>;
  /** A fresh set of actions and executor over the same stand-ins, store and credentials:
   * what another invocation of the function would build. */
  startInvocation(): Pick<GmailFixture, 'executor' | 'call'>;
  /** Forgets every send: the stand-in's Sent mailbox and, unless the test gave a store of
   * its own, the claims of Message-IDs. */
  forgetSends(): void;
  close(): Promise<void>;
}

/** Options of {@link createGmailFixture}. */
export interface GmailFixtureOptions {
  readonly credentials?: GmailCredentialStore;
  readonly idempotencyStore?: IdempotencyStore;
  readonly rotateRefreshToken?: boolean;
  readonly actions?: Partial<GmailActionsDependencies>;
  /** Where sends claim their Message-ID; one store in memory, shared by every invocation, by default. */
  readonly sendAttempts?: GmailSendAttempts;
  /** More executor options (an audit of side effects). */
  readonly executor?: Omit<Partial<ToolExecutorOptions>, 'tools'>;
}

/** Starts the stand-ins and builds the actions against them. */
export async function createGmailFixture(options: GmailFixtureOptions = {}): Promise<GmailFixture> {
  const gmail = await startStandInGmailServer();
  const tokens = await startStandInTokenServer({
    clientId,
    clientSecret,
    rotateRefreshToken: options.rotateRefreshToken,
    onIssue: (token) => gmail.acceptedTokens.add(token),
  });
  const memory = createMemoryCredentials();
  const credentials = options.credentials ?? memory;
  let boundaryCount = 0;
  const sleeps: number[] = [];
  let memoryAttempts = createMemorySendAttempts();
  const sendAttempts: GmailSendAttempts = options.sendAttempts ?? {
    claim: (request) => memoryAttempts.claim(request),
    settle: (attemptId, settlement, now) => memoryAttempts.settle(attemptId, settlement, now),
  };
  const invocation = (): Pick<GmailFixture, 'executor' | 'call'> => {
    const actions = createGmailActions({
      credentials,
      configuration: {
        googleClientId: clientId,
        googleClientSecret: clientSecret,
        gmailApiBaseUrl: gmail.baseUrl,
        googleTokenUrl: tokens.tokenUrl,
      },
      clock: () => fixedNow,
      createBoundary: () => `parley-boundary-${(boundaryCount += 1)}`,
      sendAttempts,
      ...options.actions,
    });
    const test = createTestExecutor(actions, {
      ...(options.idempotencyStore === undefined ? {} : { idempotencyStore: options.idempotencyStore }),
      ...options.executor,
    });
    const executor = test.executor;
    const originalSleeps = test.sleeps;
    return {
      executor,
      async call(name, argumentsValue, callId = 'call_1') {
        const outcome = await executor.execute(toolCall(name, argumentsValue, callId), {
          caller: { userId, conversationId: 'c0ffee00-0000-4000-8000-000000000001' },
        });
        sleeps.push(...originalSleeps.splice(0));
        return outcome;
      },
    };
  };
  const first = invocation();
  return {
    gmail,
    tokens,
    credentials: memory,
    executor: first.executor,
    sleeps,
    call: first.call,
    startInvocation: invocation,
    forgetSends() {
      gmail.sent.length = 0;
      memoryAttempts = createMemorySendAttempts();
    },
    async connect(token = {}, connectOptions = {}) {
      const value = { access_token: storedAccessToken, refresh_token: storedRefreshToken, ...token };
      if (connectOptions.acceptedByGmail !== false) gmail.acceptedTokens.add(value.access_token);
      if (connectOptions.refreshable !== false && value.refresh_token !== undefined) {
        tokens.refreshTokens.add(value.refresh_token);
      }
      await credentials.save(userId, 'gmail', JSON.stringify(value), { metadata: { email: 'ada@example.com' } });
    },
    async close() {
      await Promise.all([gmail.close(), tokens.close()]);
    },
  };
}

/** A complete, valid `send_email` call. */
export const completeEmail = {
  to: ['grace@example.com'],
  subject: 'Lunch on Friday',
  body: 'Shall we meet at noon?\nAda',
} as const;
