/**
 * Parley's production conversation loop with the literal model in the model's seat: one
 * `runConversationTurn` per case, whose chat model emits each call the benchmark hands it
 * and hands back what the loop added for the model to read before the next call — the
 * tool message and the loop's retry guidance, kept apart so both can be counted.
 */
import type { ChatMessage } from '../../../shared/llm/chat-message.ts';
import type { ChatModel, ModelRequest, ModelResponse } from '../../../shared/llm/chat-model.ts';
import { runConversationTurn } from '../../../shared/chat/conversation-loop.ts';
import { chatLimits } from '../../../shared/chat/chat-limits.ts';
import { createModelChain } from '../../../shared/llm/model-chain.ts';
import type { ToolExecutor } from '../../../shared/tools/index.ts';
import type { LiteralCall } from '../literal-model.ts';
import { type AttemptAnswer, reasonOf } from '../recovery-system.ts';

const usage = { promptTokens: 1, completionTokens: 1 };

/** What the loop put after the model's last call: tool messages and system messages. */
export function addedSinceLastCall(messages: readonly ChatMessage[]): { tool: string; guidance: string } {
  const lastCall = messages.findLastIndex((message) => message.role === 'assistant');
  const added = lastCall === -1 ? [] : messages.slice(lastCall + 1);
  const textsOf = (role: ChatMessage['role']): string =>
    added.filter((message) => message.role === role).map((message) => message.content ?? '').join('\n\n');
  return { tool: textsOf('tool'), guidance: textsOf('system') };
}

/** One turn of the real loop, driven call by call. */
export class ScriptedTurn {
  #nextCall: LiteralCall | null = null;
  #callWaiter: ((call: LiteralCall) => void) | null = null;
  #answerWaiter: ((answer: AttemptAnswer) => void) | null = null;
  #started = false;
  #ended: string | null = null;
  #callNumber = 0;

  constructor(private readonly executor: ToolExecutor) {}

  /** Hands `call` to the loop as the model's next call; resolves with what the loop
   * sent back before asking the model again (or why it did not). */
  attempt(call: LiteralCall): Promise<AttemptAnswer> {
    if (this.#ended !== null) return Promise.resolve({ kind: 'no-answer', reason: this.#ended });
    const answer = new Promise<AttemptAnswer>((resolve) => {
      this.#answerWaiter = resolve;
    });
    if (this.#callWaiter !== null) {
      const waiter = this.#callWaiter;
      this.#callWaiter = null;
      waiter(call);
    } else {
      this.#nextCall = call;
    }
    if (!this.#started) this.#start();
    return answer;
  }

  #answer(answer: AttemptAnswer): void {
    const waiter = this.#answerWaiter;
    this.#answerWaiter = null;
    waiter?.(answer);
  }

  #end(reason: string): void {
    this.#ended ??= reason;
    this.#answer({ kind: 'no-answer', reason: this.#ended });
  }

  #start(): void {
    this.#started = true;
    const model: ChatModel = {
      id: 'bench:literal-model',
      isDemo: false,
      generate: (request) => this.#generate(request),
    };
    const chain = createModelChain({ models: [model], sleep: async () => {}, random: () => 0.5 });
    runConversationTurn(
      { executor: this.executor, chain, emit: () => {}, fallbackToolCaller: null },
      {
        systemPrompt: 'You are a helpful assistant.',
        history: [],
        userMessage: 'Call the tool.',
        temperature: 0.2,
        autoResolveNames: false,
        maxToolFailures: chatLimits.maxToolFailures,
        caller: {},
        stream: false,
      },
    ).then(
      () => this.#end('the loop ended the turn without running the call'),
      (error: unknown) => this.#end(reasonOf(error)),
    );
  }

  async #generate(request: ModelRequest): Promise<ModelResponse> {
    if (request.messages.some((message) => message.role === 'assistant')) {
      const { tool, guidance } = addedSinceLastCall(request.messages);
      this.#answer({ kind: 'answered', text: tool, guidance });
    }
    // Tools are off (retries used up, or the loop guard stopped the tool): the model can
    // only answer in words, so the case cannot be recovered in this turn.
    if (request.tools.length === 0) {
      this.#ended = 'the loop turned tools off for the rest of the turn';
      return { text: 'I could not do it.', toolCalls: [], usage };
    }
    const call = this.#nextCall ?? await new Promise<LiteralCall>((resolve) => {
      this.#callWaiter = resolve;
    });
    this.#nextCall = null;
    this.#callNumber += 1;
    return {
      text: '',
      toolCalls: [{ id: `call_${this.#callNumber}`, name: call.name, arguments: call.argumentsText }],
      usage,
    };
  }
}
