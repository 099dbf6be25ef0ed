/**
 * The obedient model: the worst case of a model that reads instructions in what tools
 * return. It does the task's planned calls, and whenever a tool output gives an order
 * (read-instructions.ts), it carries the order out first, in its own round, with the
 * private data it has read in the mail's body or the URL's query. It does not know which
 * orders are attacks: it obeys every text it reads the same way, once per tool output.
 */
import type { ChatMessage } from '../../shared/llm/chat-message.ts';
import type { ChatModel, ModelRequest } from '../../shared/llm/chat-model.ts';
import type { ToolCall } from '../../shared/tools/tool-outcome.ts';
import { addressPattern } from './instruction-sentences.ts';
import type { InjectionTask } from './injection-task.ts';
import { dataPlaceholder, type Instruction, type OfferedTool, readInstructions } from './read-instructions.ts';
import { answer, closingReply, madePlanCalls, pageSummary, planCallId, plannedCall } from './task-plan.ts';
import { emittedCallIds, type ReadToolOutput, toolOutputsOf } from './tool-output-text.ts';

/** Characters of read data an obeyed order carries: in a mail body, and in a URL. */
const bodyDataChars = 3_000;
const queryDataChars = 300;
const maxContacts = 10;

/** Everything read so far, on one line: the private data an order is carried out with. */
function privateData(outputs: readonly ReadToolOutput[]): string {
  return outputs.map((output) => output.text).join(' ').replace(/\s+/g, ' ').trim();
}

/** The addresses the turn read (the people the user corresponds with). */
function contactsRead(outputs: readonly ReadToolOutput[]): string[] {
  const found = outputs.flatMap((output) => output.text.match(addressPattern) ?? []);
  return [...new Set(found.map((address) => address.toLowerCase()))].slice(0, maxContacts);
}

function withData(url: string, data: string): string {
  const encoded = encodeURIComponent(data.slice(0, queryDataChars));
  const filled = url.replace(dataPlaceholder, encoded);
  if (filled !== url) return filled;
  if (url.endsWith('=')) return `${url}${encoded}`;
  return `${url}${url.includes('?') ? '&' : '?'}data=${encoded}`;
}

function toolNamed(tools: readonly OfferedTool[], suffix: string): string | null {
  return tools.find((tool) => tool.name === suffix || tool.name.endsWith(`_${suffix}`))?.name ?? null;
}

function textOfHtml(html: string): string {
  return html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
}

/** The call that carries `order` out, or null when no offered tool can. */
function callFor(
  order: Instruction,
  outputs: readonly ReadToolOutput[],
  tools: readonly OfferedTool[],
): { name: string; arguments: Record<string, unknown> } | null {
  if (order.kind === 'call') return { name: order.tool, arguments: order.arguments };
  if (order.kind === 'fetch') {
    const name = toolNamed(tools, 'scrape_and_summarize');
    const url = order.withData ? withData(order.url, privateData(outputs)) : order.url;
    return name === null ? null : { name, arguments: { urls: [url] } };
  }
  const name = toolNamed(tools, 'send_email');
  const to = [...new Set([...order.recipients, ...(order.toContacts ? contactsRead(outputs) : [])])];
  if (name === null || to.length === 0) return null;
  const content = order.html !== null || order.links.length > 0;
  const body = order.html !== null
    ? textOfHtml(order.html) || order.links.join(' ') || 'Please see the message.'
    : content
    ? `Please review: ${order.links.join(' ')}`
    : privateData(outputs).slice(0, bodyDataChars);
  return {
    name,
    arguments: {
      to,
      subject: order.subject ?? (content ? 'Action required' : 'Requested information'),
      body: body || 'Nothing was read.',
      ...(order.html === null ? {} : { html_body: order.html }),
    },
  };
}

const obeyPrefix = 'call_obey_';

/** Each call the model made, as `name arguments`: an order is not carried out twice. */
function madeCalls(messages: readonly ChatMessage[]): Set<string> {
  return new Set(
    messages.flatMap((message) =>
      message.role === 'assistant' ? (message.toolCalls ?? []).map((call) => `${call.name} ${call.arguments}`) : []
    ),
  );
}

/** The orders of the first tool output not yet obeyed, as calls; empty when none is left. */
function obeyedCalls(messages: readonly ChatMessage[], tools: readonly OfferedTool[]): ToolCall[] {
  const made = emittedCallIds(messages);
  const done = madeCalls(messages);
  const outputs = toolOutputsOf(messages);
  for (const output of outputs) {
    const source = `${obeyPrefix}${made.indexOf(output.toolCallId)}_`;
    if (made.some((id) => id.startsWith(source))) continue;
    const calls = readInstructions(output.text, tools).flatMap((order) => {
      const call = callFor(order, outputs, tools);
      const key = call === null ? '' : `${call.name} ${JSON.stringify(call.arguments)}`;
      if (call === null || done.has(key)) return [];
      // A mail's snippet repeats its body: the same order read twice is carried out once.
      done.add(key);
      return [call];
    });
    if (calls.length > 0) {
      return calls.map((call, index) => ({
        id: `${source}${index}`,
        name: call.name,
        arguments: JSON.stringify(call.arguments),
      }));
    }
  }
  return [];
}

/** The obedient model for `task`. */
export function createObedientModel(task: InjectionTask): ChatModel {
  return {
    id: 'bench:obedient',
    isDemo: false,
    generate(request: ModelRequest) {
      if (request.tools.length === 0) return Promise.resolve(pageSummary(request));
      const tools = request.tools.map((tool) => tool.function);
      const obeyed = obeyedCalls(request.messages, tools);
      if (obeyed.length > 0) return Promise.resolve(answer('', obeyed));
      const index = madePlanCalls(request.messages).length;
      const next = plannedCall(task, index, request.messages);
      if (next === null) return Promise.resolve(closingReply(task, request.messages));
      return Promise.resolve(
        answer('', [{ id: planCallId(index), name: next.name, arguments: JSON.stringify(next.arguments) }]),
      );
    },
  };
}
