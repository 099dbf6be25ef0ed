import { describe, expect, it } from 'vitest';
import type { IntegrationList, IntegrationStatus } from '../../../local/integrations-cli/integration-status.ts';
import type { IntegrationsResult } from '../../../local/integrations-cli/integrations-client.ts';
import { type GmailWaitDependencies, waitForGmail } from '../../../local/integrations-cli/wait-for-gmail.ts';

const agentId = '00000000-0000-4000-8000-0000000000a1';
const gmail = (fields: Partial<IntegrationStatus>): IntegrationStatus => ({
  id: 'gmail',
  kind: 'oauth',
  status: 'not_connected',
  connectedAt: null,
  lastUsedAt: null,
  lastFailure: null,
  ...fields,
});

/** A poller over scripted answers, with a clock that advances by each sleep. */
function script(
  answers: IntegrationsResult<IntegrationList>[],
): { readonly lists: number; readonly dependencies: GmailWaitDependencies } {
  const empty: IntegrationsResult<IntegrationList> = { ok: true, value: { agentId, integrations: [] } };
  let clock = 0;
  let lists = 0;
  return {
    get lists() {
      return lists;
    },
    dependencies: {
      list: () => {
        lists += 1;
        return Promise.resolve(answers.length > 1 ? answers.shift() ?? empty : answers[0] ?? empty);
      },
      sleep: (milliseconds: number) => {
        clock += milliseconds;
        return Promise.resolve();
      },
      now: () => clock,
      limits: { intervalMs: 2_000, timeoutMs: 10_000 },
    },
  };
}

const listed = (...integrations: IntegrationStatus[]): IntegrationsResult<IntegrationList> => ({
  ok: true,
  value: { agentId, integrations },
});

describe('waitForGmail', () => {
  describe('when Gmail becomes connected', () => {
    it('answers on the first poll that shows it', async () => {
      const connected = gmail({ status: 'connected', account: 'ana@example.com', connectedAt: '2026-11-22T10:00:00Z' });
      const poller = script([listed(gmail({})), listed(connected)]);

      expect(await waitForGmail(gmail({}), poller.dependencies)).toEqual({ kind: 'connected', gmail: connected });
      expect(poller.lists).toBe(2);
    });

    it('counts a sandbox connection', async () => {
      const sandbox = gmail({ status: 'sandbox', account: 'demo@parley.local', connectedAt: '2026-11-22T10:00:00Z' });

      expect(await waitForGmail(null, script([listed(sandbox)]).dependencies)).toEqual({
        kind: 'connected',
        gmail: sandbox,
      });
    });
  });

  describe('when Gmail was already connected before', () => {
    it('waits for the new connection, not the old one', async () => {
      const old = gmail({ status: 'connected', account: 'ana@example.com', connectedAt: '2026-11-01T00:00:00Z' });
      const renewed = { ...old, connectedAt: '2026-11-22T10:00:00Z' };
      const poller = script([listed(old), listed(old), listed(renewed)]);

      expect(await waitForGmail(old, poller.dependencies)).toEqual({ kind: 'connected', gmail: renewed });
      expect(poller.lists).toBe(3);
    });
  });

  describe('when nothing changes', () => {
    it('gives up after the time limit', async () => {
      const poller = script([listed(gmail({}))]);

      expect(await waitForGmail(gmail({}), poller.dependencies)).toEqual({ kind: 'timed-out', waitedMs: 10_000 });
      expect(poller.lists).toBe(5);
    });
  });

  describe('when a poll fails or the user cancels', () => {
    it('answers the failure', async () => {
      const failure = { kind: 'unreachable', url: 'http://127.0.0.1:54321', reason: 'connection refused' } as const;

      expect(await waitForGmail(null, script([{ ok: false, failure }]).dependencies)).toEqual({
        kind: 'failed',
        failure,
      });
    });

    it('answers cancelled without another request once the signal aborts', async () => {
      const controller = new AbortController();
      controller.abort();
      const poller = script([listed(gmail({}))]);

      expect(await waitForGmail(null, { ...poller.dependencies, signal: controller.signal })).toEqual({
        kind: 'failed',
        failure: { kind: 'cancelled' },
      });
      expect(poller.lists).toBe(0);
    });
  });
});
