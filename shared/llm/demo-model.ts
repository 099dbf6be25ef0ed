import type { ChatMessage } from './chat-message.ts';
import type { ChatModel, ModelCallOptions, ModelRequest, ModelResponse } from './chat-model.ts';
import { understandAnswer, understandRequest } from './demo-intent.ts';
import { describeFailure, describeResult } from './demo-reply.ts';

/** The demo model's id: named as a demo wherever it appears. */
export const demoModelId = 'demo:parley-demo';

const helpText = "I'm Parley's offline demo model (no AI provider is configured). I can send an email " +
  '("send the meeting notes to ana@example.com"), search the web or the news ("search the web for Deno 2"), ' +
  'read your inbox, or summarize a page ("summarize https://example.com"). Set OPENAI_API_KEY to talk to a real model.';

function estimateTokens(messages: readonly ChatMessage[]): number {
  return Math.ceil(messages.reduce((total, message) => total + (message.content?.length ?? 0), 0) / 4);
}

/** The state of the current turn as the demo model reads it from the messages. */
function readTurn(messages: readonly ChatMessage[]) {
  const userIndex = messages.findLastIndex((message) => message.role === 'user');
  const turn = messages.slice(userIndex + 1);
  const calls = turn.flatMap((message) => (message.role === 'assistant' ? message.toolCalls ?? [] : []));
  const lastCallIndex = turn.findLastIndex((message) =>
    message.role === 'assistant' && (message.toolCalls?.length ?? 0) > 0
  );
  const afterCalls = lastCallIndex < 0 ? [] : turn.slice(lastCallIndex + 1);
  const toolMessages = afterCalls.filter((message) => message.role === 'tool');
  const systemNotes = afterCalls.filter((message) => message.role === 'system');
  const user = messages[userIndex];
  const previousUser = messages.slice(0, Math.max(userIndex, 0)).findLast((message) => message.role === 'user');
  return {
    userText: user?.role === 'user' ? user.content : '',
    previousUserText: previousUser?.role === 'user' ? previousUser.content : '',
    calls,
    toolMessages,
    systemNotes,
  };
}

/** Options of {@link createDemoModel}. */
export interface DemoModelOptions {
  /** `PARLEY_DEMO_MISTAKES=on`: the first call of a turn has a realistic mistake. */
  readonly mistakes: boolean;
  /** Tool call ids; unique across turns, because side-effect calls are deduplicated by
   * conversation and call id. */
  readonly generateId?: () => string;
}

/**
 * A deterministic offline model (only its call ids are random) so a fresh clone works
 * with no API key: it understands a few kinds of request from the user's words and
 * calls the matching tool. With
 * `mistakes` on, its first call of a turn has a realistic mistake (a wrong name, a
 * missing or mistyped argument), which it corrects when the feedback comes back. Its id
 * (`demo:parley-demo`) and its help text name it as a demo.
 */
export function createDemoModel(options: DemoModelOptions): ChatModel {
  const generateId = options.generateId ?? (() => `call_demo_${crypto.randomUUID().replaceAll('-', '').slice(0, 16)}`);
  return {
    id: demoModelId,
    isDemo: true,
    generate(request: ModelRequest, callOptions: ModelCallOptions = {}): Promise<ModelResponse> {
      const usage = { promptTokens: estimateTokens(request.messages), completionTokens: 0 };
      const say = (text: string): Promise<ModelResponse> => {
        for (const word of text.split(/(?<= )/)) callOptions.onTextDelta?.(word);
        return Promise.resolve({
          text,
          toolCalls: [],
          usage: { ...usage, completionTokens: Math.ceil(text.length / 4) },
        });
      };
      const callTool = (name: string, toolArguments: Record<string, unknown>): Promise<ModelResponse> =>
        Promise.resolve({
          text: '',
          toolCalls: [{ id: generateId(), name, arguments: JSON.stringify(toolArguments) }],
          usage: { ...usage, completionTokens: 20 },
        });
      const turn = readTurn(request.messages);
      const intent = understandRequest(turn.userText) ?? understandAnswer(turn.previousUserText, turn.userText);
      if (intent === null) return say(helpText);
      const offered = request.tools.map((tool) => tool.function.name);
      if (turn.calls.length === 0) {
        if (!offered.includes(intent.tool)) {
          return say(`I would use ${intent.tool} for that, but it is not enabled for this agent.`);
        }
        return options.mistakes
          ? callTool(intent.mistake.name, intent.mistake.arguments)
          : callTool(intent.tool, intent.arguments);
      }
      const lastTool = turn.toolMessages.at(-1);
      // The loop adds a system note after failed calls (retry guidance, or "set it up").
      const failed = turn.systemNotes.length > 0;
      // It corrects its own mistake once; any other failed call is explained, not repeated.
      const lastCall = turn.calls.at(-1);
      const lastWasMistake = options.mistakes && lastCall?.name === intent.mistake.name &&
        lastCall.arguments === JSON.stringify(intent.mistake.arguments);
      if (failed && lastWasMistake && intent.needsUser !== true && offered.includes(intent.tool)) {
        return callTool(intent.tool, intent.arguments);
      }
      if (lastTool === undefined) return say(helpText);
      if (lastTool.notApproved !== undefined) {
        const { notApproved } = lastTool;
        return say(
          notApproved.kind === 'declined'
            ? `OK: you declined, so I did not run ${intent.tool}${
              notApproved.reason === null ? '' : ` (${notApproved.reason})`
            }.`
            : `I did not run ${intent.tool}: it was not approved.`,
        );
      }
      if (failed || lastTool.interaction !== undefined) {
        return say(describeFailure(intent.tool, lastTool.content, lastTool.interaction));
      }
      return say(describeResult(intent.tool, lastTool.content));
    },
  };
}
