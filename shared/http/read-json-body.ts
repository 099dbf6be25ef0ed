import type { z } from 'zod';
import { HttpError } from './http-error.ts';

function describeIssues(issues: readonly z.core.$ZodIssue[]): { path: string; message: string }[] {
  return issues.slice(0, 10).map((issue) => ({ path: issue.path.map(String).join('.') || '(body)', message: issue.message }));
}

/**
 * Reads a JSON body of at most `maxBytes`, then validates it with `schema` (safeParse).
 * Throws {@link HttpError}: 415 not JSON, 413 too large (by `Content-Length` or as it
 * streams in), 400 not UTF-8, malformed or invalid (with one entry per problem, at most 10).
 */
export async function readJsonBody<Schema extends z.ZodType>(request: Request, schema: Schema, maxBytes: number): Promise<z.output<Schema>> {
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
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new HttpError('bad_request', 'The body is not valid JSON.');
  }
  const result = schema.safeParse(parsed);
  if (!result.success) throw new HttpError('bad_request', 'The body is not valid.', { issues: describeIssues(result.error.issues) });
  return result.data;
}
