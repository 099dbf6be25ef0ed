import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A tool call the scripted model makes. */
export interface ScriptedToolCall {
  readonly id?: string;
  readonly name: string;
  /** The raw argument string, exactly as a model would emit it. */
  readonly arguments: string;
  /** The call's `extra_content`, as Gemini's OpenAI-compatible endpoint attaches it
   * (`{ google: { thought_signature } }`): on the call of a non-streamed answer, and on the
   * call's first delta of a streamed one. Recorded in `issuedExtraContent` by call id. */
  readonly extraContent?: unknown;
}

/** One scripted answer of the fake chat completions endpoint. */
export type ScriptedReply =
  | {
    readonly text?: string;
    readonly toolCalls?: readonly ScriptedToolCall[];
    readonly usage?: { prompt: number; completion: number };
    /** Streamed: the body ends after every delta, before `finish_reason`; not streamed:
     * half the JSON body is sent, then the socket closes. */
    readonly cut?: true;
  }
  | {
    readonly status: number;
    readonly error: { message: string; type?: string; code?: string; param?: string };
    readonly headers?: Record<string, string>;
  }
  /** An error answered with exactly this JSON body (Gemini wraps its error in a list). */
  | { readonly status: number; readonly rawBody: unknown }
  | { readonly dropConnection: true }
  /** Never answers (the request stays open until the client gives up or the server closes). */
  | { readonly hang: true }
  /** Sends a 200's headers at once, then never the body. */
  | { readonly hangAfterHeaders: true }
  /** A 200 whose body is not JSON at all. */
  | { readonly invalidJson: true };

/** A request the server received, for assertions. */
export interface RecordedRequest {
  readonly method: string;
  readonly path: string;
  readonly headers: IncomingMessage['headers'];
  readonly body: ChatCompletionBody;
}

/** The parts of a chat completions request tests look at. */
export interface ChatCompletionBody {
  readonly model: string;
  readonly messages: {
    role: string;
    content: string | null;
    tool_calls?: { id: string; function: { name: string; arguments: string }; extra_content?: unknown }[];
    tool_call_id?: string;
  }[];
  readonly tools?: {
    type: string;
    function: { name: string; description: string; parameters: Record<string, unknown> };
  }[];
  readonly tool_choice?: unknown;
  readonly temperature?: number;
  readonly stream?: boolean;
}

/** A local OpenAI-compatible server whose answers follow a script. */
export interface ScriptedOpenAiServer {
  /** Base URL to give an OpenAI-compatible client (`…/v1`). */
  readonly baseUrl: string;
  readonly requests: RecordedRequest[];
  /** Queues answers, used in order; `respond` decides when the queue is empty. */
  enqueue(...replies: ScriptedReply[]): void;
  respond: ((body: ChatCompletionBody, index: number) => ScriptedReply) | null;
  /** Asked first for every request: a reply here refuses it (the queue is left as it is). */
  guard: ((body: ChatCompletionBody) => ScriptedReply | null) | null;
  /** The `extraContent` of every call the server answered with, by call id. */
  readonly issuedExtraContent: Map<string, unknown>;
  close(): Promise<void>;
}

let callCounter = 0;

function completion(
  body: ChatCompletionBody,
  reply: Extract<ScriptedReply, { text?: string }>,
  issuedExtraContent: Map<string, unknown>,
) {
  const toolCalls = (reply.toolCalls ?? []).map((call) => {
    const id = call.id ?? `call_${(callCounter += 1)}`;
    if (call.extraContent !== undefined) issuedExtraContent.set(id, call.extraContent);
    return {
      id,
      type: 'function',
      function: { name: call.name, arguments: call.arguments },
      ...(call.extraContent === undefined ? {} : { extra_content: call.extraContent }),
    };
  });
  return {
    message: {
      role: 'assistant',
      content: reply.text ?? (toolCalls.length > 0 ? null : ''),
      ...(toolCalls.length > 0 ? { tool_calls: toolCalls } : {}),
    },
    finishReason: toolCalls.length > 0 ? 'tool_calls' : 'stop',
    usage: {
      prompt_tokens: reply.usage?.prompt ?? 10,
      completion_tokens: reply.usage?.completion ?? 5,
      total_tokens: (reply.usage?.prompt ?? 10) + (reply.usage?.completion ?? 5),
    },
    model: body.model,
  };
}

/** Starts the server on 127.0.0.1 with a random port. */
export async function startScriptedOpenAiServer(): Promise<ScriptedOpenAiServer> {
  const queue: ScriptedReply[] = [];
  const requests: RecordedRequest[] = [];
  const issuedExtraContent = new Map<string, unknown>();
  const state: ScriptedOpenAiServer = {
    baseUrl: '',
    requests,
    enqueue: (...replies) => queue.push(...replies),
    respond: null,
    guard: null,
    issuedExtraContent,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        // Hung requests keep their sockets open: end them so the server can close.
        server.closeAllConnections();
      }),
  };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as ChatCompletionBody;
      requests.push({ method: request.method ?? '', path: request.url ?? '', headers: request.headers, body });
      const reply = state.guard?.(body) ?? queue.shift() ?? state.respond?.(body, requests.length - 1) ??
        { text: 'ok' };
      if ('dropConnection' in reply) {
        request.socket.destroy();
        return;
      }
      if ('hang' in reply) return;
      if ('hangAfterHeaders' in reply) {
        response.writeHead(200, { 'content-type': body.stream === true ? 'text/event-stream' : 'application/json' });
        response.flushHeaders();
        return;
      }
      if ('invalidJson' in reply) {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end('<html>502 Bad Gateway</html>');
        return;
      }
      if ('rawBody' in reply) {
        response.writeHead(reply.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(reply.rawBody));
        return;
      }
      if ('status' in reply) {
        response.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
        response.end(
          JSON.stringify({ error: { type: 'invalid_request_error', code: null, param: null, ...reply.error } }),
        );
        return;
      }
      const result = completion(body, reply, issuedExtraContent);
      const id = `chatcmpl-${requests.length}`;
      const created = Math.floor(Date.now() / 1000);
      if (body.stream === true) {
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        const send = (chunk: unknown): void => {
          response.write(`data: ${JSON.stringify(chunk)}\n\n`);
        };
        const base = { id, object: 'chat.completion.chunk', created, model: result.model };
        send({ ...base, choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }] });
        const text = result.message.content ?? '';
        for (const piece of text.match(/.{1,8}/gs) ?? []) {
          send({ ...base, choices: [{ index: 0, delta: { content: piece }, finish_reason: null }] });
        }
        (result.message.tool_calls ?? []).forEach((call, index) => {
          send({
            ...base,
            choices: [{
              index: 0,
              delta: {
                tool_calls: [{
                  index,
                  id: call.id,
                  type: 'function',
                  function: { name: call.function.name, arguments: '' },
                  ...('extra_content' in call ? { extra_content: call.extra_content } : {}),
                }],
              },
              finish_reason: null,
            }],
          });
          for (const piece of call.function.arguments.match(/.{1,10}/gs) ?? []) {
            send({
              ...base,
              choices: [{
                index: 0,
                delta: { tool_calls: [{ index, function: { arguments: piece } }] },
                finish_reason: null,
              }],
            });
          }
        });
        if (reply.cut === true) {
          // The body ends cleanly but early, as a proxy that lost its upstream leaves it:
          // only the missing finish_reason (and [DONE]) says the answer is cut.
          response.end();
          return;
        }
        send({ ...base, choices: [{ index: 0, delta: {}, finish_reason: result.finishReason }] });
        send({ ...base, choices: [], usage: result.usage });
        response.end('data: [DONE]\n\n');
        return;
      }
      const json = JSON.stringify({
        id,
        object: 'chat.completion',
        created,
        model: result.model,
        choices: [{ index: 0, message: result.message, finish_reason: result.finishReason, logprobs: null }],
        usage: result.usage,
      });
      if (reply.cut === true) {
        response.writeHead(200, { 'content-type': 'application/json', 'content-length': String(json.length) });
        response.write(json.slice(0, Math.floor(json.length / 2)), () => request.socket.destroy());
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(json);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, { baseUrl: `http://127.0.0.1:${port}/v1` });
}
