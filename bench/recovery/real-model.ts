/**
 * The real-model mode (RECOVERY.md): a model of the provider registry in the model's seat.
 * It sees the case's task, its own faulty first call, and from then on whatever the system
 * under test sends back, and makes the next call itself. Each case on each system is one
 * conversation, saved as a transcript when it ends.
 */
import type { ChatMessage } from '../../shared/llm/chat-message.ts';
import type { ChatModel, ModelResponse } from '../../shared/llm/chat-model.ts';
import { createModelChain } from '../../shared/llm/model-chain.ts';
import type { ModelToolSpec } from '../../shared/tools/tool-registry.ts';
import type { RecoveryCase } from './recovery-case.ts';
import type { CaseEnding, RecoveryModel } from './recovery-model.ts';
import type { SystemName } from './recovery-system.ts';
import { firstCallId, openingMessages } from './real-model-prompt.ts';

/** One case on one system, as the real model saw and answered it. */
export interface CaseTranscript {
  readonly model: string;
  readonly system: SystemName;
  readonly caseId: string;
  readonly intended: RecoveryCase['intended'];
  /** Every message of the conversation, the model's answers included. */
  readonly messages: readonly ChatMessage[];
  readonly ending: CaseEnding;
}

/** The ports of {@link createRealRecoveryModel}. */
export interface RealModelOptions {
  /** The provider's model (`provider:model-id`), built from the provider registry. */
  readonly chatModel: ChatModel;
  readonly saveTranscript: (transcript: CaseTranscript) => Promise<void>;
  /** Waits between retries of a transient failure (the model chain's backoff). */
  readonly sleep: (milliseconds: number) => Promise<void>;
  readonly random: () => number;
}

/** The case's tools as every OpenAI-compatible API takes them. */
export function toolSpecsOf(recoveryCase: Pick<RecoveryCase, 'tools'>): ModelToolSpec[] {
  return recoveryCase.tools.map((tool) => ({
    type: 'function',
    function: { name: tool.name, description: tool.description, parameters: tool.parameters },
  }));
}

/** The model's answer as a message: its first tool call only (the benchmark answers one
 * call per round, and every call in a request needs its answer), else its text. */
function answerMessage(response: ModelResponse): ChatMessage {
  const first = response.toolCalls[0];
  return first === undefined
    ? { role: 'assistant', content: response.text }
    : { role: 'assistant', content: response.text.length > 0 ? response.text : null, toolCalls: [first] };
}

/**
 * A {@link RecoveryModel} over a real chat model. Temperature 0; a transient provider
 * failure is retried by the product's model chain; any other failure stops the run (a
 * benchmark with failed model calls would measure the provider, not the feedback).
 */
export function createRealRecoveryModel(options: RealModelOptions): RecoveryModel {
  return {
    name: options.chatModel.id,
    startCase(recoveryCase, system) {
      const messages = openingMessages(recoveryCase);
      const tools = toolSpecsOf(recoveryCase);
      const chain = createModelChain({ models: [options.chatModel], sleep: options.sleep, random: options.random });
      let callId = firstCallId;
      return {
        async revise(_call, round) {
          messages.push({ role: 'tool', toolCallId: callId, content: round.toolMessage });
          if (round.guidance.length > 0) messages.push({ role: 'system', content: round.guidance });
          const { response } = await chain.generate({ messages, tools, toolChoice: 'auto', temperature: 0 });
          const answer = answerMessage(response);
          messages.push(answer);
          const next = response.toolCalls[0];
          if (next === undefined) return { kind: 'words', text: response.text };
          callId = next.id;
          return { kind: 'call', call: { name: next.name, argumentsText: next.arguments } };
        },
        finish: (ending) =>
          options.saveTranscript({
            model: options.chatModel.id,
            system,
            caseId: recoveryCase.id,
            intended: recoveryCase.intended,
            messages,
            ending,
          }),
      };
    },
  };
}
