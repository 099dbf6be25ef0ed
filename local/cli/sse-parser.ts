/** One dispatched Server-Sent Event: its name (`message` when none was given) and its data. */
export interface SseMessage {
  readonly event: string;
  /** The `data:` lines of the event, joined with `\n`. */
  readonly data: string;
}

/** Parses an event stream as it arrives, in chunks split anywhere. */
export interface SseParser {
  /** Takes the next piece of text and returns the events it completed, in order. */
  push(chunk: string): SseMessage[];
}

/**
 * An incremental parser of the `text/event-stream` format (WHATWG HTML, "Server-sent
 * events"): lines end with CRLF, LF or CR; a blank line dispatches the event; lines
 * starting with `:` are comments (keep-alives); one space after the colon is dropped;
 * fields other than `event` and `data` are ignored, and an event without data is not
 * dispatched. An event left unfinished when the stream ends is dropped, as the spec says.
 */
export function createSseParser(): SseParser {
  let pending = '';
  /** The last chunk ended in CR: an LF starting the next one belongs to it. */
  let skipLineFeed = false;
  let eventName = '';
  let dataLines: string[] = [];
  let hasData = false;

  const takeLine = (line: string, dispatched: SseMessage[]): void => {
    if (line === '') {
      if (hasData) dispatched.push({ event: eventName === '' ? 'message' : eventName, data: dataLines.join('\n') });
      eventName = '';
      dataLines = [];
      hasData = false;
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') eventName = value;
    else if (field === 'data') {
      dataLines.push(value);
      hasData = true;
    }
  };

  return {
    push(chunk) {
      const dispatched: SseMessage[] = [];
      let text = chunk;
      if (skipLineFeed && text.startsWith('\n')) text = text.slice(1);
      skipLineFeed = false;
      pending += text;
      let start = 0;
      for (let index = 0; index < pending.length; index += 1) {
        const character = pending[index];
        if (character !== '\n' && character !== '\r') continue;
        takeLine(pending.slice(start, index), dispatched);
        if (character === '\r') {
          if (index + 1 === pending.length) skipLineFeed = true;
          else if (pending[index + 1] === '\n') index += 1;
        }
        start = index + 1;
      }
      pending = pending.slice(start);
      return dispatched;
    },
  };
}
