import type { AgentSummariesRepository } from '../../db/repositories/agent-summaries-repository.ts';
import type { AgentsRepository } from '../../db/repositories/agents-repository.ts';
import type { ConversationHistoryRepository } from '../../db/repositories/conversation-history-repository.ts';
import type { SqlClient } from '../../db/sql-client.ts';
import type { MessageHistoryRepository } from '../../db/repositories/message-history-repository.ts';
import type { JwtVerifier } from '../../http/jwt-verifier.ts';
import type { RateLimiter } from '../../http/rate-limiter.ts';
import type { Logger } from '../../log/logger.ts';
import type { PendingApprovalsReader } from './awaiting-approval.ts';

/** Everything the history routes use; the chat function's factory builds it once. */
export interface HistoryDependencies {
  readonly verifyJwt: JwtVerifier;
  /** To check an `agentId` filter, to create a new user's default agent, and to read and
   * change an agent's approval policy. */
  readonly agents: Pick<AgentsRepository, 'findForOwner' | 'ensureDefaultForOwner' | 'updateApprovalPolicy'>;
  readonly agentSummaries: AgentSummariesRepository;
  /** The database the agents API queries as the caller (role `authenticated`, their claims),
   * so row-level security, not the service role, decides whose agents it sees and writes. */
  readonly userSql: SqlClient;
  /** The tool names an agent may enable (the deployment's tool catalog). */
  readonly toolNames: readonly string[];
  readonly conversations: ConversationHistoryRepository;
  readonly messages: MessageHistoryRepository;
  readonly logger: Logger;
  readonly generateId: () => string;
  /** The chat handler's paused turns, for `awaitingApproval` and `pendingApprovals`; without
   * them no conversation waits for anything. */
  readonly pendingApprovals?: PendingApprovalsReader;
  /** Per-user limit of history requests (the `history` bucket); none when absent. */
  readonly rateLimit?: RateLimiter;
}
