/**
 * A tool call's `extra_content` on the wire. Gemini's OpenAI-compatible endpoint puts the
 * thought signature of a call there, `extra_content: { google: { thought_signature } }`, on
 * the call of a non-streamed answer and on a streamed call's delta, and expects it back on
 * that call, unchanged, in every later request of the turn; for Gemini 3 a call of the
 * current turn sent back without it is refused with 400 INVALID_ARGUMENT. See
 * https://ai.google.dev/gemini-api/docs/thought-signatures and
 * https://ai.google.dev/gemini-api/docs/openai (thought signatures).
 */
import { z } from 'zod';
import type { ToolCall, ToolCallProviderData } from '../tools/tool-outcome.ts';
import { llmLimits } from './llm-limits.ts';

/** `extra_content` as read: only Google's signature; anything else in it, or another shape
 * (a provider's own side field), is no signature and never fails the answer. */
export const extraContentSchema = z.object({
  google: z.object({ thought_signature: z.string().nullish().catch(null) }).nullish().catch(null),
}).nullish().catch(null);

/** A call's `extra_content` as {@link extraContentSchema} reads it. */
export type ExtraContent = z.infer<typeof extraContentSchema>;

/** `extra_content` as sent back. */
export interface ExtraContentParam {
  readonly google: { readonly thought_signature: string };
}

/** Why an answer is refused for a signature's size. */
export const signatureTooLargeReason = `a tool call carries a thought signature larger than ${
  llmLimits.maxThoughtSignatureBytes / (1024 * 1024)
} MiB`;

/** The thought signature `extraContent` holds; null when it holds none. */
export function thoughtSignatureOf(extraContent: ExtraContent): string | null {
  const signature = extraContent?.google?.thought_signature;
  return typeof signature === 'string' && signature.length > 0 ? signature : null;
}

/** True when `signature` is longer than {@link llmLimits.maxThoughtSignatureBytes}
 * (UTF-16 code units: base64 is ASCII, one byte each). */
export function isSignatureTooLarge(signature: string): boolean {
  return signature.length > llmLimits.maxThoughtSignatureBytes;
}

/** The `providerData` field of a call `model` answered with `signature`; none without one. */
export function providerDataField(
  model: string,
  signature: string | null,
): { readonly providerData?: ToolCallProviderData } {
  return signature === null ? {} : { providerData: { model, thoughtSignature: signature } };
}

/** The `extra_content` field of `call` in a request to `model`: the signature that model
 * issued; for a call another model made (no other provider takes the field), `standIn` when
 * given, else nothing. */
export function extraContentField(
  call: ToolCall,
  model: string,
  standIn: string | null,
): { readonly extra_content?: ExtraContentParam } {
  const data = call.providerData;
  const signature = data !== undefined && data.model === model ? data.thoughtSignature : standIn;
  return signature === null ? {} : { extra_content: { google: { thought_signature: signature } } };
}
