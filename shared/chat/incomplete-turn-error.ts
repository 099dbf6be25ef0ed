import type { ChatMessage } from '../llm/chat-message.ts';
import type { AllModelsFailedError } from '../llm/model-chain.ts';
import type { ModelError } from '../llm/model-error.ts';

/**
 * Every model failed, or the turn was stopped (its deadline passed, the caller went away),
 * partway through a turn. `messages` holds what happened before
 * (assistant tool calls and their results), so the handler can store it: a tool that
 * already acted (an email sent) must stay in the conversation's history.
 */
export class IncompleteTurnError extends Error {
  readonly original: AllModelsFailedError | ModelError;
  readonly messages: readonly ChatMessage[];

  constructor(original: AllModelsFailedError | ModelError, messages: readonly ChatMessage[]) {
    super(original.message, { cause: original });
    this.name = 'IncompleteTurnError';
    this.original = original;
    this.messages = messages;
  }
}
