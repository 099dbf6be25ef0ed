import { describe, expect, it } from 'vitest';
import { secretInMcpSettingsIssues } from '../../../../shared/chat/agents/secret-in-mcp-settings.ts';

function issuesOf(server: Record<string, unknown>) {
  return secretInMcpSettingsIssues({ mcpServers: [{ name: 'docs', url: 'https://mcp.example.com/mcp', ...server }] });
}

const tokenLike = 'sk-live-4f9a2b7c1d3e5f60718';

describe('secretInMcpSettingsIssues', () => {
  describe('when a header prefix is a token', () => {
    it('refuses one that a scheme alphabet would take (letters, digits, hyphens, under 32 characters)', () => {
      for (const prefix of [tokenLike, `${tokenLike} `, 'ghp_16C7e42F292c6912E7710c838347Ae178B4a']) {
        const issues = issuesOf({ headers: { Authorization: { credential: 'docs', prefix } } });
        expect(issues.map((issue) => issue.path)).toEqual(['settings.mcpServers.0.headers.Authorization.prefix']);
        expect(JSON.stringify(issues)).not.toContain(prefix.trim());
      }
    });

    it('takes an auth scheme', () => {
      for (const prefix of ['Bearer ', 'Token ', 'Basic ', 'Bot ', 'DPoP ', 'Api-Key ', 'Bearer']) {
        expect(issuesOf({ headers: { Authorization: { credential: 'docs', prefix } } })).toEqual([]);
      }
    });
  });

  describe('when the URL carries a credential in its query', () => {
    it('refuses it, naming the parameter and never its value', () => {
      for (
        const query of [
          `api_key=${tokenLike}`,
          `token=${tokenLike}`,
          `access_token=${tokenLike}`,
          `sig=${tokenLike}`,
          `apiKey=${tokenLike}`,
        ]
      ) {
        const issues = issuesOf({ url: `https://mcp.example.com/mcp?version=2&${query}` });
        expect(issues.map((issue) => issue.path)).toEqual(['settings.mcpServers.0.url']);
        expect(issues[0]?.message).toContain(JSON.stringify(query.slice(0, query.indexOf('='))));
        expect(JSON.stringify(issues)).not.toContain(tokenLike);
      }
    });

    it('takes a query without one', () => {
      expect(issuesOf({ url: 'https://mcp.example.com/mcp?version=2&author=docs&keyword=mcp' })).toEqual([]);
    });
  });
});
