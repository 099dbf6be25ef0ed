import type { z } from 'zod';
import { HttpError } from './http-error.ts';
import { defaultBodyReadTimeoutMs, readBodyBytes } from './read-body-bytes.ts';
import { jsonNestsDeeperThan, maxJsonDepth } from './json-depth.ts';

function describeIssues(issues: readonly z.core.$ZodIssue[]): { path: string; message: string }[] {
  return issues.slice(0, 10).map((issue) => ({
    path: issue.path.map(String).join('.') || '(body)',
    message: issue.message,
  }));
}

/** How a body is read. */
export interface BodyReadOptions {
  /** The whole body must arrive within this; {@link defaultBodyReadTimeoutMs} by default. */
  readonly timeoutMs?: number;
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
 * streams in), 408 when the body does not arrive in time, 400 not UTF-8, malformed or invalid (with one entry per problem, at most 10).
 */
export async function readJsonBody<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
  maxBytes: number,
  options: BodyReadOptions = {},
): Promise<z.output<Schema>> {
  return validateJsonBody((await readJsonValue(request, maxBytes, options)).value, schema);
}

/** Validates a parsed body with `schema` (safeParse); 400 with one entry per problem. */
export function validateJsonBody<Schema extends z.ZodType>(value: unknown, schema: Schema): z.output<Schema> {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new HttpError('bad_request', 'The body is not valid.', { issues: describeIssues(result.error.issues) });
  }
  return result.data;
}

/** Reads a JSON body of at most `maxBytes` without validating it: the first half of
 * {@link readJsonBody}, for a caller that picks the schema by what the body holds. */
export async function readJsonValue(
  request: Request,
  maxBytes: number,
  options: BodyReadOptions = {},
): Promise<JsonBody> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^application\/(?:[\w.+-]+\+)?json\b/i.test(contentType)) {
    throw new HttpError('unsupported_media_type', 'Send the body as JSON with Content-Type: application/json.');
  }
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    throw new HttpError('payload_too_large', `The body is larger than ${maxBytes} bytes.`);
  }
  const bytes = await readBodyBytes(request.body, maxBytes, options.timeoutMs ?? defaultBodyReadTimeoutMs);
  const size = bytes.byteLength;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new HttpError('bad_request', 'The body is not valid UTF-8.');
  }
  if (jsonNestsDeeperThan(text, maxJsonDepth)) {
    throw new HttpError('bad_request', `The body nests deeper than ${maxJsonDepth} levels.`);
  }
  try {
    return { value: JSON.parse(text), byteLength: size };
  } catch {
    throw new HttpError('bad_request', 'The body is not valid JSON.');
  }
}
