import { z } from 'zod';
import type { ToolCall } from '../tools/tool-outcome.ts';
import { emptyUsage } from './chat-message.ts';
import type { ModelResponse } from './chat-model.ts';
import {
  extraContentSchema,
  isSignatureTooLarge,
  providerDataField,
  signatureTooLargeReason,
  thoughtSignatureOf,
} from './openai-extra-content.ts';

/** Token counts are a side field: a provider that leaves one out or sends null (some send only
 * `prompt_tokens`) counts it as 0, and a usage that is not an object at all is no usage; an
 * answer is never rejected over them. */
const usageSchema = z.object({
  prompt_tokens: z.number().nullish().catch(null).transform((value) => value ?? 0),
  completion_tokens: z.number().nullish().catch(null).transform((value) => value ?? 0),
}).nullish().catch(null);

/** One part of a content given as a list (`[{ type: 'text', text }]`); only text parts are read. */
const contentPartSchema = z.object({ type: z.string(), text: z.unknown() });

/** Message content as text: a string as is, a list of parts as its text parts joined (other
 * parts, such as images, are not text to show). */
const contentSchema = z.union([
  z.string(),
  z.array(z.unknown()).transform((parts) =>
    parts
      .map((part) => contentPartSchema.safeParse(part))
      .map((parsed) =>
        parsed.success && parsed.data.type === 'text' && typeof parsed.data.text === 'string' ? parsed.data.text : ''
      )
      .join('')
  ),
]).nullish();

const toolCallSchema = z.object({
  id: z.string().nullish(),
  type: z.string().nullish(),
  function: z.object({ name: z.string(), arguments: z.unknown() }),
  extra_content: extraContentSchema,
});

const completionSchema = z.object({
  choices: z.array(z.object({
    finish_reason: z.string().nullish().catch(null),
    message: z.object({
      content: contentSchema,
      refusal: z.string().nullish().catch(null),
      tool_calls: z.array(toolCallSchema).nullish(),
    }),
  })).min(1),
  usage: usageSchema,
});

const errorBodySchema = z.object({
  error: z.object({ message: z.string().optional(), code: z.union([z.string(), z.number()]).nullish() }),
});

/** One streamed chunk, as far as Parley reads it; every field may be missing or null
 * (providers differ), and fields Parley does not read pass through unchecked. */
const chunkSchema = z.object({
  choices: z.array(z.object({
    finish_reason: z.string().nullish(),
    delta: z.object({
      content: contentSchema,
      refusal: z.string().nullish().catch(null),
      tool_calls: z.array(z.object({
        // Some OpenAI-compatible endpoints leave `index` out when a delta holds whole calls.
        index: z.number().int().min(0).nullish(),
        id: z.string().nullish(),
        function: z.object({ name: z.string().nullish(), arguments: z.string().nullish() }).nullish(),
        extra_content: extraContentSchema,
      })).nullish(),
    }).nullish(),
  })).nullish(),
  usage: usageSchema,
});

/** A streamed chunk, validated by {@link readChunk}. */
export type CompletionChunk = z.infer<typeof chunkSchema>;

/** Validates one streamed chunk's JSON; null when it is not a chat completion chunk. */
export function readChunk(data: unknown): CompletionChunk | null {
  const parsed = chunkSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/** A 200 answer that is not a completion: some gateways (OpenRouter) report upstream
 * failures this way. `status` is the error's numeric code when it has one. */
export interface MalformedCompletion {
  readonly providerMessage: string;
  readonly status?: number;
  readonly code?: string;
}

/** Arguments as a string, even from providers that send a JSON object. */
function argumentText(value: unknown): string {
  if (typeof value === 'string') return value;
  return value === undefined || value === null ? '' : JSON.stringify(value);
}

/** A non-streamed answer with the reason the model stopped (null when the provider gave none). */
export interface Completion extends ModelResponse {
  readonly finishReason: string | null;
}

/** Reads a non-streamed completion of the model `modelId` (`provider:model`, named on the
 * provider data of its calls), validated; a {@link MalformedCompletion} when it is not one.
 * A `refusal` is the model's answer: its text follows the content's (OpenAI sends one of them). */
export function readCompletion(body: unknown, modelId: string): Completion | MalformedCompletion {
  const parsed = completionSchema.safeParse(body);
  if (!parsed.success) {
    const failure = errorBodySchema.safeParse(body);
    if (!failure.success) {
      return { providerMessage: 'the provider answered with something that is not a chat completion' };
    }
    const { message, code } = failure.data.error;
    return {
      providerMessage: message ?? 'the provider reported an error',
      ...(typeof code === 'number' ? { status: code } : {}),
      ...(typeof code === 'string' ? { code } : {}),
    };
  }
  const [choice] = parsed.data.choices;
  const functionCalls = (choice?.message.tool_calls ?? [])
    .filter((call) => call.type === undefined || call.type === null || call.type === 'function');
  if (functionCalls.some((call) => isSignatureTooLarge(thoughtSignatureOf(call.extra_content) ?? ''))) {
    return { providerMessage: signatureTooLargeReason };
  }
  const toolCalls: ToolCall[] = functionCalls.map((call, index) => ({
    id: call.id !== undefined && call.id !== null && call.id.length > 0 ? call.id : `call_${index + 1}`,
    name: call.function.name,
    arguments: argumentText(call.function.arguments),
    ...providerDataField(modelId, thoughtSignatureOf(call.extra_content)),
  }));
  const usage = parsed.data.usage;
  return {
    text: `${choice?.message.content ?? ''}${choice?.message.refusal ?? ''}`,
    finishReason: choice?.finish_reason ?? null,
    toolCalls,
    usage: usage === null || usage === undefined
      ? emptyUsage
      : { promptTokens: usage.prompt_tokens, completionTokens: usage.completion_tokens },
  };
}

/** True for what {@link readCompletion} returns when the body was not a completion. */
export function isMalformed(value: Completion | MalformedCompletion): value is MalformedCompletion {
  return 'providerMessage' in value;
}
