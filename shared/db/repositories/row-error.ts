import type { z } from 'zod';

/**
 * A row read from the database did not have the expected shape: a schema drift or a bug,
 * not something a caller can fix. The message names the table and the offending fields,
 * never their values (a row may hold secrets).
 */
export class InvalidRowError extends Error {
  override readonly name = 'InvalidRowError';
  readonly code = 'invalid_row';
  readonly table: string;
  readonly issues: readonly string[];

  constructor(table: string, issues: readonly string[]) {
    super(`Unexpected row from ${table}: ${issues.join('; ')}`);
    this.table = table;
    this.issues = issues;
  }
}

/** Zod issues as `path: message` lines, without the input values. */
export function describeIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${issue.path.length === 0 ? '(root)' : issue.path.join('.')}: ${issue.message}`);
}

/** Validates one row against `schema`; throws {@link InvalidRowError} when it does not fit. */
export function parseRow<Schema extends z.ZodType>(schema: Schema, row: unknown, table: string): z.output<Schema> {
  const parsed = schema.safeParse(row);
  if (!parsed.success) throw new InvalidRowError(table, describeIssues(parsed.error));
  return parsed.data;
}
