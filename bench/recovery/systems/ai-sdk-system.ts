import { generateText, stepCountIs, tool, type ToolSet } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import { reasonOf, type RecoverySystem } from '../recovery-system.ts';

/** The prompt of a model request, as the SDK hands it to the model. */
type LanguageModelV3Prompt = Parameters<MockLanguageModelV3['doGenerate']>[0]['prompt'];
type ToolResultOutput = Extract<
  Extract<LanguageModelV3Prompt[number], { role: 'tool' }>['content'][number],
  { type: 'tool-result' }
>['output'];

const usage = {
  inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 1, text: 1, reasoning: 0 },
};

/** The text a provider sends the model for a tool output part (as the OpenAI chat
 * provider serialises it: text as is, JSON stringified). */
function textOf(output: ToolResultOutput): string {
  switch (output.type) {
    case 'text':
    case 'error-text':
      return output.value;
    case 'execution-denied':
      return output.reason ?? 'Tool execution denied.';
    default:
      return JSON.stringify('value' in output ? output.value : output);
  }
}

/** The output the library put into the next model request for `toolCallId`. */
function toolOutputIn(prompt: LanguageModelV3Prompt, toolCallId: string): ToolResultOutput | undefined {
  for (const message of prompt) {
    if (message.role !== 'tool') continue;
    for (const part of message.content) {
      if (part.type === 'tool-result' && part.toolCallId === toolCallId) return part.output;
    }
  }
  return undefined;
}

/**
 * The Vercel AI SDK: `generateText` with tools built by `tool()` from the same zod
 * schemas, default error handling (no `experimental_repairToolCall`), and a mock model
 * that first emits the literal model's call, then reads what the SDK sent back.
 */
export const aiSdkSystem: RecoverySystem = {
  name: 'ai-sdk',
  prepare(benchTools, recorder) {
    const tools: ToolSet = Object.fromEntries(benchTools.map((benchTool) => [
      benchTool.name,
      tool({
        description: benchTool.description,
        inputSchema: benchTool.schema,
        execute: recorder.handlerFor(benchTool),
      }),
    ]));
    let callNumber = 0;
    return {
      async attempt(call) {
        callNumber += 1;
        const toolCallId = `call_${callNumber}`;
        let secondPrompt: LanguageModelV3Prompt | undefined;
        const model = new MockLanguageModelV3({
          doGenerate: (options) => {
            if (secondPrompt === undefined && options.prompt.some((message) => message.role === 'tool')) {
              secondPrompt = options.prompt;
            }
            return Promise.resolve(
              secondPrompt === undefined
                ? {
                  content: [{ type: 'tool-call', toolCallId, toolName: call.name, input: call.argumentsText }],
                  finishReason: { unified: 'tool-calls', raw: 'tool_calls' },
                  usage,
                  warnings: [],
                }
                : {
                  content: [{ type: 'text', text: 'done' }],
                  finishReason: { unified: 'stop', raw: 'stop' },
                  usage,
                  warnings: [],
                },
            );
          },
        });
        try {
          await generateText({ model, prompt: 'Call the tool.', tools, stopWhen: stepCountIs(2) });
        } catch (error) {
          return { kind: 'no-answer', reason: reasonOf(error) };
        }
        const output = secondPrompt === undefined ? undefined : toolOutputIn(secondPrompt, toolCallId);
        return output === undefined
          ? { kind: 'no-answer', reason: 'no tool output in the next model request' }
          : { kind: 'answered', text: textOf(output) };
      },
    };
  },
};
