import { z } from 'zod';
import { llmLimits } from './llm-limits.ts';
import { ModelError, modelErrorKindForStatus, retryAfterMs } from './model-error.ts';

/** The most of an error body read: enough for any provider's message, never a whole page. */
const errorBodyLimitBytes = 64 * 1024;

/** The documented error body, `{ error: { message, type, code, param } }`; anything else in
 * it is ignored. Some gateways send the error as a bare string, and Gemini's
 * OpenAI-compatible endpoint sends the object as the one item of a list. */
const errorObjectSchema = z.object({
  error: z.union([
    z.object({
      message: z.unknown().optional(),
      code: z.union([z.string(), z.number()]).nullish().catch(undefined),
      param: z.string().nullish().catch(undefined),
    }),
    z.string(),
  ]),
});
const errorBodySchema = z.union([
  errorObjectSchema,
  z.array(z.unknown()).min(1).transform((items) => items[0]).pipe(errorObjectSchema),
]);

/** What a provider said about a failure, read from its documented error shape. */
export interface ProviderError {
  readonly message?: string;
  readonly code?: string | number;
  /** The request parameter the provider refused (`temperature`), when it names one. */
  readonly param?: string;
}

/** The provider's error from a parsed body (a failed response's, or an error event in a
 * stream); null when the body is not of the documented shape. */
export function readProviderError(body: unknown): ProviderError | null {
  const parsed = errorBodySchema.safeParse(body);
  if (!parsed.success) return null;
  const { error } = parsed.data;
  if (typeof error === 'string') return error.length > 0 ? { message: error } : {};
  return {
    ...(typeof error.message === 'string' && error.message.length > 0 ? { message: error.message } : {}),
    ...(error.code === null || error.code === undefined ? {} : { code: error.code }),
    ...(typeof error.param === 'string' && error.param.length > 0 ? { param: error.param } : {}),
  };
}

/** The next read of `reader`, or null when `deadline` passes first. */
async function readBefore(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  deadline: Promise<null>,
): Promise<ReadableStreamReadResult<Uint8Array> | null> {
  return await Promise.race([reader.read(), deadline]);
}

/** At most {@link errorBodyLimitBytes} of a body, as text, read for at most `timeoutMs`: the
 * rest is not read, and a body that never ends leaves what came by then. */
async function boundedText(response: Response, timeoutMs: number): Promise<string> {
  if (response.body === null) return '';
  const reader = response.body.getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  try {
    while (size < errorBodyLimitBytes) {
      const result = await readBefore(reader, deadline);
      if (result === null || result.done) break;
      parts.push(result.value);
      size += result.value.byteLength;
    }
  } finally {
    clearTimeout(timer);
    reader.cancel().catch(() => {});
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.byteLength;
  }
  return new TextDecoder().decode(bytes.subarray(0, errorBodyLimitBytes));
}

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The {@link ModelError} for a response that is not 2xx: its kind from the status and the
 * provider's error code, the provider's message when the body has the documented shape
 * (else `HTTP <status>`: a body that is not JSON, such as a proxy's HTML page, is not
 * repeated), and the wait the provider asked for. The body is read for at most
 * `bodyTimeoutMs`, so an error whose body never ends is still reported by its status (`auth`,
 * `Retry-After`), not as the call's timeout. */
export async function errorFromStatus(
  response: Response,
  modelId: string,
  now: () => number,
  bodyTimeoutMs: number = llmLimits.errorBodyTimeoutMs,
): Promise<ModelError> {
  // A body that cannot be read, or does not end, still leaves the status to go on.
  const text = await boundedText(response, bodyTimeoutMs).catch(() => '');
  const providerError = readProviderError(parsedJson(text));
  const code = typeof providerError?.code === 'string' ? providerError.code : undefined;
  return new ModelError({
    kind: modelErrorKindForStatus(response.status, code),
    model: modelId,
    status: response.status,
    retryAfterMs: retryAfterMs(response.headers, now),
    providerMessage: providerError?.message ?? `HTTP ${response.status}`,
    ...(providerError?.param === undefined ? {} : { param: providerError.param }),
  });
}

/** The {@link ModelError} for an error a provider sent inside a stream, after a 200: it has
 * no HTTP status, so a numeric `code` (as gateways send) stands for one. */
export function errorFromStreamEvent(
  providerError: ProviderError,
  response: Response,
  modelId: string,
  now: () => number,
): ModelError {
  const { code } = providerError;
  const status = typeof code === 'number' && code >= 400 && code < 600 ? code : undefined;
  return new ModelError({
    kind: modelErrorKindForStatus(status, typeof code === 'string' ? code : undefined),
    model: modelId,
    status,
    retryAfterMs: retryAfterMs(response.headers, now),
    providerMessage: providerError.message ?? `HTTP ${status ?? 'error'}`,
  });
}
