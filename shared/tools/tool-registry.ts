import { z } from 'zod';
import type { AnyToolDefinition } from './tool-definition.ts';
import { ToolNameIndex } from './tool-name-index.ts';

/** A tool as the OpenAI-compatible chat API expects it in `tools`. */
export interface ModelToolSpec {
  readonly type: 'function';
  readonly function: {
    readonly name: string;
    readonly description: string;
    readonly parameters: Record<string, unknown>;
  };
}

/** The JSON Schema a model is shown for a tool, generated from its zod schema. */
export function jsonSchemaFor(tool: AnyToolDefinition): Record<string, unknown> {
  if (tool.jsonSchema !== undefined) return tool.jsonSchema;
  const { $schema: _dialect, ...schema } = z.toJSONSchema(tool.parameters, {
    io: 'input',
    unrepresentable: 'any',
  }) as Record<string, unknown>;
  return schema;
}

/** The tools of one agent (or one turn), indexed by name for lookup and suggestions. */
export class ToolRegistry {
  readonly #tools: ReadonlyMap<string, AnyToolDefinition>;
  readonly #index: ToolNameIndex;
  #modelSpecs: readonly ModelToolSpec[] | null = null;

  constructor(tools: readonly AnyToolDefinition[]) {
    const byName = new Map<string, AnyToolDefinition>();
    for (const tool of tools) {
      if (byName.has(tool.name)) throw new Error(`Tool ${tool.name} is defined twice.`);
      byName.set(tool.name, tool);
    }
    this.#tools = byName;
    this.#index = new ToolNameIndex(tools);
  }

  get(name: string): AnyToolDefinition | undefined {
    return this.#tools.get(name);
  }

  get names(): readonly string[] {
    return [...this.#tools.keys()];
  }

  get size(): number {
    return this.#tools.size;
  }

  get index(): ToolNameIndex {
    return this.#index;
  }

  /** The tool list for a model request; generated once per registry. */
  modelSpecs(): readonly ModelToolSpec[] {
    this.#modelSpecs ??= [...this.#tools.values()].map((tool) => ({
      type: 'function' as const,
      function: { name: tool.name, description: tool.description, parameters: jsonSchemaFor(tool) },
    }));
    return this.#modelSpecs;
  }
}
