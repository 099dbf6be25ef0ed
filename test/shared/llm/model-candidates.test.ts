import { describe, expect, it } from 'vitest';
import type { Environment } from '../../../shared/config/environment.ts';
import { parseConfiguration } from '../../../shared/config/parse-configuration.ts';
import { demoModelId } from '../../../shared/llm/demo-model.ts';
import { defaultFallbackModels, defaultModel } from '../../../shared/llm/llm-limits.ts';
import {
  modelCandidates,
  type ModelSettings,
  toolFallbackCandidates,
  usesDemoModel,
} from '../../../shared/llm/model-candidates.ts';
import { recordingLogger } from './support/recording-logger.ts';
import { useScriptedOpenAi } from './support/openai-fixture.ts';

const openAi = useScriptedOpenAi();
const allKeys = {
  OPENAI_API_KEY: 'sk-openai',
  OPENROUTER_API_KEY: 'sk-or',
  GROQ_API_KEY: 'gsk',
  TOGETHER_API_KEY: 'tg',
};
const noAgentChoice = { model: null, fallbackModels: [] };

function settings(environment: Environment): { settings: ModelSettings; logger: ReturnType<typeof recordingLogger> } {
  const logger = recordingLogger();
  return { settings: { configuration: parseConfiguration(environment).models, logger }, logger };
}

describe('modelCandidates', () => {
  describe('when no provider has a key', () => {
    it('offers only the demo model, whatever the agent names', () => {
      const { settings: config, logger } = settings({ OPENAI_API_KEY: '', OPENAI_BASE_URL: 'http://127.0.0.1:1/v1' });

      const { models, skipped } = modelCandidates(config, {
        model: 'openai:gpt-4o',
        fallbackModels: ['groq:llama-3.3-70b-versatile'],
      });

      expect(models.map((model) => [model.id, model.isDemo])).toEqual([[demoModelId, true]]);
      expect(models[0]?.id).toBe('demo:parley-demo');
      expect(skipped).toEqual([]);
      expect(logger.lines).toEqual([]);
      expect(usesDemoModel(config.configuration)).toBe(true);
    });

    it('makes the demo model err on purpose when PARLEY_DEMO_MISTAKES is on', async () => {
      const tools = [{
        type: 'function' as const,
        function: { name: 'web_search', description: 'Search the web', parameters: {} },
      }];
      const request = { messages: [{ role: 'user' as const, content: 'search the web for Deno 2' }], tools };
      const careful = modelCandidates(settings({}).settings, noAgentChoice).models[0];
      const sloppy = modelCandidates(settings({ PARLEY_DEMO_MISTAKES: 'on' }).settings, noAgentChoice).models[0];

      expect((await careful?.generate(request))?.toolCalls[0]?.name).toBe('web_search');
      expect((await sloppy?.generate(request))?.toolCalls[0]?.name).toBe('searchWeb');
    });
  });

  describe('when any provider has a key', () => {
    it('never offers the demo model, even when the agent names it', () => {
      const { settings: config, logger } = settings({ GROQ_API_KEY: 'gsk' });

      const { models, skipped } = modelCandidates(config, {
        model: demoModelId,
        fallbackModels: ['groq:llama-3.3-70b-versatile'],
      });

      expect(models.map((model) => model.id)).toEqual(['groq:llama-3.3-70b-versatile']);
      expect(models.some((model) => model.isDemo)).toBe(false);
      expect(skipped).toEqual([{
        model: demoModelId,
        reason: 'the demo model runs only when no provider has an API key',
      }]);
      expect(logger.lines[0]).toMatchObject({ event: 'model-skipped', fields: { model: demoModelId } });
    });
  });

  describe('when the agent names its model and fallbacks', () => {
    it('tries them in that order and ignores the environment defaults', () => {
      const { settings: config } = settings({
        ...allKeys,
        PARLEY_DEFAULT_MODEL: 'openai:gpt-4.1',
        PARLEY_FALLBACK_MODELS: 'together:x',
      });

      const { models } = modelCandidates(config, {
        model: 'openai:gpt-4o',
        fallbackModels: ['groq:llama-3.3-70b-versatile', 'openrouter:anthropic/claude-3.5-sonnet'],
      });

      expect(models.map((model) => model.id)).toEqual([
        'openai:gpt-4o',
        'groq:llama-3.3-70b-versatile',
        'openrouter:anthropic/claude-3.5-sonnet',
      ]);
    });
  });

  describe('when the agent names neither', () => {
    it('uses PARLEY_DEFAULT_MODEL then PARLEY_FALLBACK_MODELS', () => {
      const { settings: config } = settings({
        ...allKeys,
        PARLEY_DEFAULT_MODEL: 'gpt-4.1-mini',
        PARLEY_FALLBACK_MODELS: ' groq:llama-3.1-8b-instant , ,together:meta-llama/Llama-3.3-70B-Instruct-Turbo ',
      });

      expect(modelCandidates(config, noAgentChoice).models.map((model) => model.id)).toEqual([
        'openai:gpt-4.1-mini',
        'groq:llama-3.1-8b-instant',
        'together:meta-llama/Llama-3.3-70B-Instruct-Turbo',
      ]);
    });

    it('uses the agent model with the environment fallbacks when the agent has no fallbacks', () => {
      const { settings: config } = settings({ ...allKeys, PARLEY_FALLBACK_MODELS: 'groq:llama-3.1-8b-instant' });

      expect(modelCandidates(config, { model: 'openai:gpt-4o', fallbackModels: [] }).models.map((model) => model.id))
        .toEqual(['openai:gpt-4o', 'groq:llama-3.1-8b-instant']);
    });

    it('falls back to the default chain, one model per provider, without repeating the default model', () => {
      const { settings: config } = settings({ ...allKeys, PARLEY_DEFAULT_MODEL: '  ', PARLEY_FALLBACK_MODELS: '' });

      const ids = modelCandidates(config, noAgentChoice).models.map((model) => model.id);

      expect(ids).toEqual([...new Set([defaultModel, ...defaultFallbackModels])]);
      expect(ids).toEqual([
        'openai:gpt-4o-mini',
        'openrouter:openai/gpt-4o-mini',
        'groq:llama-3.3-70b-versatile',
        'together:meta-llama/Llama-3.3-70B-Instruct-Turbo',
      ]);
    });
  });

  describe('when Claude and Gemini have keys', () => {
    it('starts the default fallbacks with Claude and ends them with Gemini', () => {
      const { settings: config } = settings({ ...allKeys, ANTHROPIC_API_KEY: 'sk-ant', GEMINI_API_KEY: 'gm' });

      const ids = modelCandidates(config, noAgentChoice).models.map((model) => model.id);

      expect(ids).toEqual([
        defaultModel,
        'anthropic:claude-haiku-4-5',
        ...defaultFallbackModels.filter((id) => id !== defaultModel),
        'gemini:gemini-2.5-flash',
      ]);
    });
  });

  describe('when only Claude has a key', () => {
    it('builds a chain of the Claude fallback alone, skipping the others without failing', () => {
      const { settings: config } = settings({ ANTHROPIC_API_KEY: 'sk-ant' });

      const { models, skipped } = modelCandidates(config, noAgentChoice);

      expect(models.map((model) => model.id)).toEqual(['anthropic:claude-haiku-4-5']);
      expect(skipped.map((entry) => entry.model)).toContain('gemini:gemini-2.5-flash');
      expect(skipped).toContainEqual({ model: defaultModel, reason: 'OPENAI_API_KEY is not set' });
    });
  });

  describe('when Claude and Gemini are reached through their base URLs', () => {
    it.each([
      ['ANTHROPIC', 'claude-sonnet-4-5', 'anthropic:claude-sonnet-4-5'],
      ['GEMINI', 'gemini-2.5-flash', 'gemini:gemini-2.5-flash'],
    ])('sends %s models by their bare name, with the key as a bearer token', async (prefix, name, id) => {
      const { settings: config } = settings({
        [`${prefix}_API_KEY`]: 'sk-provider-test',
        [`${prefix}_BASE_URL`]: openAi.server().baseUrl,
      });
      openAi.server().enqueue({ text: 'compatible' });

      const [model] = modelCandidates(config, { model: name, fallbackModels: [] }).models;
      const response = await model?.generate({ messages: [{ role: 'user', content: 'Hi' }], tools: [] });

      expect(model?.id).toBe(id);
      expect(response?.text).toBe('compatible');
      expect(openAi.server().requests[0]).toMatchObject({
        path: '/v1/chat/completions',
        body: { model: name },
        headers: { authorization: 'Bearer sk-provider-test' },
      });
    });
  });

  describe('when a model belongs to a provider without a key', () => {
    it('skips it, says so in a log line, and lists it as skipped', () => {
      const { settings: config, logger } = settings({ OPENAI_API_KEY: 'sk-openai', TOGETHER_API_KEY: '' });

      const { models, skipped } = modelCandidates(config, {
        model: 'openai:gpt-4o',
        fallbackModels: ['groq:llama-3.3-70b-versatile', 'together:x', 'mistral:large', 'gpt-4o-mini'],
      });

      expect(models.map((model) => model.id)).toEqual(['openai:gpt-4o', 'openai:gpt-4o-mini']);
      expect(skipped).toEqual([
        { model: 'groq:llama-3.3-70b-versatile', reason: 'GROQ_API_KEY is not set' },
        { model: 'together:x', reason: 'TOGETHER_API_KEY is not set' },
        { model: 'mistral:large', reason: 'unknown provider "mistral"' },
      ]);
      expect(logger.lines).toEqual([
        {
          level: 'info',
          event: 'model-skipped',
          fields: { model: 'groq:llama-3.3-70b-versatile', reason: 'GROQ_API_KEY is not set' },
        },
        {
          level: 'info',
          event: 'model-skipped',
          fields: { model: 'together:x', reason: 'TOGETHER_API_KEY is not set' },
        },
        {
          level: 'info',
          event: 'model-skipped',
          fields: { model: 'mistral:large', reason: 'unknown provider "mistral"' },
        },
      ]);
    });
  });

  describe('when a model is named twice', () => {
    it('keeps the first, also across spellings', () => {
      const { settings: config } = settings(allKeys);

      const { models, skipped } = modelCandidates(config, {
        model: 'gpt-4o-mini',
        fallbackModels: [
          'openai:gpt-4o-mini',
          'OpenAI:gpt-4o-mini',
          'groq:llama-3.3-70b-versatile',
          'groq:llama-3.3-70b-versatile',
        ],
      });

      expect(models.map((model) => model.id)).toEqual(['openai:gpt-4o-mini', 'groq:llama-3.3-70b-versatile']);
      expect(skipped).toEqual([]);
    });
  });

  describe('when the provider base URL is overridden', () => {
    it('builds models that talk to it with the provider key', async () => {
      const { settings: config } = settings({
        OPENROUTER_API_KEY: 'sk-or-test',
        OPENROUTER_BASE_URL: openAi.server().baseUrl,
      });
      openAi.server().enqueue({ text: 'routed' });

      const [model] = modelCandidates(config, { model: 'openrouter:openai/gpt-4o-mini', fallbackModels: [] }).models;
      const response = await model?.generate({ messages: [{ role: 'user', content: 'Hi' }], tools: [] });

      expect(response?.text).toBe('routed');
      expect(openAi.server().requests[0]?.body.model).toBe('openai/gpt-4o-mini');
      expect(openAi.server().requests[0]?.headers.authorization).toBe('Bearer sk-or-test');
    });
  });
});

describe('toolFallbackCandidates', () => {
  describe('when PARLEY_FALLBACK_TOOL_MODELS names models', () => {
    it('uses them in order, skipping those without a key', () => {
      const { settings: config, logger } = settings({
        OPENAI_API_KEY: 'sk',
        PARLEY_FALLBACK_TOOL_MODELS: 'groq:llama-3.3-70b-versatile, openai:gpt-4.1, gpt-4o',
      });

      expect(toolFallbackCandidates(config, true).map((model) => model.id)).toEqual([
        'openai:gpt-4.1',
        'openai:gpt-4o',
      ]);
      expect(logger.lines.map((line) => line.fields.model)).toEqual(['groq:llama-3.3-70b-versatile']);
    });
  });

  describe('when nothing names them', () => {
    it('uses the first two models of the default chain', () => {
      const { settings: config } = settings(allKeys);

      expect(toolFallbackCandidates(config, true).map((model) => model.id)).toEqual(defaultFallbackModels.slice(0, 2));
    });
  });

  describe('when the fallback tool caller is turned off', () => {
    it.each(['off', 'OFF', 'false', '0'])('is empty for PARLEY_FALLBACK_TOOL=%s', (value) => {
      expect(toolFallbackCandidates(settings({ ...allKeys, PARLEY_FALLBACK_TOOL: value }).settings, true)).toEqual([]);
    });

    it('is empty when the agent turned it off', () => {
      expect(
        toolFallbackCandidates(settings({ ...allKeys, PARLEY_FALLBACK_TOOL_MODELS: 'openai:gpt-4o' }).settings, false),
      ).toEqual([]);
    });
  });

  describe('when only the demo model runs', () => {
    it('is empty', () => {
      expect(toolFallbackCandidates(settings({ PARLEY_FALLBACK_TOOL_MODELS: 'openai:gpt-4o' }).settings, true)).toEqual(
        [],
      );
    });
  });
});
