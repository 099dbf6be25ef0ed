/**
 * The tools of a case as every system gets them: the case's JSON Schema, the same schema
 * as zod (for libraries that take zod), and a handler that succeeds exactly when its
 * arguments validate, echoes them, and records that it ran.
 */
import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import type { CaseTool, RecoveryCase } from './recovery-case.ts';

/** A case tool, ready to hand to a library. */
export interface BenchTool {
  readonly name: string;
  readonly description: string;
  readonly jsonSchema: Record<string, unknown>;
  readonly schema: z.ZodType;
  /** The case marks the tool as acting (`sideEffect`); false when it does not say. */
  readonly sideEffect: boolean;
}

/** A tool that ran: its case name and the validated arguments it ran with. */
export interface ToolRun {
  readonly name: string;
  readonly arguments: unknown;
}

/** Converts a case's tools; the zod schema is `z.fromJSONSchema` of the case's schema. */
export function benchToolsOf(tools: readonly CaseTool[]): BenchTool[] {
  return tools.map((tool) => ({
    name: tool.name,
    description: tool.description,
    jsonSchema: tool.parameters,
    schema: z.fromJSONSchema(tool.parameters as Parameters<typeof z.fromJSONSchema>[0]),
    sideEffect: tool.sideEffect === true,
  }));
}

/** Records which tools ran during one attempt of one system. */
export class ToolRunRecorder {
  #runs: ToolRun[] = [];

  /** The handler of `tool`: validates, records and echoes; throws on invalid arguments,
   * as a handler whose own validation failed would. */
  handlerFor(tool: BenchTool): (input: unknown) => Promise<unknown> {
    return (input) => {
      const validated = tool.schema.safeParse(input);
      if (!validated.success) {
        return Promise.reject(new Error(`Invalid arguments for ${tool.name}: ${z.prettifyError(validated.error)}`));
      }
      this.#runs.push({ name: tool.name, arguments: validated.data });
      return Promise.resolve(validated.data);
    };
  }

  /** The runs since the last call, oldest first; clears them. */
  takeRuns(): ToolRun[] {
    const runs = this.#runs;
    this.#runs = [];
    return runs;
  }
}

/** The intended call with its arguments validated by the intended tool's schema, which is
 * what a correct run echoes. Fails when the case's intended call does not validate. */
export function validatedIntendedCall(recoveryCase: RecoveryCase, tools: readonly BenchTool[]): ToolRun {
  const tool = tools.find((candidate) => candidate.name === recoveryCase.intended.name);
  if (tool === undefined) {
    throw new Error(`Case ${recoveryCase.id}: intended tool ${recoveryCase.intended.name} is not among its tools.`);
  }
  const validated = tool.schema.safeParse(recoveryCase.intended.arguments);
  if (!validated.success) {
    throw new Error(`Case ${recoveryCase.id}: intended arguments do not validate: ${z.prettifyError(validated.error)}`);
  }
  return { name: tool.name, arguments: validated.data };
}

/** True when `run` is the intended call. */
export function isIntendedRun(run: ToolRun, intended: ToolRun): boolean {
  return run.name === intended.name && isDeepStrictEqual(run.arguments, intended.arguments);
}
