import { describe, expect, it } from 'vitest';
import { AgentSettingsError, parseAgentSettings } from '../../../../shared/db/repositories/agent-settings.ts';

function settingsOf(value: unknown) {
  const parsed = parseAgentSettings(value);
  if (!parsed.ok) throw parsed.error;
  return parsed.settings;
}

function errorOf(value: unknown, agentId: string | null = null): AgentSettingsError {
  const parsed = parseAgentSettings(value, agentId);
  if (parsed.ok) throw new Error('expected invalid settings');
  return parsed.error;
}

describe('parseAgentSettings', () => {
  describe('when settings are empty or null', () => {
    it.each([{}, null, undefined])('fills every default (%j)', (value) => {
      expect(settingsOf(value)).toEqual({
        autoResolveNames: false,
        temperature: 0.2,
        maxToolFailures: 3,
        maxModelFailures: 3,
        fallbackTool: true,
        searchProviders: ['serper', 'brave', 'serpapi'],
        mcpServers: [],
        approvals: { defaultMode: 'auto', tools: {}, allowedDestinations: [] },
      });
    });
  });

  describe('when settings are given', () => {
    it('keeps the given values and drops unknown keys, also inside MCP servers', () => {
      const settings = settingsOf({
        autoResolveNames: true,
        temperature: 0,
        maxToolFailures: 5,
        searchProviders: ['brave'],
        legacyFlag: 'x',
        mcpServers: [{
          name: 'github',
          url: 'https://mcp.example.com/github',
          headers: { Authorization: { credential: 'github', prefix: 'Bearer ', extra: 1 } },
          token: 'abc',
        }],
      });

      expect(settings).toEqual({
        autoResolveNames: true,
        temperature: 0,
        maxToolFailures: 5,
        maxModelFailures: 3,
        fallbackTool: true,
        searchProviders: ['brave'],
        mcpServers: [{
          name: 'github',
          url: 'https://mcp.example.com/github',
          headers: { Authorization: { credential: 'github', prefix: 'Bearer ' } },
        }],
        approvals: { defaultMode: 'auto', tools: {}, allowedDestinations: [] },
      });
      expect(settings).not.toHaveProperty('legacyFlag');
    });
  });

  describe('when settings are invalid', () => {
    it.each([
      ['a string temperature', { temperature: 'warm' }, 'temperature'],
      ['a fractional failure limit', { maxToolFailures: 2.5 }, 'maxToolFailures'],
      ['an unknown search provider', { searchProviders: ['bing'] }, 'searchProviders.0'],
      ['an MCP server without a URL', { mcpServers: [{ name: 'github' }] }, 'mcpServers.0.url'],
      ['an approval mode that does not exist', { approvals: { defaultMode: 'sometimes' } }, 'approvals.defaultMode'],
      [
        'an MCP server on another protocol',
        { mcpServers: [{ name: 'files', url: 'file:///etc/passwd' }] },
        'mcpServers.0.url',
      ],
      ['a literal header value (secrets belong in credentials)', {
        mcpServers: [{ name: 'x', url: 'https://x.test', headers: { Authorization: 'Bearer abc' } }],
      }, 'mcpServers.0.headers.Authorization'],
      ['two MCP servers of one name', {
        mcpServers: [{ name: 'x', url: 'https://a.test' }, { name: 'x', url: 'https://b.test' }],
      }, 'mcpServers'],
      ['an array instead of an object', [1, 2], '(root)'],
    ])('returns a typed error for %s, naming the path', (_name, value, path) => {
      const error = errorOf(value, 'agent-1');

      expect(error).toBeInstanceOf(AgentSettingsError);
      expect(error.code).toBe('invalid_agent_settings');
      expect(error.agentId).toBe('agent-1');
      expect(error.issues.some((issue) => issue.startsWith(`${path}:`))).toBe(true);
      expect(error.message).toMatch(/^Agent agent-1 has invalid settings: /);
    });

    it('never echoes the offending value', () => {
      const error = errorOf({
        mcpServers: [{
          name: 'x',
          url: 'https://x.test',
          headers: { Authorization: 'Bearer sk-live-abcdef0123456789' },
        }],
      });

      expect(error.message).not.toContain('sk-live-abcdef0123456789');
    });
  });
});
