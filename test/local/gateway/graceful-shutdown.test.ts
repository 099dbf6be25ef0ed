import { describe, expect, it } from 'vitest';
import type { Logger } from '../../../shared/log/logger.ts';
import { shutDownGracefully } from '../../../local/gateway/graceful-shutdown.ts';
import { createLocalEdgeRuntime } from '../../../local/gateway/local-edge-runtime.ts';

function recorder() {
  const steps: string[] = [];
  const logger: Logger = {
    info: (event) => steps.push(`log ${event}`), warn: (event) => steps.push(`log ${event}`), error: (event) => steps.push(`log ${event}`),
  };
  return { steps, logger };
}

describe('shutDownGracefully', () => {
  describe('when everything finishes in time', () => {
    it('stops the server, waits for the outcome log, then closes the database', async () => {
      const { steps, logger } = recorder();
      const edgeRuntime = createLocalEdgeRuntime({ onRejected: () => {} });
      edgeRuntime.waitUntil(new Promise<void>((resolve) => setTimeout(() => {
        steps.push('outcome log written');
        resolve();
      }, 5)));

      await shutDownGracefully({
        stopServer: async () => { steps.push('server stopped'); },
        edgeRuntime,
        closeDatabase: async () => { steps.push('database closed'); },
        logger,
      });

      expect(steps).toEqual(['server stopped', 'outcome log written', 'database closed']);
    });
  });

  describe('when a step hangs or fails', () => {
    it('moves on after each bound, logs what was left, and still closes the database', async () => {
      const { steps, logger } = recorder();
      const edgeRuntime = createLocalEdgeRuntime({ onRejected: () => {} });
      edgeRuntime.waitUntil(new Promise(() => {}));

      await shutDownGracefully({
        stopServer: () => new Promise(() => {}),
        edgeRuntime,
        closeDatabase: async () => { throw new Error('already closed'); },
        logger,
        limits: { requestsMs: 5, waitUntilMs: 5 },
      });

      expect(steps).toEqual(['log shutdown-requests-unfinished', 'log shutdown-wait-until-unfinished', 'log database-close-failed']);
    });
  });
});
