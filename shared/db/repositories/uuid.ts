const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a UUID in its text form. Ids from callers are checked with this first, so a
 * malformed id reads as "not found" instead of a database error. */
export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}
