import { describe, expect, it } from 'vitest';
import { importServedHandler, type ServeHost } from '../../../local/gateway/capture-handler.ts';

const handler = () => new Response('served');
const originalServe = () => 'the real serve';

function hostWithServe(): ServeHost {
  return { serve: originalServe };
}

/** A stand-in for importing an entry file: it calls `serve` the way that file would. */
function entryFile(host: ServeHost, call: (serve: (...parameters: unknown[]) => unknown) => void) {
  return () => {
    call(host.serve as (...parameters: unknown[]) => unknown);
    return Promise.resolve();
  };
}

describe('importServedHandler', () => {
  describe('when the module calls Deno.serve while it is imported', () => {
    it.each([
      ['serve(handler)', (serve: (...parameters: unknown[]) => unknown) => serve(handler)],
      ['serve(options, handler)', (serve: (...parameters: unknown[]) => unknown) => serve({ port: 8000 }, handler)],
      ['serve({ handler })', (serve: (...parameters: unknown[]) => unknown) => serve({ port: 8000, handler })],
    ])('captures the handler of %s and restores serve', async (_form, call) => {
      const host = hostWithServe();

      const captured = await importServedHandler('file:///entry.ts', host, entryFile(host, call));

      expect(captured).toBe(handler);
      expect(host.serve).toBe(originalServe);
    });

    it('gives the module a server object that never listens', async () => {
      const host = hostWithServe();
      let server: unknown;

      await importServedHandler(
        'file:///entry.ts',
        host,
        entryFile(host, (serve) => {
          server = serve(handler);
        }),
      );

      expect(server).toMatchObject({ addr: { transport: 'tcp' } });
      await expect((server as { shutdown(): Promise<void> }).shutdown()).resolves.toBeUndefined();
    });
  });

  describe('when the module never calls Deno.serve', () => {
    it('says so', async () => {
      await expect(importServedHandler('file:///quiet.ts', hostWithServe(), () => Promise.resolve())).rejects.toThrow(
        'file:///quiet.ts did not call Deno.serve with a handler while it was imported.',
      );
    });
  });

  describe('when the module throws while it loads', () => {
    it('rethrows, and serve is restored', async () => {
      const host = hostWithServe();

      await expect(importServedHandler('file:///broken.ts', host, () => Promise.reject(new Error('Set SUPABASE_URL'))))
        .rejects.toThrow('Set SUPABASE_URL');
      expect(host.serve).toBe(originalServe);
    });
  });
});
