import type { ToolCall } from '../tools/tool-outcome.ts';
import type { ChatMessage } from './chat-message.ts';
import type { ChatModel, ModelCallOptions, ModelRequest, ModelResponse } from './chat-model.ts';
import { understandRequest } from './demo-intent.ts';

/** The demo model's id: named as a demo wherever it appears. */
export const demoModelId = 'demo:parley-demo';

const helpText = "I'm Parley's offline demo model (no AI provider is configured). I can send an email " +
  '("send the meeting notes to ana@example.com"), search the web or the news ("search the web for Deno 2"), ' +
  'read your inbox, or summarize a page ("summarize https://example.com"). Set OPENAI_API_KEY to talk to a real model.';

function estimateTokens(messages: readonly ChatMessage[]): number {
  return Math.ceil(messages.reduce((total, message) => total + (message.content?.length ?? 0), 0) / 4);
}

function describeResult(toolName: string, content: string): string {
  let data: unknown;
  try {
    data = JSON.parse(content);
  } catch {
    return content.slice(0, 400);
  }
  const record = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  if (toolName === 'gmail_send_email') return `Done: the email was sent${typeof record.messageId === 'string' ? ` (message id ${record.messageId})` : ''}.`;
  const results = Array.isArray(record.results) ? record.results : Array.isArray(record.messages) ? record.messages : null;
  if (results !== null) {
    const lines = results.slice(0, 5).map((item) => {
      const entry = typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {};
      return `- ${String(entry.title ?? entry.subject ?? 'result')}${typeof entry.link === 'string' ? ` (${entry.link})` : ''}`;
    });
    return lines.length === 0 ? 'I found nothing.' : `Here is what I found:\n${lines.join('\n')}`;
  }
  if (typeof record.summary === 'string') return record.summary;
  return content.slice(0, 400);
}

/** The state of the current turn as the demo model reads it from the messages. */
function readTurn(messages: readonly ChatMessage[]) {
  const userIndex = messages.findLastIndex((message) => message.role === 'user');
  const turn = messages.slice(userIndex + 1);
  const calls = turn.flatMap((message) => (message.role === 'assistant' ? message.toolCalls ?? [] : []));
  const lastCallIndex = turn.findLastIndex((message) => message.role === 'assistant' && (message.toolCalls?.length ?? 0) > 0);
  const afterCalls = lastCallIndex < 0 ? [] : turn.slice(lastCallIndex + 1);
  const toolMessages = afterCalls.filter((message) => message.role === 'tool');
  const systemNotes = afterCalls.filter((message) => message.role === 'system');
  const user = messages[userIndex];
  return { userText: user?.role === 'user' ? user.content : '', calls, toolMessages, systemNotes };
}

/**
 * A deterministic offline model so a fresh clone works with no API key: it understands
 * a few kinds of request from the user's words and calls the matching tool. With
 * `mistakes` on, its first call of a turn has a realistic mistake (a wrong name, a
 * missing or mistyped argument), which it corrects when the feedback comes back.
 */
export function createDemoModel(options: { mistakes: boolean }): ChatModel {
  return {
    id: demoModelId,
    isDemo: true,
    generate(request: ModelRequest, callOptions: ModelCallOptions = {}): Promise<ModelResponse> {
      const usage = { promptTokens: estimateTokens(request.messages), completionTokens: 0 };
      const say = (text: string): Promise<ModelResponse> => {
        for (const word of text.split(/(?<= )/)) callOptions.onTextDelta?.(word);
        return Promise.resolve({ text, toolCalls: [], usage: { ...usage, completionTokens: Math.ceil(text.length / 4) } });
      };
      const callTool = (call: ToolCall): Promise<ModelResponse> => Promise.resolve({ text: '', toolCalls: [call], usage: { ...usage, completionTokens: 20 } });
      const turn = readTurn(request.messages);
      const intent = understandRequest(turn.userText);
      if (intent === null) return say(helpText);
      const offered = request.tools.map((tool) => tool.function.name);
      const lastTool = turn.toolMessages.at(-1);
      if (turn.calls.length === 0) {
        if (!offered.includes(intent.tool)) return say(`I would use ${intent.tool} for that, but it is not enabled for this agent.`);
        const first = options.mistakes ? intent.mistake : { name: intent.tool, arguments: intent.arguments };
        return callTool({ id: `call_demo_${turn.calls.length + 1}`, name: first.name, arguments: JSON.stringify(first.arguments) });
      }
      const failed = turn.systemNotes.length > 0 || lastTool === undefined;
      const lastCall = turn.calls.at(-1);
      const lastWasCorrect = lastCall?.name === intent.tool && lastCall.arguments === JSON.stringify(intent.arguments);
      if (failed && !lastWasCorrect && offered.includes(intent.tool)) {
        return callTool({ id: `call_demo_${turn.calls.length + 1}`, name: intent.tool, arguments: JSON.stringify(intent.arguments) });
      }
      if (lastTool === undefined) return say(helpText);
      if (lastTool.content.startsWith('Question:') || failed) return say(lastTool.content.split('\n')[0] ?? lastTool.content);
      return say(describeResult(intent.tool, lastTool.content));
    },
  };
}
