/**
 * The chat function's history routes, by path under `/chat` and method:
 *
 * | path | methods |
 * |---|---|
 * | `/chat/agents` | GET the caller's agents, POST a new one |
 * | `/chat/agents/{id}` | GET, PATCH, DELETE one of them |
 * | `/chat/agents/{id}/approval-policy` | GET, PUT when its tool calls ask the user first |
 * | `/chat/conversations` | GET a page of the caller's conversations |
 * | `/chat/conversations/{id}` | PATCH rename, DELETE |
 * | `/chat/conversations/{id}/messages` | GET a page of its messages |
 *
 * `POST /chat` (a turn) does not come here: see chat-routes.ts.
 */
import { HttpError } from '../../http/http-error.ts';
import { createAgent } from '../agents/create-agent.ts';
import { deleteAgent } from '../agents/delete-agent.ts';
import { readAgent } from '../agents/read-agent.ts';
import { updateAgent } from '../agents/update-agent.ts';
import { readApprovalPolicy, replaceApprovalPolicy } from './agent-approval-policy.ts';
import { deleteConversation } from './delete-conversation.ts';
import type { HistoryDependencies } from './history-dependencies.ts';
import { conversationIdOf } from './history-query.ts';
import { listAgents } from './list-agents.ts';
import { listConversations } from './list-conversations.ts';
import { listMessages } from './list-messages.ts';
import { renameConversation } from './rename-conversation.ts';

/** One route's handler. */
type RouteHandler = (request: Request, dependencies: HistoryDependencies) => Promise<Response>;

/** The handlers of one path, by method. */
type MethodTable = Readonly<Partial<Record<string, RouteHandler>>>;

/** With the conversation id of the path, checked once the method is known to fit. */
function withConversation(
  segment: string,
  handler: (request: Request, dependencies: HistoryDependencies, conversationId: string) => Promise<Response>,
): RouteHandler {
  return (request, dependencies) => handler(request, dependencies, conversationIdOf(segment));
}

function methodsFor(segments: readonly string[]): MethodTable | null {
  const [first, second, third, ...rest] = segments;
  if (rest.length > 0) return null;
  if (first === 'agents' && second === undefined) return { GET: listAgents, POST: createAgent };
  if (first === 'agents' && second !== undefined && third === undefined) {
    return {
      GET: (request, dependencies) => readAgent(request, dependencies, second),
      PATCH: (request, dependencies) => updateAgent(request, dependencies, second),
      DELETE: (request, dependencies) => deleteAgent(request, dependencies, second),
    };
  }
  if (first === 'agents' && second !== undefined && third === 'approval-policy') {
    return {
      GET: (request, dependencies) => readApprovalPolicy(request, dependencies, second),
      PUT: (request, dependencies) => replaceApprovalPolicy(request, dependencies, second),
    };
  }
  if (first !== 'conversations') return null;
  if (second === undefined) return { GET: listConversations };
  if (third === undefined) {
    return {
      PATCH: withConversation(second, renameConversation),
      DELETE: withConversation(second, deleteConversation),
    };
  }
  if (third === 'messages') return { GET: withConversation(second, listMessages) };
  return null;
}

const knownPaths =
  'POST /chat, GET or POST /chat/agents, GET, PATCH or DELETE /chat/agents/{id}, GET or PUT /chat/agents/{id}/approval-policy, GET /chat/conversations, PATCH or DELETE /chat/conversations/{id}, GET /chat/conversations/{id}/messages';

/** Routes a request whose path under `/chat` is `segments`: 404 for an unknown path, 405
 * (with `Allow`) for a known one with another method. */
export function routeHistoryRequest(
  request: Request,
  dependencies: HistoryDependencies,
  segments: readonly string[],
): Promise<Response> {
  const methods = methodsFor(segments);
  if (methods === null) throw new HttpError('not_found', `No such chat route. The routes are ${knownPaths}.`);
  const handler = methods[request.method];
  if (handler === undefined) {
    const allowed = Object.keys(methods);
    throw new HttpError('method_not_allowed', `Use ${allowed.join(' or ')} here.`, undefined, {
      allow: [...allowed, 'OPTIONS'].join(', '),
    });
  }
  return handler(request, dependencies);
}
