/** One Server-Sent Event: its name and its parsed JSON data. */
export interface ParsedSseEvent {
  readonly event: string;
  readonly data: Record<string, unknown>;
}

/** Reads a whole SSE response body and parses every `event:`/`data:` block. */
export async function readSseEvents(response: Response): Promise<ParsedSseEvent[]> {
  const text = await response.text();
  const events: ParsedSseEvent[] = [];
  for (const block of text.split('\n\n')) {
    if (block.trim() === '') continue;
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) event = line.slice('event:'.length).trim();
      else if (line.startsWith('data:')) data.push(line.slice('data:'.length).trimStart());
    }
    // A block of comments only (the `: ping` heartbeat) is no event.
    if (data.length === 0) continue;
    events.push({ event, data: JSON.parse(data.join('\n')) as Record<string, unknown> });
  }
  return events;
}
