import { describe, expect, it } from 'vitest';
import type { AgentBody } from '../../../../shared/protocol/index.ts';
import {
  duplicateValuesOf,
  emptyAgentFormValues,
  formValuesOf,
  requestBodyOf,
} from '../../../../web/src/agents/agent-form-values.ts';

const storedAgent: AgentBody = {
  id: '00000000-0000-4000-8000-0000000000b1',
  name: 'Researcher',
  systemPrompt: 'Cite sources.',
  model: 'openai:gpt-4o-mini',
  fallbackModels: ['anthropic:claude-3-5-haiku-latest'],
  enabledTools: ['web_search', 'news_search'],
  settings: {
    autoResolveNames: true,
    temperature: 0.7,
    maxToolFailures: 2,
    maxModelFailures: 4,
    fallbackTool: false,
    searchProviders: ['brave', 'serper'],
    mcpServers: [{
      name: 'docs',
      url: 'https://mcp.example.com/mcp',
      headers: { Authorization: { credential: 'docs', prefix: 'Bearer ' } },
    }],
    approvals: { defaultMode: 'always', tools: { web_search: 'never' }, allowedDestinations: ['@example.com'] },
  },
  isDefault: true,
  createdAt: '2026-11-29T10:00:00.000Z',
  updatedAt: '2026-11-29T10:05:00.000Z',
};

describe('formValuesOf', () => {
  it('reads every field of a stored agent, numbers as text', () => {
    expect(formValuesOf(storedAgent)).toEqual({
      name: 'Researcher',
      systemPrompt: 'Cite sources.',
      model: 'openai:gpt-4o-mini',
      fallbackModels: ['anthropic:claude-3-5-haiku-latest'],
      enabledTools: ['web_search', 'news_search'],
      defaultApprovalMode: 'always',
      toolApprovalModes: { web_search: 'never' },
      allowedDestinations: ['@example.com'],
      temperature: '0.7',
      maxToolFailures: '2',
      maxModelFailures: '4',
      autoResolveNames: true,
      fallbackTool: false,
      searchProviders: ['brave', 'serper'],
      mcpServers: [{
        name: 'docs',
        url: 'https://mcp.example.com/mcp',
        headers: [{ header: 'Authorization', credential: 'docs', prefix: 'Bearer ' }],
      }],
      isDefault: true,
    });
  });

  describe('when a setting is not what the form understands', () => {
    it('shows its default instead of failing', () => {
      const values = formValuesOf({ ...storedAgent, settings: { temperature: 'hot', approvals: 7 } });

      expect(values.temperature).toBe('0.2');
      expect(values.defaultApprovalMode).toBe('auto');
      expect(values.searchProviders).toEqual(['serper', 'brave', 'serpapi']);
    });
  });
});

describe('requestBodyOf', () => {
  it('turns the stored agent’s values back into the same fields', () => {
    const body = requestBodyOf(formValuesOf(storedAgent));

    expect(body).toEqual({
      name: 'Researcher',
      systemPrompt: 'Cite sources.',
      model: 'openai:gpt-4o-mini',
      fallbackModels: ['anthropic:claude-3-5-haiku-latest'],
      enabledTools: ['web_search', 'news_search'],
      settings: storedAgent.settings,
      isDefault: true,
    });
  });

  it('sends an empty model as null (the deployment’s default) and drops blank lines', () => {
    const body = requestBodyOf({
      ...emptyAgentFormValues,
      name: 'Plain',
      model: '  ',
      fallbackModels: ['', ' groq:llama ', ''],
      allowedDestinations: ['', 'ana@example.com '],
    });

    expect(body.model).toBeNull();
    expect(body.fallbackModels).toEqual(['groq:llama']);
    expect(body.settings?.approvals).toEqual({
      defaultMode: 'auto',
      tools: {},
      allowedDestinations: ['ana@example.com'],
    });
    expect(body).not.toHaveProperty('isDefault');
  });

  it('leaves out an empty number and sends one that does not read as a number as typed, for the server to name', () => {
    const body = requestBodyOf({ ...emptyAgentFormValues, name: 'x', temperature: '', maxToolFailures: 'many' });

    expect(body.settings).not.toHaveProperty('temperature');
    expect(body.settings?.maxToolFailures).toBe('many');
    expect(body.settings?.maxModelFailures).toBe(3);
  });

  it('sends a header as a credential reference, without a prefix when none is given', () => {
    const body = requestBodyOf({
      ...emptyAgentFormValues,
      name: 'x',
      mcpServers: [{
        name: 'docs',
        url: ' https://mcp.example.com/mcp ',
        headers: [{ header: 'X-Api-Key', credential: 'docs', prefix: '' }, { header: '', credential: '', prefix: '' }],
      }],
    });

    expect(body.settings?.mcpServers).toEqual([{
      name: 'docs',
      url: 'https://mcp.example.com/mcp',
      headers: { 'X-Api-Key': { credential: 'docs' } },
    }]);
  });
});

describe('duplicateValuesOf', () => {
  it('copies everything under a new name, never as the default', () => {
    const values = duplicateValuesOf(storedAgent);

    expect(values).toEqual({ ...formValuesOf(storedAgent), name: 'Copy of Researcher', isDefault: false });
  });
});
