import { z } from 'zod';
import { ModelError, modelErrorKindForStatus, retryAfterMs } from './model-error.ts';

/** The most of an error body read: enough for any provider's message, never a whole page. */
const errorBodyLimitBytes = 64 * 1024;

/** The documented error body, `{ error: { message, type, code } }`; anything else in it is
 * ignored. Some gateways send the error as a bare string. */
const errorBodySchema = z.object({
  error: z.union([
    z.object({
      message: z.unknown().optional(),
      code: z.union([z.string(), z.number()]).nullish().catch(undefined),
    }),
    z.string(),
  ]),
});

/** What a provider said about a failure, read from its documented error shape. */
export interface ProviderError {
  readonly message?: string;
  readonly code?: string | number;
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
  };
}

/** At most {@link errorBodyLimitBytes} of a body, as text; the rest is not read. */
async function boundedText(response: Response): Promise<string> {
  if (response.body === null) return '';
  const reader = response.body.getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  try {
    while (size < errorBodyLimitBytes) {
      const { done, value } = await reader.read();
      if (done) break;
      parts.push(value);
      size += value.byteLength;
    }
  } finally {
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
 * repeated), and the wait the provider asked for. */
export async function errorFromStatus(response: Response, modelId: string, now: () => number): Promise<ModelError> {
  // A body that cannot be read still leaves the status to go on.
  const text = await boundedText(response).catch(() => '');
  const providerError = readProviderError(parsedJson(text));
  const code = typeof providerError?.code === 'string' ? providerError.code : undefined;
  return new ModelError({
    kind: modelErrorKindForStatus(response.status, code),
    model: modelId,
    status: response.status,
    retryAfterMs: retryAfterMs(response.headers, now),
    providerMessage: providerError?.message ?? `HTTP ${response.status}`,
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
