/**
 * Opaque page cursors: base64url of a small JSON object. Opaque so that their content can
 * change; validated on the way back in, so an edited or foreign cursor is a 400, never a
 * database error.
 */
import { z } from 'zod';
import { decodeBase64Url, encodeBase64Url } from '../../db/base64url.ts';
import { HttpError } from '../../http/http-error.ts';

/** A conversations page starts after this conversation (`updatedAt` to the microsecond). */
export const conversationCursorSchema = z.strictObject({
  updatedAt: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/),
  id: z.guid(),
});

/** A messages page holds the messages older than this message id. */
export const messageCursorSchema = z.strictObject({ before: z.string().regex(/^[1-9]\d{0,18}$/) });

/** The cursor of a page: base64url JSON. */
export function encodeCursor(
  value: z.output<typeof conversationCursorSchema> | z.output<typeof messageCursorSchema>,
): string {
  return encodeBase64Url(new TextEncoder().encode(JSON.stringify(value)));
}

/** The cursor's content; 400 when it is not one this endpoint handed out. */
export function decodeCursor<Schema extends z.ZodType>(text: string, schema: Schema): z.output<Schema> {
  const invalid = new HttpError(
    'bad_request',
    'The cursor is not valid: pass the nextCursor of the previous page as it was given.',
    {
      issues: [{ path: 'cursor', message: 'not a cursor of this endpoint' }],
    },
  );
  const bytes = text.length > 512 ? null : decodeBase64Url(text);
  if (bytes === null) throw invalid;
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw invalid;
  }
  const result = schema.safeParse(parsed);
  if (!result.success) throw invalid;
  return result.data;
}
