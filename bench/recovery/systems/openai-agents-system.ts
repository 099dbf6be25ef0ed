import {
  Agent,
  type AgentInputItem,
  type FunctionTool,
  type Model,
  type ModelRequest,
  type ModelResponse,
  Runner,
  tool,
  Usage,
} from '@openai/agents';
import type { z } from 'zod';
import type { BenchTool, ToolRunRecorder } from '../case-tools.ts';
import { reasonOf, type RecoverySystem } from '../recovery-system.ts';

type FunctionCallResult = Extract<AgentInputItem, { type: 'function_call_result' }>;

/** The text the model reads for a function call output item. */
function textOf(output: FunctionCallResult['output']): string {
  if (typeof output === 'string') return output;
  if (Array.isArray(output)) {
    return output.map((part) => ('text' in part ? part.text : JSON.stringify(part))).join('\n');
  }
  return output.type === 'text' ? output.text : JSON.stringify(output);
}

function functionCallResultIn(input: ModelRequest['input'], callId: string): FunctionCallResult | undefined {
  if (typeof input === 'string') return undefined;
  return input.find((item): item is FunctionCallResult =>
    item.type === 'function_call_result' && item.callId === callId
  );
}

/** A model that emits one function call, then answers once it has read its output. */
class ScriptedModel implements Model {
  reply: FunctionCallResult | undefined;

  constructor(
    private readonly toolName: string,
    private readonly argumentsText: string,
    private readonly callId: string,
  ) {}

  getResponse(request: ModelRequest): Promise<ModelResponse> {
    this.reply ??= functionCallResultIn(request.input, this.callId);
    const output: ModelResponse['output'] = this.reply === undefined
      ? [{
        type: 'function_call',
        callId: this.callId,
        name: this.toolName,
        arguments: this.argumentsText,
        status: 'completed',
      }]
      : [{ type: 'message', role: 'assistant', status: 'completed', content: [{ type: 'output_text', text: 'done' }] }];
    return Promise.resolve({ usage: new Usage(), output, responseId: `response_${this.callId}` });
  }

  getStreamedResponse(): AsyncIterable<never> {
    throw new Error('The benchmark does not stream.');
  }
}

/** The SDK's function tool for a case tool: the zod schema in strict mode (the default). */
function functionToolOf(benchTool: BenchTool, recorder: ToolRunRecorder): FunctionTool<unknown, z.ZodObject> {
  const handler = recorder.handlerFor(benchTool);
  return tool({
    name: benchTool.name,
    description: benchTool.description,
    // Every case schema is an object schema, so its zod conversion is a zod object.
    parameters: benchTool.schema as z.ZodObject,
    execute: (input: unknown) => handler(input),
  });
}

/**
 * The OpenAI Agents SDK for JS: an `Agent` with `tool()`s from the same zod schemas and
 * the default `errorFunction`, run by a `Runner` (tracing off) with a scripted `Model`
 * that emits the literal model's call, then reads the function call output item the
 * SDK sends back. The SDK exposes a tool under a name with every character other than
 * letters and digits made `_`; the model calls a case tool by that exposed name, as a
 * real model shown the SDK's tool list would.
 */
export const openAiAgentsSystem: RecoverySystem = {
  name: 'openai-agents',
  prepare(benchTools, recorder) {
    const tools = benchTools.map((benchTool) => functionToolOf(benchTool, recorder));
    const exposedNames = new Map(
      benchTools.map((benchTool, index) => [benchTool.name, tools[index]?.name ?? benchTool.name]),
    );
    const runner = new Runner({ tracingDisabled: true });
    let callNumber = 0;
    return {
      async attempt(call) {
        callNumber += 1;
        const model = new ScriptedModel(
          exposedNames.get(call.name) ?? call.name,
          call.argumentsText,
          `call_${callNumber}`,
        );
        const agent = new Agent({ name: 'bench', instructions: 'Call the tool.', tools, model });
        try {
          await runner.run(agent, 'Call the tool.', { maxTurns: 3 });
        } catch (error) {
          return { kind: 'no-answer', reason: reasonOf(error) };
        }
        return model.reply === undefined
          ? { kind: 'no-answer', reason: 'no function call output in the next model request' }
          : { kind: 'answered', text: textOf(model.reply.output) };
      },
    };
  },
};
