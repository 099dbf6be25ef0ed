import { describe, expect, it } from 'vitest';
import { ansiPattern } from '../../../local/cli/terminal-style.ts';
import { describeStatus, renderIntegrationList } from '../../../local/integrations-cli/render-integrations.ts';

const list = {
  agentId: '00000000-0000-4000-8000-0000000000a1',
  integrations: [
    {
      id: 'gmail',
      kind: 'oauth' as const,
      status: 'sandbox' as const,
      account: 'demo@parley.local',
      connectedAt: '2026-11-22T10:00:00.000Z',
      lastUsedAt: null,
      lastFailure: null,
    },
    {
      id: 'serper',
      kind: 'api_key' as const,
      status: 'needs_reconnect' as const,
      fingerprint: 'abcd',
      connectedAt: null,
      lastUsedAt: '2026-11-22T11:30:00.000Z',
      lastFailure: { category: 'not_configured', at: '2026-11-22T11:30:05.000Z' },
    },
    {
      id: 'mcp:docs',
      kind: 'mcp' as const,
      status: 'connected' as const,
      connectedAt: null,
      lastUsedAt: null,
      lastFailure: null,
    },
  ],
};

describe('renderIntegrationList', () => {
  describe('when integrations have details', () => {
    const text = renderIntegrationList(list, { color: false });

    it('prints one aligned row each, with account, key fingerprint and times, never more', () => {
      expect(text.split('\n').slice(0, 4)).toEqual([
        'Integrations of agent 00000000-0000-4000-8000-0000000000a1',
        '  Gmail            sandbox          demo@parley.local · since 2026-11-22 10:00 UTC',
        '  Serper           needs reconnect  key …abcd · last used 2026-11-22 11:30 UTC · last failure not_configured at 2026-11-22 11:30 UTC',
        '  MCP server docs  connected',
      ]);
    });

    it('says how to fix what does not work, and what sandbox means', () => {
      expect(text).toContain('To connect:\n  Serper: npm run integrations -- set serper <key> --verify\n');
      expect(text).toContain("sandbox: the local gateway's stand-in");
    });
  });

  describe('when an MCP server lacks a secret', () => {
    const tracker = {
      id: 'mcp:tracker',
      kind: 'mcp' as const,
      status: 'not_connected' as const,
      credentials: [
        { name: 'tracker-token', status: 'connected' as const },
        { name: 'tracker-workspace', status: 'not_connected' as const },
      ],
      connectedAt: null,
      lastUsedAt: null,
      lastFailure: null,
    };

    it('says which command stores it', () => {
      const text = renderIntegrationList({ agentId: list.agentId, integrations: [tracker] }, { color: false });

      expect(text).toContain(
        'To connect:\n  MCP server tracker: npm run integrations -- mcp set tracker --credential tracker-workspace\n',
      );
    });

    it('names each credential with its status after a change', () => {
      expect(describeStatus(tracker)).toBe(
        'MCP server tracker: not connected (tracker-token connected, tracker-workspace not connected).',
      );
    });
  });

  describe('when colour is on', () => {
    it('colours the statuses and nothing changes without the codes', () => {
      const coloured = renderIntegrationList(list, { color: true });

      expect(coloured).not.toBe(renderIntegrationList(list, { color: false }));
      expect(coloured.replace(ansiPattern, '')).toBe(renderIntegrationList(list, { color: false }));
    });
  });
});
