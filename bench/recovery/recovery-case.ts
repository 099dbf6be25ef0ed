/**
 * One case of the recovery benchmark, as `bench/recovery/RECOVERY.md` defines it: the
 * tools available, the model's first faulty call, what it meant and the correct call.
 */
import { z } from 'zod';

/** A JSON value, as cases and tool arguments carry them. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** An object of tool arguments. */
export type JsonObject = { [key: string]: JsonValue };

const jsonValue: z.ZodType<JsonValue> = z.lazy(() =>
  z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(jsonValue), z.record(z.string(), jsonValue)])
);
const jsonObject: z.ZodType<JsonObject> = z.record(z.string(), jsonValue);

const caseTool = z.object({
  name: z.string().min(1),
  description: z.string(),
  parameters: z.record(z.string(), z.unknown()),
  /** The tool sends, writes or changes something. Only Parley's tool definitions have such a
   * flag (`sideEffects`); the peers' libraries have no notion of it. */
  sideEffect: z.boolean().optional(),
});

/** The labels `kind` may carry; for reports only. */
export const caseKinds = ['unknown_tool', 'invalid_arguments', 'malformed_json', 'mixed'] as const;

const recoveryCaseSchema = z.object({
  id: z.string().min(1),
  kind: z.enum(caseKinds),
  tools: z.array(caseTool).min(1),
  call: z.object({ name: z.string(), arguments: z.string() }),
  meant: jsonObject.optional(),
  intended: z.object({ name: z.string().min(1), arguments: jsonObject }),
});

/** A tool of a case: its name, description, JSON Schema and whether it acts. */
export type CaseTool = z.infer<typeof caseTool>;

/** One recovery case. */
export type RecoveryCase = z.infer<typeof recoveryCaseSchema>;

/** The case's arguments parsed as JSON, or `undefined` when they are not valid JSON. */
export function parseJsonArguments(text: string): JsonValue | undefined {
  try {
    return JSON.parse(text) as JsonValue;
  } catch {
    return undefined;
  }
}

/**
 * Parses a JSON Lines file of cases. Blank lines are skipped; a line that is not a case,
 * a case whose faulty arguments are not JSON but has no `meant`, or whose intended tool
 * is not among its tools, fails with the file and line named.
 */
export function parseCaseLines(text: string, source: string): RecoveryCase[] {
  const cases: RecoveryCase[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    if (line.trim().length === 0) return;
    const where = `${source}:${index + 1}`;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (error) {
      throw new Error(`${where}: not JSON (${error instanceof Error ? error.message : String(error)})`);
    }
    const parsed = recoveryCaseSchema.safeParse(value);
    if (!parsed.success) throw new Error(`${where}: not a recovery case: ${z.prettifyError(parsed.error)}`);
    const recoveryCase = parsed.data;
    if (parseJsonArguments(recoveryCase.call.arguments) === undefined && recoveryCase.meant === undefined) {
      throw new Error(`${where}: case ${recoveryCase.id} has arguments that are not JSON but no "meant"`);
    }
    if (!recoveryCase.tools.some((tool) => tool.name === recoveryCase.intended.name)) {
      throw new Error(
        `${where}: case ${recoveryCase.id} intends ${recoveryCase.intended.name}, which is not one of its tools`,
      );
    }
    cases.push(recoveryCase);
  });
  return cases;
}

/** Fails when two cases share an id: results are reported by id. */
export function assertUniqueIds(cases: readonly RecoveryCase[]): void {
  const seen = new Set<string>();
  for (const recoveryCase of cases) {
    if (seen.has(recoveryCase.id)) throw new Error(`Two cases have the id ${recoveryCase.id}.`);
    seen.add(recoveryCase.id);
  }
}
