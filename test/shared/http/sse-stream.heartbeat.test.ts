import { describe, expect, it } from 'vitest';
import { createUiMessageStream } from '../../../shared/chat/ui-stream/ui-message-stream.ts';
import { createSseStream } from '../../../shared/http/sse-stream.ts';

const pause = (milliseconds: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, milliseconds));

describe('SSE comment heartbeat', () => {
  describe('when a Parley SSE stream is quiet longer than the interval', () => {
    it('sends `: ping` comments, and none after close', async () => {
      const stream = createSseStream({}, { heartbeatIntervalMs: 10 });
      await pause(50);
      stream.send('done', {});
      stream.close();
      await pause(30);

      const text = await stream.response.text();
      expect(text).toMatch(/^(: ping\n\n)+event: done\ndata: \{\}\n\n$/);
    });
  });

  describe('when a UI message stream is quiet longer than the interval', () => {
    it('sends `: ping` comments between its data lines', async () => {
      const stream = createUiMessageStream({}, { heartbeatIntervalMs: 10 });
      await pause(50);
      stream.close();

      expect(await stream.response.text()).toMatch(/^(: ping\n\n)+data: \[DONE\]\n\n$/);
    });
  });

  describe('when no interval is given', () => {
    it('sends no comment', async () => {
      const stream = createSseStream();
      await pause(30);
      stream.close();

      expect(await stream.response.text()).toBe('');
    });
  });
});
