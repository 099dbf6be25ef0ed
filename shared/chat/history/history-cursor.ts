/**
 * Opaque page cursors: base64url of a small JSON object. Opaque so that their content can
 * change; validated on the way back in, so an edited or foreign cursor is a 400, never a
 * database error.
 */
import { z } from 'zod';
import { decodeBase64Url, encodeBase64Url } from '../../db/base64url.ts';
import { HttpError } from '../../http/http-error.ts';

/** The largest id a `bigint` column holds: a larger `before` is no message's id. */
const maxBigint = 9_223_372_036_854_775_807n;

/** Whether a `YYYY-MM-DDTHH:MM:SS.ffffffZ` time names a real instant (no February 30th,
 * no hour 24): Postgres refuses the others, and a refused cursor must be a 400. */
function isRealTime(text: string): boolean {
  const [year, month, day, hour, minute, second] = [0, 5, 8, 11, 14, 17].map((at) =>
    Number(text.slice(at, at === 0 ? 4 : at + 2))
  ) as [number, number, number, number, number, number];
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth && hour <= 23 && minute <= 59 &&
    second <= 59;
}

/** A conversations page starts after this conversation (`updatedAt` to the microsecond). */
export const conversationCursorSchema = z.strictObject({
  updatedAt: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/).refine(isRealTime),
  id: z.guid(),
});

/** A messages page holds the messages older than this message id. */
export const messageCursorSchema = z.strictObject({
  before: z.string().regex(/^[1-9]\d{0,18}$/).refine((before) => BigInt(before) <= maxBigint),
});

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
