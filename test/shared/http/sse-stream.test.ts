import { describe, expect, it } from 'vitest';
import { createSseStream } from '../../../shared/http/sse-stream.ts';

describe('createSseStream', () => {
  describe('when events are sent and the stream is closed', () => {
    it('writes one event block per event with JSON data, in order', async () => {
      const stream = createSseStream({ 'x-request-id': 'request-1234' });
      stream.send('step-start', { step: 1 });
      stream.send('text-delta', { text: 'line one\nline two' });
      stream.close();

      expect(stream.response.status).toBe(200);
      expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expect(stream.response.headers.get('cache-control')).toBe('no-cache');
      expect(stream.response.headers.get('x-request-id')).toBe('request-1234');
      expect(await stream.response.text()).toBe(
        'event: step-start\ndata: {"step":1}\n\nevent: text-delta\ndata: {"text":"line one\\nline two"}\n\n',
      );
    });
  });

  describe('when events are sent after close', () => {
    it('ignores them and closing again is harmless', async () => {
      const stream = createSseStream();
      stream.send('done', {});
      stream.close();
      stream.send('late', {});
      stream.close();

      expect(await stream.response.text()).toBe('event: done\ndata: {}\n\n');
    });
  });

  describe('when the client goes away', () => {
    it('ignores further events without throwing', async () => {
      const stream = createSseStream();
      await stream.response.body?.cancel();

      expect(() => {
        stream.send('text-delta', { text: 'nobody listens' });
        stream.close();
      }).not.toThrow();
    });
  });
});
