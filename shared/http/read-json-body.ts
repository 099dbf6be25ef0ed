import type { z } from 'zod';
import { HttpError } from './http-error.ts';

function describeIssues(issues: readonly z.core.$ZodIssue[]): { path: string; message: string }[] {
  return issues.slice(0, 10).map((issue) => ({ path: issue.path.map(String).join('.') || '(body)', message: issue.message }));
}

/** A JSON body as read, before validation. */
export interface JsonBody {
  readonly value: unknown;
  /** Its size in bytes, for limits that depend on what the body turns out to be. */
  readonly byteLength: number;
}

/**
 * Reads a JSON body of at most `maxBytes`, then validates it with `schema` (safeParse).
 * Throws {@link HttpError}: 415 not JSON, 413 too large (by `Content-Length` or as it
 * streams in), 400 not UTF-8, malformed or invalid (with one entry per problem, at most 10).
 */
export async function readJsonBody<Schema extends z.ZodType>(request: Request, schema: Schema, maxBytes: number): Promise<z.output<Schema>> {
  return validateJsonBody((await readJsonValue(request, maxBytes)).value, schema);
}

/** Validates a parsed body with `schema` (safeParse); 400 with one entry per problem. */
export function validateJsonBody<Schema extends z.ZodType>(value: unknown, schema: Schema): z.output<Schema> {
  const result = schema.safeParse(value);
  if (!result.success) throw new HttpError('bad_request', 'The body is not valid.', { issues: describeIssues(result.error.issues) });
  return result.data;
}

/** Reads a JSON body of at most `maxBytes` without validating it: the first half of
 * {@link readJsonBody}, for a caller that picks the schema by what the body holds. */
export async function readJsonValue(request: Request, maxBytes: number): Promise<JsonBody> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^application\/(?:[\w.+-]+\+)?json\b/i.test(contentType)) {
    throw new HttpError('unsupported_media_type', 'Send the body as JSON with Content-Type: application/json.');
  }
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) throw new HttpError('payload_too_large', `The body is larger than ${maxBytes} bytes.`);
  const reader = request.body?.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (reader !== undefined) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => {});
        throw new HttpError('payload_too_large', `The body is larger than ${maxBytes} bytes.`);
      }
      chunks.push(value);
    }
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new HttpError('bad_request', 'The body is not valid UTF-8.');
  }
  try {
    return { value: JSON.parse(text), byteLength: size };
  } catch {
    throw new HttpError('bad_request', 'The body is not valid JSON.');
  }
}
