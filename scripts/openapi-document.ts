/**
 * The OpenAPI 3.1 document of Parley's HTTP API, built from the wire protocol's zod schemas
 * (shared/protocol/) with zod's own JSON Schema output, and from the tool functions' request
 * and response schemas (shared/functions/tool-function-protocol.ts). Schemas are written as
 * the wire carries them (`io: "input"`: what a parser of each body accepts), so defaults and
 * transforms do not leak in. `npm run openapi` writes it to docs/openapi.json.
 */
import { z } from 'zod';
import { toolFunctionRequestSchema, toolFunctionResponseSchema } from '../shared/functions/tool-function-protocol.ts';
import {
  agentListSchema,
  agentSchema,
  agentSettingsBodySchema,
  agentSummarySchema,
  analyticsResponseSchema,
  approvalDecisionSchema,
  approvalPolicySchema,
  approvalPreviewSchema,
  chatReplySchema,
  chatRequestSchema,
  chatStreamEventSchemas,
  conversationEventSchema,
  conversationPageSchema,
  conversationViewSchema,
  createAgentRequestSchema,
  errorBodySchema,
  errorSchema,
  messagePageSchema,
  messageViewSchema,
  pendingApprovalSchema,
  renameConversationRequestSchema,
  setupHintSchema,
  toolCallSummarySchema,
  toolCallViewSchema,
  turnEventSchema,
  updateAgentRequestSchema,
  userInteractionSchema,
} from '../shared/protocol/index.ts';

/** One Server-Sent Event of a streamed turn: its name and its data. */
const chatStreamEventSchema = z.union(
  Object.entries(chatStreamEventSchemas).map(([name, data]) => z.object({ event: z.literal(name), data })),
).meta({
  id: 'ChatStreamEvent',
  description: 'One Server-Sent Event of a streamed turn (`event:` its name, `data:` its JSON). ' +
    '`conversation` comes first (the conversation the turn runs in), turn events come as they happen; ' +
    'the stream ends with `done` (the reply) or `error` (the failure). ' +
    'A `: ping` comment every 15 s keeps idle proxies from closing it.',
});

/** The named schemas of the document, by their component name. */
const components = {
  ChatRequest: chatRequestSchema,
  ChatReply: chatReplySchema,
  ChatStreamEvent: chatStreamEventSchema,
  AgentList: agentListSchema,
  Agent: agentSchema,
  CreateAgentRequest: createAgentRequestSchema,
  UpdateAgentRequest: updateAgentRequestSchema,
  ConversationPage: conversationPageSchema,
  ConversationView: conversationViewSchema,
  MessagePage: messagePageSchema,
  RenameConversationRequest: renameConversationRequestSchema,
  ApprovalPolicy: approvalPolicySchema,
  AnalyticsResponse: analyticsResponseSchema,
  ErrorBody: errorBodySchema,
  ToolFunctionRequest: toolFunctionRequestSchema.meta({ id: 'ToolFunctionRequest' }),
  ToolFunctionResponse: toolFunctionResponseSchema.meta({ id: 'ToolFunctionResponse' }),
  // Named parts of the bodies above, each a component of its own.
  AgentSummary: agentSummarySchema,
  AgentSettings: agentSettingsBodySchema,
  ApprovalDecision: approvalDecisionSchema,
  ApprovalPreview: approvalPreviewSchema,
  ConversationEvent: conversationEventSchema,
  PendingApproval: pendingApprovalSchema,
  Error: errorSchema,
  MessageView: messageViewSchema,
  SetupHint: setupHintSchema,
  ToolCallSummary: toolCallSummarySchema,
  ToolCallView: toolCallViewSchema,
  TurnEvent: turnEventSchema,
  UserInteraction: userInteractionSchema,
} as const;

type ComponentName = keyof typeof components;

/** The JSON Schemas of every component and of the schemas they name, by id. */
function componentSchemas(): Record<string, unknown> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(components)) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, {
    io: 'input',
    target: 'draft-2020-12',
    uri: (id) => `#/components/schemas/${id}`,
    unrepresentable: 'any',
  });
  // zod gathers a named schema that is not in the registry under `__shared`: every one must be a component.
  if ('__shared' in schemas) throw new Error('A named protocol schema is missing from the OpenAPI components.');
  const sorted: Record<string, unknown> = {};
  for (const id of Object.keys(schemas).sort()) {
    const { $schema: _dialect, id: _id, ...schema } = schemas[id] as Record<string, unknown>;
    sorted[id] = schema;
  }
  return sorted;
}

const ref = (name: ComponentName) => ({ $ref: `#/components/schemas/${name}` });
const json = (name: ComponentName) => ({ 'application/json': { schema: ref(name) } });

/** Every failure: the one error body, with the status table of docs/http-api.md. */
const failure = { description: 'A failure (docs/http-api.md, "Errors").', content: json('ErrorBody') };

function query(name: string, description: string, schema: Record<string, unknown>) {
  return { name, in: 'query', required: false, description, schema };
}

const conversationId = {
  name: 'id',
  in: 'path',
  required: true,
  description: 'The conversation id.',
  schema: { type: 'string', format: 'uuid' },
};
const agentPathId = {
  name: 'id',
  in: 'path',
  required: true,
  description: "The agent id (one of the caller's, else 404).",
  schema: { type: 'string', format: 'uuid' },
};
const limit = (fallback: number, maximum: number) =>
  query('limit', `Page size (default ${fallback}).`, { type: 'integer', minimum: 1, maximum });
const cursor = query('cursor', 'The `nextCursor` of the previous page, unchanged.', { type: 'string' });
const agentId = (description: string) => query('agentId', description, { type: 'string', format: 'uuid' });
const day = (name: string, description: string) => query(name, description, { type: 'string', format: 'date' });

function toolFunction(name: string, actions: string) {
  return {
    post: {
      operationId: name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase()),
      summary: `Runs one ${name} action (${actions}) for one of the caller's agents.`,
      requestBody: { required: true, content: json('ToolFunctionRequest') },
      responses: {
        '200': { description: 'The action worked.', content: json('ToolFunctionResponse') },
        default: {
          description: 'The action failed: `error` is the text a model reads; the status follows the category.',
          content: json('ToolFunctionResponse'),
        },
      },
    },
  };
}

/** The document. */
export function openApiDocument(): Record<string, unknown> {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Parley',
      version: '0.1.0',
      description: 'Chat agents whose failing tool calls become feedback for the model. Generated from ' +
        'shared/protocol/ by `npm run openapi`; prose and examples: docs/http-api.md.',
    },
    servers: [
      { url: 'http://127.0.0.1:54321/functions/v1', description: 'The local gateway (npm start).' },
      { url: 'https://{project}.supabase.co/functions/v1', variables: { project: { default: 'project-ref' } } },
    ],
    security: [{ userToken: [] }],
    paths: {
      '/chat': {
        post: {
          operationId: 'chatTurn',
          summary: 'Runs one user turn: JSON, or Server-Sent Events with `Accept: text/event-stream`.',
          description: "A body with `messages` (the AI SDK's `DefaultChatTransport`) is answered in the AI SDK UI " +
            'message stream protocol instead (docs/web-app.md). A turn whose tool calls need the user ends with ' +
            '`status: "awaiting_approval"` and `approvals`; `{conversationId, approvals}` (no message) answers them ' +
            'and resumes it (docs/security.md).',
          parameters: [{
            name: 'Idempotency-Key',
            in: 'header',
            required: false,
            description: "A retry with the same key and body (the same user, within 24 h) gets the first request's " +
              'answer (`Idempotent-Replayed: true`) and never runs the turn again; while the first still runs, 409 ' +
              '`idempotency_in_progress` with `Retry-After`; the same key with another body, 422 ' +
              '`idempotency_key_reused`. A first request answered 503 (the database, a shutdown) frees the key. ' +
              'docs/http-api.md, "Retrying a turn".',
            schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x20-\\x7E]+$' },
          }],
          requestBody: { required: true, content: json('ChatRequest') },
          responses: {
            '200': {
              description: 'The turn: its reply, or its events as they happen.',
              headers: {
                'Parley-Conversation-Id': {
                  description: 'The conversation the turn runs in (also on failures once the conversation exists).',
                  schema: { type: 'string', format: 'uuid' },
                },
                'Idempotent-Replayed': {
                  description: '`true` when this is the stored answer of an earlier request with the same key.',
                  schema: { type: 'string', enum: ['true'] },
                },
              },
              content: { ...json('ChatReply'), 'text/event-stream': { schema: ref('ChatStreamEvent') } },
            },
            default: failure,
          },
        },
      },
      '/chat/agents': {
        get: {
          operationId: 'listAgents',
          summary: "The caller's agents, the default first (created on first use).",
          responses: { '200': { description: 'The agents.', content: json('AgentList') }, default: failure },
        },
        post: {
          operationId: 'createAgent',
          summary: "Creates one of the caller's agents (their first becomes the default).",
          description: "Models must name a provider of the registry, tools the deployment's catalog; settings are " +
            'checked with the schema the chat turn reads. 400 names each wrong field (`issues[].path`).',
          requestBody: { required: true, content: json('CreateAgentRequest') },
          responses: {
            '201': {
              description: 'The agent; `Location` is its URL relative to the request (`agents/{id}`).',
              headers: { Location: { schema: { type: 'string' } } },
              content: json('Agent'),
            },
            default: failure,
          },
        },
      },
      '/chat/agents/{id}': {
        get: {
          operationId: 'readAgent',
          summary: "One of the caller's agents, every field.",
          parameters: [agentPathId],
          responses: { '200': { description: 'The agent.', content: json('Agent') }, default: failure },
        },
        patch: {
          operationId: 'updateAgent',
          summary: 'Changes the given fields; settings merge key by key. `isDefault: true` moves the default here.',
          parameters: [agentPathId],
          requestBody: { required: true, content: json('UpdateAgentRequest') },
          responses: { '200': { description: 'The agent.', content: json('Agent') }, default: failure },
        },
        delete: {
          operationId: 'deleteAgent',
          summary: 'Deletes the agent with its conversations; 409 `agent_is_default` for the default agent.',
          parameters: [agentPathId],
          responses: { '204': { description: 'Deleted.' }, default: failure },
        },
      },
      '/chat/agents/{id}/approval-policy': {
        get: {
          operationId: 'readApprovalPolicy',
          summary: "When the agent's tool calls ask the user first.",
          parameters: [agentPathId],
          responses: { '200': { description: 'The policy.', content: json('ApprovalPolicy') }, default: failure },
        },
        put: {
          operationId: 'replaceApprovalPolicy',
          summary: "Replaces the agent's approval policy (owner only).",
          parameters: [agentPathId],
          requestBody: { required: true, content: json('ApprovalPolicy') },
          responses: { '200': { description: 'The policy.', content: json('ApprovalPolicy') }, default: failure },
        },
      },
      '/chat/conversations': {
        get: {
          operationId: 'listConversations',
          summary: "The caller's conversations, newest activity first.",
          description: '`awaitingApproval` marks a conversation whose paused turn waits for the user to approve ' +
            'tool calls.',
          parameters: [limit(20, 100), cursor, agentId("Only this agent's (the caller's, else 404).")],
          responses: { '200': { description: 'A page.', content: json('ConversationPage') }, default: failure },
        },
      },
      '/chat/conversations/{id}': {
        patch: {
          operationId: 'renameConversation',
          summary: 'Renames a conversation; its place in the list stays.',
          parameters: [conversationId],
          requestBody: { required: true, content: json('RenameConversationRequest') },
          responses: {
            '200': { description: 'The renamed conversation.', content: json('ConversationView') },
            default: failure,
          },
        },
        delete: {
          operationId: 'deleteConversation',
          summary: 'Deletes a conversation and its messages (its tool log rows stay).',
          parameters: [conversationId],
          responses: { '204': { description: 'Deleted.' }, default: failure },
        },
      },
      '/chat/conversations/{id}/messages': {
        get: {
          operationId: 'listMessages',
          summary: "A page of a conversation's messages, oldest first; `nextCursor` pages back.",
          description: '`pendingApprovals` are the tool calls its paused turn waits for the user to approve (empty ' +
            'when none): answer them all with `POST /chat {conversationId, approvals}`.',
          parameters: [conversationId, limit(50, 200), cursor],
          responses: { '200': { description: 'A page.', content: json('MessagePage') }, default: failure },
        },
      },
      '/analytics': {
        get: {
          operationId: 'getAnalytics',
          summary: "The caller's tool analytics over a window of UTC days, under their row-level security.",
          description: 'With a service key (`npm run analytics` asking the running gateway), the report of every ' +
            'agent, or of `agentId`, over exactly the days given: a day left out is no bound, and the window has no ' +
            'length limit. Names the model invented are listed in `inventedNames`, not in `tools`.',
          security: [{ userToken: [] }, { serviceKey: [] }],
          parameters: [
            day('since', 'First day (default: 30 days before `until`; with a service key: no bound).'),
            day('until', 'Last day (default: today; with a service key: no bound).'),
            agentId("One of the caller's agents (default: all)."),
          ],
          responses: { '200': { description: 'The report.', content: json('AnalyticsResponse') }, default: failure },
        },
      },
      '/gmail-api': toolFunction('gmail-api', 'send_email, read_emails, search_emails'),
      '/web-search-api': toolFunction('web-search-api', 'web_search, news_search, scrape_and_summarize'),
    },
    components: {
      schemas: componentSchemas(),
      securitySchemes: {
        userToken: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: "A signed-in user's access token (plus the `apikey` header Supabase's gateway wants).",
        },
        serviceKey: {
          type: 'apiKey',
          in: 'header',
          name: 'apikey',
          description: "One of the project's secret keys or its service role key (also accepted as the bearer token).",
        },
      },
    },
  };
}

/** The document as docs/openapi.json holds it. */
export function openApiText(): string {
  return `${JSON.stringify(openApiDocument(), null, 2)}\n`;
}
