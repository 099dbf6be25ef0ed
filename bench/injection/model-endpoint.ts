/**
 * An OpenAI-compatible chat completions endpoint (`POST /v1/chat/completions`, not
 * streamed) in front of a bench {@link ChatModel}, so the chat function reaches the
 * bench's model exactly as it reaches a provider: through its `openai` client, with
 * `OPENAI_BASE_URL` pointing here. Usage is counted in o200k tokens of what was sent
 * and answered.
 */
import { encode } from 'gpt-tokenizer/encoding/o200k_base';
import { z } from 'zod';
import type { ChatMessage } from '../../shared/llm/chat-message.ts';
import type { ChatModel, ModelRequest, ModelResponse } from '../../shared/llm/chat-model.ts';

const toolCallSchema = z.object({
  id: z.string(),
  function: z.object({ name: z.string(), arguments: z.string() }),
});

const messageSchema = z.discriminatedUnion('role', [
  z.object({ role: z.literal('system'), content: z.string() }),
  z.object({ role: z.literal('user'), content: z.string() }),
  z.object({
    role: z.literal('assistant'),
    content: z.string().nullable().optional(),
    tool_calls: z.array(toolCallSchema).optional(),
  }),
  z.object({ role: z.literal('tool'), tool_call_id: z.string(), content: z.string() }),
]);

const bodySchema = z.object({
  model: z.string(),
  messages: z.array(messageSchema),
  tools: z.array(z.object({
    type: z.literal('function'),
    function: z.object({
      name: z.string(),
      description: z.string().default(''),
      parameters: z.record(z.string(), z.unknown()).default({}),
    }),
  })).default([]),
  temperature: z.number().optional(),
  stream: z.boolean().optional(),
});

type CompletionBody = z.output<typeof bodySchema>;

function chatMessageOf(message: CompletionBody['messages'][number]): ChatMessage {
  switch (message.role) {
    case 'system':
    case 'user':
      return message;
    case 'tool':
      return { role: 'tool', toolCallId: message.tool_call_id, content: message.content };
    case 'assistant':
      return {
        role: 'assistant',
        content: message.content ?? null,
        toolCalls: (message.tool_calls ?? []).map((call) => ({
          id: call.id,
          name: call.function.name,
          arguments: call.function.arguments,
        })),
      };
  }
}

function modelRequestOf(body: CompletionBody): ModelRequest {
  return {
    messages: body.messages.map(chatMessageOf),
    tools: body.tools.map((tool) => ({ type: 'function', function: tool.function })),
    temperature: body.temperature,
  };
}

function tokens(text: string): number {
  return text.length === 0 ? 0 : encode(text).length;
}

function completionOf(body: CompletionBody, response: ModelResponse, promptText: string) {
  const toolCalls = response.toolCalls.map((call) => ({
    id: call.id,
    type: 'function',
    function: { name: call.name, arguments: call.arguments },
  }));
  const promptTokens = tokens(promptText);
  const completionTokens = tokens(`${response.text}${toolCalls.map((call) => JSON.stringify(call)).join('')}`);
  return {
    id: `chatcmpl-${crypto.randomUUID()}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: body.model,
    choices: [{
      index: 0,
      message: {
        role: 'assistant',
        content: response.text.length > 0 || toolCalls.length === 0 ? response.text : null,
        ...(toolCalls.length > 0 ? { tool_calls: toolCalls } : {}),
      },
      finish_reason: toolCalls.length > 0 ? 'tool_calls' : 'stop',
      logprobs: null,
    }],
    usage: {
      prompt_tokens: promptTokens,
      completion_tokens: completionTokens,
      total_tokens: promptTokens + completionTokens,
    },
  };
}

function errorResponse(status: number, message: string): Response {
  return Response.json({ error: { message, type: 'invalid_request_error', code: null, param: null } }, { status });
}

/** The endpoint's handler, asking whichever model `current()` returns at the time. */
export function createModelEndpoint(current: () => ChatModel): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method !== 'POST' || !new URL(request.url).pathname.endsWith('/chat/completions')) {
      return errorResponse(404, 'Only POST /v1/chat/completions is served here.');
    }
    const text = await request.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return errorResponse(400, 'The body is not JSON.');
    }
    const parsed = bodySchema.safeParse(json);
    if (!parsed.success) return errorResponse(400, `Unexpected request: ${parsed.error.issues[0]?.message ?? ''}`);
    if (parsed.data.stream === true) return errorResponse(400, 'The bench model does not stream.');
    const response = await current().generate(modelRequestOf(parsed.data));
    const promptText = JSON.stringify({ messages: parsed.data.messages, tools: parsed.data.tools });
    return Response.json(completionOf(parsed.data, response, promptText));
  };
}
