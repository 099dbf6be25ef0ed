import type { SseMessage } from './sse-parser.ts';

/** The JSON of an event's data, or the text itself when it is not JSON (for `--json`). */
export function eventData(message: SseMessage): unknown {
  try {
    return JSON.parse(message.data);
  } catch {
    return message.data;
  }
}
