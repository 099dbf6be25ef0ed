import { jsonNestsDeeperThan, maxJsonDepth } from '../../shared/http/json-depth.ts';
import { toolCatalog } from '../../shared/functions/tool-catalog.ts';
import { toolFunctionRequestSchema } from '../../shared/functions/tool-function-protocol.ts';
import { demoAgentId } from './fuzz-case.ts';

/** What a tool-function request looked like, as far as its first checks go. */
export interface ToolFunctionRequestShape {
  readonly method: string;
  readonly authenticated: boolean;
  readonly contentType: string | null;
  /** A conversation header the function will look up: a UUID that is not the caller's. */
  readonly unknownConversation: boolean;
  /** The chat function's call (signed context): its params are parsed at the boundary, and
   * params its action refuses are a 400 before any action. */
  readonly delegated?: boolean;
  readonly body: string | Uint8Array | null;
}

const maxToolBodyBytes = 256 * 1024;

function textOf(body: string | Uint8Array): string | null {
  const bytes = typeof body === 'string' ? new TextEncoder().encode(body) : body;
  if (bytes.byteLength > maxToolBodyBytes) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * Whether a tool function must run (or refuse as not enabled) an action for this request,
 * and so write one log row per attempt: POST, a caller, a JSON body of the protocol's
 * shape naming the demo agent, no foreign conversation. Judged from the request alone,
 * so a row written for a request refused earlier (or none for one that ran) shows up.
 */
export function toolFunctionReachesAction(shape: ToolFunctionRequestShape, status: number): boolean {
  // Refused by the rate limiter before the body was read: no action ran.
  if (status === 429) return false;
  if (shape.method !== 'POST' || !shape.authenticated || shape.unknownConversation || shape.body === null) return false;
  if (!/^application\/(?:[\w.+-]+\+)?json\b/i.test(shape.contentType ?? '')) return false;
  const text = textOf(shape.body);
  if (text === null || jsonNestsDeeperThan(text, maxJsonDepth)) return false;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return false;
  }
  const parsed = toolFunctionRequestSchema.safeParse(value);
  if (!parsed.success || parsed.data.agentId !== demoAgentId) return false;
  if (shape.delegated !== true) return true;
  const spec = toolCatalog.find((candidate) => candidate.action === parsed.data.action);
  return spec === undefined || spec.parameters.safeParse(parsed.data.params).success;
}

interface ToolSummary {
  readonly id?: unknown;
  readonly toolCallId?: unknown;
  readonly attempt?: unknown;
}

function attemptsOf(summaries: readonly ToolSummary[]): number {
  return summaries.reduce((sum, summary) => sum + (typeof summary.attempt === 'number' ? summary.attempt : 1), 0);
}

function dataLines(text: string): unknown[] {
  const values: unknown[] = [];
  for (const line of text.split('\n')) {
    if (!line.startsWith('data: ')) continue;
    try {
      values.push(JSON.parse(line.slice('data: '.length)));
    } catch {
      // `[DONE]` and the like.
    }
  }
  return values;
}

/**
 * The tool attempts a chat turn's answer reports (each tool call's `attempt`), in any of
 * its three shapes: JSON `toolCalls`, the SSE `done` event's, or the UI stream's
 * `data-parley-tool` parts (the last part of each call counts).
 */
export function chatTurnAttempts(contentType: string, text: string): number {
  if (contentType.startsWith('application/json')) {
    try {
      const body = JSON.parse(text) as { toolCalls?: ToolSummary[] };
      return Array.isArray(body.toolCalls) ? attemptsOf(body.toolCalls) : 0;
    } catch {
      return 0;
    }
  }
  if (!contentType.startsWith('text/event-stream')) return 0;
  const doneIndex = text.indexOf('event: done\n');
  if (doneIndex >= 0) {
    const [done] = dataLines(text.slice(doneIndex));
    const toolCalls = (done as { toolCalls?: ToolSummary[] } | undefined)?.toolCalls;
    return Array.isArray(toolCalls) ? attemptsOf(toolCalls) : 0;
  }
  // No `done` (a UI stream, or a turn that failed midway): every tool call the stream
  // reported, by call id, the last report of each counting.
  const parts = new Map<unknown, ToolSummary>();
  for (const value of dataLines(text)) {
    const chunk = value as { type?: unknown; data?: ToolSummary; call?: ToolSummary };
    if (chunk.type === 'data-parley-tool' && chunk.data !== undefined) parts.set(chunk.data.toolCallId, chunk.data);
    if (chunk.call !== undefined && typeof chunk.call.attempt === 'number') parts.set(chunk.call.id, chunk.call);
  }
  return attemptsOf([...parts.values()]);
}
