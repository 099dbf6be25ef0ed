import { describe, expect, it } from 'vitest';
import { anyProviderConfigured, parseModelName, resolveProvider } from '../../../shared/llm/provider-registry.ts';
import type { Environment } from '../../../shared/config/environment.ts';
import { parseConfiguration } from '../../../shared/config/parse-configuration.ts';

describe('parseModelName', () => {
  describe('when the name has a provider prefix', () => {
    it('splits it into provider and model', () => {
      expect(parseModelName('openai:gpt-4o-mini')).toEqual({
        provider: 'openai',
        model: 'gpt-4o-mini',
        id: 'openai:gpt-4o-mini',
      });
    });

    it('keeps the slash of a routed model name', () => {
      expect(parseModelName('openrouter:openai/gpt-4o-mini')).toEqual({
        provider: 'openrouter',
        model: 'openai/gpt-4o-mini',
        id: 'openrouter:openai/gpt-4o-mini',
      });
    });

    it('reads the provider case-insensitively and trims both parts', () => {
      expect(parseModelName(' Groq : llama-3.3-70b-versatile ')?.id).toBe('groq:llama-3.3-70b-versatile');
    });
  });

  describe('when the name is bare', () => {
    it('means OpenAI', () => {
      expect(parseModelName('gpt-4o-mini')).toEqual({
        provider: 'openai',
        model: 'gpt-4o-mini',
        id: 'openai:gpt-4o-mini',
      });
    });

    it.each([
      ['claude-haiku-4-5', 'anthropic:claude-haiku-4-5'],
      ['Claude-Sonnet-4-5', 'anthropic:Claude-Sonnet-4-5'],
      ['gemini-2.5-flash', 'gemini:gemini-2.5-flash'],
    ])('routes %s to its provider by prefix', (name, id) => {
      expect(parseModelName(name)?.id).toBe(id);
    });

    it('keeps an OpenAI fine-tune name, colons and all', () => {
      expect(parseModelName('ft:gpt-4o-mini-2024-07-18:acme::9abc')).toEqual({
        provider: 'openai',
        model: 'ft:gpt-4o-mini-2024-07-18:acme::9abc',
        id: 'openai:ft:gpt-4o-mini-2024-07-18:acme::9abc',
      });
    });
  });

  describe('when a part is empty', () => {
    it.each(['', '   ', 'openai:', ':gpt-4o'])('is null for %j', (name) => {
      expect(parseModelName(name)).toBeNull();
    });
  });
});

/** The provider settings a deployment with `environment` has (shared/config/ reads them). */
function providersOf(environment: Environment) {
  return parseConfiguration(environment).models.providers;
}

describe('resolveProvider', () => {
  describe('when the key and a base URL override are set', () => {
    it('uses both', () => {
      const resolved = resolveProvider(
        'openai',
        providersOf({
          OPENAI_API_KEY: ' sk-abc ',
          OPENAI_BASE_URL: 'http://127.0.0.1:9999/v1',
        }),
      );

      expect(resolved).toMatchObject({
        baseUrl: 'http://127.0.0.1:9999/v1',
        apiKey: 'sk-abc',
        config: { name: 'openai', apiKeyVariable: 'OPENAI_API_KEY' },
      });
    });

    it.each([
      ['openrouter', 'OPENROUTER_API_KEY', 'OPENROUTER_BASE_URL'],
      ['groq', 'GROQ_API_KEY', 'GROQ_BASE_URL'],
      ['together', 'TOGETHER_API_KEY', 'TOGETHER_BASE_URL'],
      ['anthropic', 'ANTHROPIC_API_KEY', 'ANTHROPIC_BASE_URL'],
      ['gemini', 'GEMINI_API_KEY', 'GEMINI_BASE_URL'],
      ['gemini', 'GOOGLE_API_KEY', 'GEMINI_BASE_URL'],
    ])('reads %s from %s and %s', (name, keyVariable, urlVariable) => {
      expect(resolveProvider(name, providersOf({ [keyVariable]: 'key', [urlVariable]: 'http://127.0.0.1:1/v1' })))
        .toMatchObject({
          apiKey: 'key',
          baseUrl: 'http://127.0.0.1:1/v1',
        });
    });
  });

  describe('when both Gemini key variables are set', () => {
    it('prefers GEMINI_API_KEY, and reads GOOGLE_API_KEY when it is blank', () => {
      expect(
        resolveProvider('gemini', providersOf({ GEMINI_API_KEY: 'gemini-key', GOOGLE_API_KEY: 'google-key' }))?.apiKey,
      ).toBe(
        'gemini-key',
      );
      expect(resolveProvider('gemini', providersOf({ GEMINI_API_KEY: ' ', GOOGLE_API_KEY: 'google-key' }))?.apiKey)
        .toBe(
          'google-key',
        );
    });
  });

  describe('when nothing is set', () => {
    it.each([
      ['anthropic', 'https://api.anthropic.com/v1'],
      ['gemini', 'https://generativelanguage.googleapis.com/v1beta/openai'],
    ])('uses the OpenAI-compatible endpoint of %s', (name, baseUrl) => {
      expect(resolveProvider(name, providersOf({}))).toMatchObject({ baseUrl, apiKey: null });
    });

    it("uses the provider's public base URL and has no key", () => {
      expect(resolveProvider('groq', providersOf({}))).toMatchObject({
        baseUrl: 'https://api.groq.com/openai/v1',
        apiKey: null,
      });
      expect(resolveProvider('openrouter', providersOf({ OPENROUTER_BASE_URL: '  ' }))?.baseUrl).toBe(
        'https://openrouter.ai/api/v1',
      );
    });
  });

  describe('when the key is empty or blank', () => {
    it('has no key', () => {
      expect(resolveProvider('openai', providersOf({ OPENAI_API_KEY: '' }))?.apiKey).toBeNull();
      expect(resolveProvider('openai', providersOf({ OPENAI_API_KEY: '   ' }))?.apiKey).toBeNull();
    });
  });

  describe('when the provider is unknown', () => {
    it('is null', () => {
      expect(resolveProvider('mistral', providersOf({ MISTRAL_API_KEY: 'x' }))).toBeNull();
      expect(resolveProvider('demo', providersOf({}))).toBeNull();
    });
  });
});

describe('anyProviderConfigured', () => {
  describe('when one provider has a key', () => {
    it('is true', () => {
      expect(anyProviderConfigured(providersOf({ TOGETHER_API_KEY: 'key' }))).toBe(true);
      expect(anyProviderConfigured(providersOf({ ANTHROPIC_API_KEY: 'key' }))).toBe(true);
      expect(anyProviderConfigured(providersOf({ GOOGLE_API_KEY: 'key' }))).toBe(true);
    });
  });

  describe('when no key is set, or only blank ones and base URLs', () => {
    it('is false', () => {
      expect(anyProviderConfigured(providersOf({}))).toBe(false);
      expect(
        anyProviderConfigured(
          providersOf({ OPENAI_API_KEY: '', GROQ_API_KEY: ' ', OPENAI_BASE_URL: 'http://127.0.0.1:1/v1' }),
        ),
      )
        .toBe(false);
    });
  });
});
