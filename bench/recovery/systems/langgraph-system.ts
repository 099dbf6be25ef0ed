import {
  AIMessage,
  type BaseMessage,
  HumanMessage,
  type InvalidToolCall,
  type ToolCall,
  ToolMessage,
} from '@langchain/core/messages';
import { makeInvalidToolCall, parseToolCall } from '@langchain/core/output_parsers/openai_tools';
import { type StructuredToolInterface, tool } from '@langchain/core/tools';
import { MessagesAnnotation, StateGraph } from '@langchain/langgraph';
import { ToolNode, toolsCondition } from '@langchain/langgraph/prebuilt';
import type { LiteralCall } from '../literal-model.ts';
import { reasonOf, type RecoverySystem } from '../recovery-system.ts';

/** The model's message for `call`, built the way LangChain's OpenAI chat model builds it
 * from a raw tool call: parsed into `tool_calls`, or into `invalid_tool_calls` when the
 * arguments are not JSON. */
function aiMessageFor(call: LiteralCall, toolCallId: string): AIMessage {
  const raw = { id: toolCallId, type: 'function', function: { name: call.name, arguments: call.argumentsText } };
  const toolCalls: ToolCall[] = [];
  const invalidToolCalls: InvalidToolCall[] = [];
  try {
    const parsed = parseToolCall(raw, { returnId: true });
    if (parsed !== undefined) toolCalls.push(parsed);
  } catch (error) {
    invalidToolCalls.push(makeInvalidToolCall(raw, error instanceof Error ? error.message : String(error)));
  }
  return new AIMessage({ content: '', tool_calls: toolCalls, invalid_tool_calls: invalidToolCalls });
}

function textOf(message: ToolMessage): string {
  return typeof message.content === 'string' ? message.content : JSON.stringify(message.content);
}

/**
 * LangGraph.js: a `StateGraph` over `MessagesAnnotation` with the prebuilt `ToolNode`
 * (default `handleToolErrors`) and `toolsCondition`, tools built by `tool()` from the
 * same zod schemas, and a scripted agent node that emits the literal model's call, then
 * reads the `ToolMessage` the graph hands back.
 */
export const langGraphSystem: RecoverySystem = {
  name: 'langgraph',
  prepare(benchTools, recorder) {
    const tools: StructuredToolInterface[] = benchTools.map((benchTool) => {
      const handler = recorder.handlerFor(benchTool);
      return tool(async (input: unknown) => JSON.stringify(await handler(input)), {
        name: benchTool.name,
        description: benchTool.description,
        schema: benchTool.schema,
      }) as unknown as StructuredToolInterface;
    });
    let current: { call: LiteralCall; toolCallId: string; reply: ToolMessage | undefined } | undefined;
    const agent = (state: typeof MessagesAnnotation.State): { messages: BaseMessage[] } => {
      if (current === undefined) throw new Error('No call to emit.');
      const last = state.messages.at(-1);
      if (last instanceof ToolMessage) {
        current.reply ??= last;
        return { messages: [new AIMessage('done')] };
      }
      return { messages: [aiMessageFor(current.call, current.toolCallId)] };
    };
    const graph = new StateGraph(MessagesAnnotation)
      .addNode('agent', agent)
      .addNode('tools', new ToolNode(tools))
      .addEdge('__start__', 'agent')
      .addConditionalEdges('agent', toolsCondition, ['tools', '__end__'])
      .addEdge('tools', 'agent')
      .compile();
    let callNumber = 0;
    return {
      async attempt(call) {
        callNumber += 1;
        current = { call, toolCallId: `call_${callNumber}`, reply: undefined };
        try {
          await graph.invoke({ messages: [new HumanMessage('Call the tool.')] }, { recursionLimit: 10 });
        } catch (error) {
          return { kind: 'no-answer', reason: reasonOf(error) };
        }
        const { reply } = current;
        return reply === undefined
          ? { kind: 'no-answer', reason: 'the graph ended without a ToolMessage for the call' }
          : { kind: 'answered', text: textOf(reply) };
      },
    };
  },
};
