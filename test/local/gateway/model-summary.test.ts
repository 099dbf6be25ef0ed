import { describe, expect, it } from 'vitest';
import { summarizeModel } from '../../../local/gateway/model-summary.ts';

describe('summarizeModel', () => {
  describe('when no provider has an API key', () => {
    it('names the offline demo model plainly', () => {
      expect(summarizeModel({})).toBe('demo model (offline, no API key set)');
    });

    it('says when the demo model makes mistakes on purpose', () => {
      expect(summarizeModel({ PARLEY_DEMO_MISTAKES: 'on' })).toBe(
        'demo model (offline, no API key set), making one mistake per turn on purpose (PARLEY_DEMO_MISTAKES=on)',
      );
    });
  });

  describe('when a provider has a key', () => {
    it('names the first model a default agent uses, its fallbacks and the keyed providers', () => {
      expect(summarizeModel({ OPENAI_API_KEY: 'sk-test' })).toBe(
        'openai:gpt-4o-mini (API keys set: openai; an agent may name its own model)',
      );
    });

    it('follows PARLEY_DEFAULT_MODEL and skips models without a key', () => {
      expect(summarizeModel({ GROQ_API_KEY: 'gsk', PARLEY_DEFAULT_MODEL: 'groq:llama-3.1-8b-instant' }))
        .toBe(
          'groq:llama-3.1-8b-instant, then groq:llama-3.3-70b-versatile (API keys set: groq; an agent may name its own model)',
        );
    });
  });
});
