import type { Agent, AgentsRepository } from '../db/repositories/agents-repository.ts';
import {
  type Conversation,
  ConversationIdTakenError,
  type ConversationsRepository,
} from '../db/repositories/conversations-repository.ts';
import { outageHttpError } from '../http/database-unavailable-http-error.ts';
import { HttpError } from '../http/http-error.ts';
import type { ChatRequest } from '../protocol/chat-request.ts';
import { loadingAgent, requireUsableAgent } from './agents/usable-agent.ts';
import { defaultAgentTemplate } from './default-agent.ts';
import { type StoreRetryClock, storeUntilDeadline } from './store-until-deadline.ts';

/**
 * The agent and conversation a chat request is for, checked against the caller: an
 * agent or conversation that is not theirs is a 404, exactly like one that does not
 * exist. Without `agentId`, the conversation's agent, else the caller's default agent,
 * created on their first turn when they have none. An agent whose stored configuration the
 * agents API would refuse is a 409 `agent_invalid` (usable-agent.ts).
 */
export async function resolveConversation(
  repositories: { agents: AgentsRepository; conversations: ConversationsRepository },
  userId: string,
  body: ChatRequest,
): Promise<{ agent: Agent; conversation: Conversation | null }> {
  const conversation = body.conversationId === undefined
    ? null
    : await repositories.conversations.findForUser(body.conversationId, userId);
  if (body.conversationId !== undefined && conversation === null) {
    throw new HttpError('not_found', 'Conversation not found.');
  }
  if (conversation !== null && body.agentId !== undefined && conversation.agentId !== body.agentId) {
    throw new HttpError('not_found', 'Conversation not found for this agent.');
  }
  const agentId = body.agentId ?? conversation?.agentId;
  // An agent stored past the agents API (the REST API, SQL, a row from before a check) runs
  // only as the API would have stored it: else 409 agent_invalid, naming it and its fields.
  const agent = await loadingAgent(() =>
    agentId === undefined
      ? defaultAgentOf(repositories.agents, userId)
      : repositories.agents.findForOwner(agentId, userId)
  );
  if (agent === null) throw new HttpError('not_found', 'Agent not found.');
  return { agent: requireUsableAgent(agent), conversation };
}

/** A title from the first message: its first 80 characters, never half a surrogate pair. */
export function titleOf(message: string): string {
  return Array.from(message.trim()).slice(0, 80).join('');
}

/** The agent and conversation a turn runs in, and whether the conversation is new. */
export interface TurnConversation {
  readonly agent: Agent;
  readonly conversation: Conversation;
  /** Created for this turn, with the user's message: it has no history before it. */
  readonly created: boolean;
}

/** What {@link findOrCreateConversation} needs besides the repositories. */
export interface ConversationCreation {
  /** The id a new conversation gets, made before its first try. */
  readonly generateId: () => string;
  /** The id of the conversation the request names by its `Idempotency-Key` when it names none
   * itself (idempotency/keyed-conversation-id.ts): continued when an earlier try of the request
   * created it, else the new conversation's id. Null for a request without a key. */
  readonly keyedConversationId: string | null;
  /** How long its tries may go on (see `chatLimits.createConversationRetryMs`). */
  readonly clock: StoreRetryClock;
  /** The store key of the user's message when its request names it (idempotency/user-message-key.ts). */
  readonly messageKey: string | null;
}

/**
 * The conversation `body` names (checked as {@link resolveConversation} does), else a new
 * one with the agent, titled after the message and created with it, so that no conversation
 * is ever left without its user's message. The new conversation's id is made before its
 * first try: after a lost answer (the create committed, its answer reset) the next try finds
 * it, and an outage that outlasts the tries leaves no conversation the caller was not told of
 * without its message. A keyed request that names no conversation names one by its key
 * (`creation.keyedConversationId`): every try of it, on any worker, finds or creates that one;
 * one of another user under that id is refused (422 `idempotency_key_reused`).
 */
export async function findOrCreateConversation(
  repositories: { agents: AgentsRepository; conversations: ConversationsRepository },
  userId: string,
  body: ChatRequest,
  creation: ConversationCreation,
): Promise<TurnConversation> {
  const keyedId = body.conversationId === undefined ? creation.keyedConversationId : null;
  if (keyedId !== null && await repositories.conversations.findForUser(keyedId, userId) !== null) {
    // An earlier try of this request created it: the retry continues it, like a named one.
    const continued = await resolveConversation(repositories, userId, { ...body, conversationId: keyedId });
    if (continued.conversation !== null) return { ...continued, conversation: continued.conversation, created: false };
  }
  const { agent, conversation } = await resolveConversation(repositories, userId, body);
  if (conversation !== null) return { agent, conversation, created: false };
  const message = body.message ?? '';
  const first = {
    id: keyedId ?? creation.generateId(),
    agentId: agent.id,
    userId,
    title: titleOf(message),
    message,
    messageKey: creation.messageKey,
  };
  try {
    const created = await storeUntilDeadline(
      () => repositories.conversations.createWithFirstMessage(first),
      creation.clock,
    );
    return { agent, conversation: created, created: true };
  } catch (error) {
    // An outage that outlasted the tries (a try given up when the time ran out is a bare
    // `QueryTimeoutError`): 503 with `Retry-After`, and the key given back, like any outage.
    const outage = outageHttpError(error);
    if (outage !== null) throw outage;
    // Another user's conversation under the key's id: by construction only a SHA-256
    // collision, and refused as the key's answer (nothing was stored in that conversation).
    if (keyedId === null || !(error instanceof ConversationIdTakenError)) throw error;
    throw new HttpError(
      'idempotency_key_reused',
      'This Idempotency-Key cannot start a new conversation; use a new key for a new request.',
    );
  }
}

/** The caller's default agent, created on their first turn when they have no agent at all
 * (see {@link defaultAgentTemplate}). */
export async function defaultAgentOf(
  agents: Pick<AgentsRepository, 'ensureDefaultForOwner'>,
  userId: string,
): Promise<Agent> {
  const outcome = await agents.ensureDefaultForOwner(userId, defaultAgentTemplate);
  if (outcome.kind === 'found' || outcome.kind === 'created') return outcome.agent;
  if (outcome.kind === 'no_default') {
    throw new HttpError(
      'not_found',
      'You have no default agent: pass agentId (the id of one of your agents), or make one of them the default (agents.is_default).',
    );
  }
  // A valid token for a user this database does not know: locally, a token signed for an
  // id that was never added to auth.users (on Supabase, a deleted user's token).
  throw new HttpError(
    'forbidden',
    'This user does not exist in this project (auth.users), so no agent can be created for it. Sign in as an existing user; locally, the seeded demo user.',
  );
}
