import {
  AbstractChat,
  type ChatState,
  type ChatStatus,
  DefaultChatTransport,
  lastAssistantMessageIsCompleteWithApprovalResponses,
} from 'ai';
import { chatApi, type ParleyUiMessage } from './ui-chat-client.ts';

/** A chat's state kept in memory, each message stored as a copy (as `@ai-sdk/react` does),
 * so the message being streamed is never the one the chat holds. */
class MemoryChatState implements ChatState<ParleyUiMessage> {
  status: ChatStatus = 'ready';
  error: Error | undefined = undefined;
  messages: ParleyUiMessage[] = [];
  pushMessage = (message: ParleyUiMessage): void => {
    this.messages = [...this.messages, this.snapshot(message)];
  };
  popMessage = (): void => {
    this.messages = this.messages.slice(0, -1);
  };
  replaceMessage = (index: number, message: ParleyUiMessage): void => {
    this.messages = this.messages.map((current, at) => (at === index ? this.snapshot(message) : current));
  };
  snapshot = <Thing>(thing: Thing): Thing => structuredClone(thing);
}

/** `useChat` without React: the `ai` package's own `AbstractChat` on a memory state. */
class MemoryChat extends AbstractChat<ParleyUiMessage> {}

/** What {@link createUiChatSession} needs. */
export interface UiChatSessionOptions {
  /** What answers the transport's POST: the chat handler, called without a server. */
  readonly handler: (request: Request) => Promise<Response>;
  /** The transport's `headers` (Authorization). */
  readonly headers: () => Promise<Record<string, string>>;
}

/** A chat as a React app's `useChat` runs it, with what it posted. */
export interface UiChatSession {
  readonly chat: AbstractChat<ParleyUiMessage>;
  /** The JSON body of every POST the chat made, in order. */
  readonly posts: Record<string, unknown>[];
  /** Resolves once no request is in flight and none follows (an automatic send included). */
  settled(): Promise<void>;
}

/** Lets every pending callback and timer of this turn of the event loop run. */
function nextTick(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * A chat as the AI SDK docs set one up for tool approvals: `DefaultChatTransport` and
 * `sendAutomaticallyWhen: lastAssistantMessageIsCompleteWithApprovalResponses`, so
 * `addToolApprovalResponse` sends the answers by itself once every approval is answered.
 */
export function createUiChatSession(options: UiChatSessionOptions): UiChatSession {
  const posts: Record<string, unknown>[] = [];
  let inFlight = 0;
  const transport = new DefaultChatTransport<ParleyUiMessage>({
    api: chatApi,
    headers: options.headers,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      posts.push(await request.clone().json());
      inFlight += 1;
      try {
        return await options.handler(request);
      } finally {
        inFlight -= 1;
      }
    },
  });
  const chat = new MemoryChat({
    id: 'chat-approvals',
    transport,
    state: new MemoryChatState(),
    sendAutomaticallyWhen: lastAssistantMessageIsCompleteWithApprovalResponses,
  });
  const busy = (): boolean => inFlight > 0 || chat.status === 'submitted' || chat.status === 'streaming';
  return {
    chat,
    posts,
    settled: async () => {
      const deadline = Date.now() + 10_000;
      // Quiet for a few ticks in a row: a finished request may start an automatic one.
      for (let quietTicks = 0; quietTicks < 5;) {
        if (Date.now() > deadline) throw new Error(`the chat did not settle (status ${chat.status})`);
        await nextTick();
        quietTicks = busy() ? 0 : quietTicks + 1;
      }
    },
  };
}
