/**
 * Reads an Auth request's JSON body as GoTrue does (any content type, JSON text), bounded
 * in size, then validates it with a zod schema. Failures are GoTrue's 400s.
 */
import type { z } from 'zod';
import { fail } from './auth-responses.ts';

/** Enough for an email, a password and user metadata. */
const maximumBodyBytes = 64 * 1024;

/** The body of `request`, parsed with `schema`; throws an `AuthFailure` when it is not. */
export async function readAuthBody<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
): Promise<z.output<Schema>> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maximumBodyBytes) {
    fail(413, 'validation_failed', 'Request body is too large.');
  }
  let text: string;
  try {
    text = await request.text();
  } catch {
    fail(400, 'bad_json', 'Could not read the request body.');
  }
  if (new TextEncoder().encode(text).byteLength > maximumBodyBytes) {
    fail(413, 'validation_failed', 'Request body is too large.');
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    fail(400, 'bad_json', 'Could not parse request body as JSON.');
  }
  const result = schema.safeParse(parsed);
  if (!result.success) {
    const issue = result.error.issues[0];
    const field = issue === undefined || issue.path.length === 0 ? 'body' : issue.path.map(String).join('.');
    fail(400, 'bad_json', `Could not read the request: ${field} ${issue?.message ?? 'is not valid'}.`);
  }
  return result.data;
}
