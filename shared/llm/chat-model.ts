import type { ModelToolSpec } from '../tools/tool-registry.ts';
import type { ToolCall } from '../tools/tool-outcome.ts';
import type { ChatMessage, TokenUsage } from './chat-message.ts';

/** What one model call is asked. */
export interface ModelRequest {
  readonly messages: readonly ChatMessage[];
  readonly tools: readonly ModelToolSpec[];
  /** `auto` by default; `{ name }` forces one tool (the fallback tool caller). */
  readonly toolChoice?: 'auto' | 'none' | { readonly name: string };
  readonly temperature?: number;
}

/** What one model call answered. */
export interface ModelResponse {
  readonly text: string;
  readonly toolCalls: readonly ToolCall[];
  readonly usage: TokenUsage;
}

/** Per-call options: cancellation, time allowed and streamed text. */
export interface ModelCallOptions {
  readonly signal?: AbortSignal;
  /** Wall-clock bound of this call, when shorter than the model's own (the turn's time
   * is running out). */
  readonly timeoutMs?: number;
  /** Called with each piece of text as the provider streams it. */
  readonly onTextDelta?: (delta: string) => void;
}

/** The model port: every chat model the loop can ask implements it. */
export interface ChatModel {
  /** `provider:model`, e.g. `openai:gpt-4o-mini`, or `demo:parley-demo`. */
  readonly id: string;
  /** True for the offline demo model, which is named as such wherever it appears. */
  readonly isDemo: boolean;
  generate(request: ModelRequest, options?: ModelCallOptions): Promise<ModelResponse>;
}
