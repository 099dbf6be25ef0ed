import { emptyUsage, type TokenUsage } from './chat-message.ts';
import type { ModelResponse } from './chat-model.ts';
import { answerTooLargeReason } from './answer-size.ts';
import { llmLimits } from './llm-limits.ts';
import type { CompletionChunk } from './openai-response.ts';
import {
  isSignatureTooLarge,
  providerDataField,
  signatureTooLargeReason,
  thoughtSignatureOf,
} from './openai-extra-content.ts';

/** What one chunk added: its text delta, or why the answer cannot be a valid one. */
export type ChunkOutcome =
  | { readonly kind: 'delta'; readonly text: string }
  | { readonly kind: 'malformed'; readonly reason: string };

type ToolCallPart = NonNullable<
  NonNullable<NonNullable<NonNullable<CompletionChunk['choices']>[number]['delta']>['tool_calls']>
>[number];

interface CallInProgress {
  id: string;
  name: string;
  arguments: string;
  thoughtSignature: string | null;
}

function isGiven(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.length > 0;
}

/** True when an indexless fragment is the start of a call other than `current`. */
function startsAnotherCall(part: ToolCallPart, current: CallInProgress): boolean {
  if (isGiven(part.id) && current.id.length > 0) return part.id !== current.id;
  return isGiven(part.function?.name) && current.name.length > 0;
}

/** Collects a streamed completion of the model `modelId` (`provider:model`): text deltas
 * in order, tool call fragments merged by index (the name and a thought signature arrive
 * once, the arguments in pieces), usage from the last chunk.
 * Calls are kept in the order they start, keyed by the provider's index in a Map: an index
 * is the provider's number, and an array indexed by it would be as long as the number says. */
export class StreamAccumulator {
  readonly #modelId: string;
  readonly #calls: CallInProgress[] = [];
  readonly #byIndex = new Map<number, CallInProgress>();
  #text = '';
  /** Text and tool arguments so far, as `answerSize` (answer-size.ts) counts them. */
  #size = 0;
  #usage: TokenUsage = emptyUsage;
  #finishReason: string | null = null;

  constructor(modelId: string) {
    this.#modelId = modelId;
  }

  /** True once a chunk carried `finish_reason`: without it the stream was cut off, and
   * its text or tool arguments may be missing their end. */
  get finished(): boolean {
    return this.#finishReason !== null;
  }

  /** Why the model stopped (`stop`, `tool_calls`, `length`, …); null until a chunk says. */
  get finishReason(): string | null {
    return this.#finishReason;
  }

  /** Adds one chunk: its text delta (a refusal's too) ('' when it has none), or `malformed` when it names
   * more tool calls, or a higher index, than {@link llmLimits.maxToolCallsPerAnswer}, or carries
   * a signature past {@link llmLimits.maxThoughtSignatureBytes}. */
  add(chunk: CompletionChunk): ChunkOutcome {
    if (chunk.usage !== undefined && chunk.usage !== null) {
      this.#usage = { promptTokens: chunk.usage.prompt_tokens, completionTokens: chunk.usage.completion_tokens };
    }
    const finishReason = chunk.choices?.[0]?.finish_reason;
    if (typeof finishReason === 'string' && finishReason.length > 0) this.#finishReason = finishReason;
    const delta = chunk.choices?.[0]?.delta;
    if (delta === undefined || delta === null) return { kind: 'delta', text: '' };
    for (const part of delta.tool_calls ?? []) {
      const call = this.#callFor(part);
      if (call === null) {
        return {
          kind: 'malformed',
          reason: `the answer has more than ${llmLimits.maxToolCallsPerAnswer} tool calls`,
        };
      }
      if (typeof part.id === 'string' && part.id.length > 0) call.id = part.id;
      // Like the SDK's own accumulator: the name is set, not appended (some providers repeat it).
      if (typeof part.function?.name === 'string' && part.function.name.length > 0) call.name = part.function.name;
      if (typeof part.function?.arguments === 'string') {
        call.arguments += part.function.arguments;
        this.#size += part.function.arguments.length;
      }
      // Whole on one fragment (Gemini sends it on the call's first delta): set, like the name.
      const signature = thoughtSignatureOf(part.extra_content);
      if (signature !== null) {
        if (isSignatureTooLarge(signature)) return { kind: 'malformed', reason: signatureTooLargeReason };
        call.thoughtSignature = signature;
      }
    }
    // A refusal is the model's answer, handed on and kept as its text.
    const text = `${delta.content ?? ''}${delta.refusal ?? ''}`;
    this.#text += text;
    this.#size += text.length;
    if (this.#size > llmLimits.maxAnswerBytes) {
      return { kind: 'malformed', reason: answerTooLargeReason };
    }
    return { kind: 'delta', text };
  }

  /** The call a fragment belongs to, started when new; null past the bound. A fragment
   * without `index` (Gemini sends parallel calls so, one per chunk) starts a new call when
   * it carries an id other than the current call's, or a name when the current call already
   * has one; otherwise it continues the current call (an argument piece). */
  #callFor(part: ToolCallPart): CallInProgress | null {
    const { index } = part;
    if (typeof index === 'number') {
      const known = this.#byIndex.get(index);
      if (known !== undefined) return known;
      if (index >= llmLimits.maxToolCallsPerAnswer) return null;
    } else {
      const current = this.#calls.at(-1);
      if (current !== undefined && !startsAnotherCall(part, current)) return current;
    }
    if (this.#calls.length >= llmLimits.maxToolCallsPerAnswer) return null;
    const call: CallInProgress = { id: '', name: '', arguments: '', thoughtSignature: null };
    this.#calls.push(call);
    if (typeof index === 'number') this.#byIndex.set(index, call);
    return call;
  }

  /** The whole answer. */
  result(): ModelResponse {
    const toolCalls = this.#calls
      .map((call, position) => ({
        id: call.id.length > 0 ? call.id : `call_${position + 1}`,
        name: call.name,
        arguments: call.arguments,
        ...providerDataField(this.#modelId, call.thoughtSignature),
      }))
      .filter((call) => call.name.length > 0);
    return { text: this.#text, toolCalls, usage: this.#usage };
  }
}
