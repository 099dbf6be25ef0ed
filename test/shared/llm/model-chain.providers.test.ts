import { describe, expect, it } from 'vitest';
import { modelCandidates } from '../../../shared/llm/model-candidates.ts';
import type { ScriptedReply } from '../../support/scripted-openai-server.ts';
import { testChain } from './support/chain-fixture.ts';
import { useScriptedOpenAi } from './support/openai-fixture.ts';
import { recordingLogger } from './support/recording-logger.ts';
import { parseConfiguration } from '../../../shared/config/parse-configuration.ts';

const openAi = useScriptedOpenAi();

/** OpenAI, Claude and Gemini, all pointed at the scripted server. */
function threeProviderChain() {
  const baseUrl = openAi.server().baseUrl;
  const environment = {
    OPENAI_API_KEY: 'sk-openai',
    OPENAI_BASE_URL: baseUrl,
    ANTHROPIC_API_KEY: 'sk-ant',
    ANTHROPIC_BASE_URL: baseUrl,
    GOOGLE_API_KEY: 'google-key',
    GEMINI_BASE_URL: baseUrl,
  };
  const { models } = modelCandidates({
    configuration: parseConfiguration(environment).models,
    logger: recordingLogger(),
  }, {
    model: 'gpt-4o-mini',
    fallbackModels: ['claude-haiku-4-5', 'gemini-2.5-flash'],
  });
  return testChain(models, { maxModelFailures: 3 });
}

const unavailable: ScriptedReply = { status: 503, error: { message: 'overloaded', type: 'overloaded_error' } };
const refused: ScriptedReply = { status: 401, error: { message: 'invalid key', type: 'authentication_error' } };

describe('model chain across providers', () => {
  describe('when the primary fails for good and the Claude fallback fails transiently once', () => {
    it('retries Claude before moving on, and never asks Gemini', async () => {
      const seen: Record<string, number> = {};
      openAi.server().respond = (body) => {
        seen[body.model] = (seen[body.model] ?? 0) + 1;
        if (body.model === 'gpt-4o-mini') return refused;
        if (body.model === 'claude-haiku-4-5' && seen[body.model] === 1) return unavailable;
        return { text: `answered by ${body.model}` };
      };
      const { chain, events } = threeProviderChain();

      const result = await chain.generate({ messages: [{ role: 'user', content: 'Hi' }], tools: [] });

      expect(result.response.text).toBe('answered by claude-haiku-4-5');
      expect(openAi.server().requests.map((request) => request.body.model)).toEqual([
        'gpt-4o-mini',
        'claude-haiku-4-5',
        'claude-haiku-4-5',
      ]);
      expect(events.map((event) => event.kind)).toEqual(['error', 'fallback', 'error', 'retry']);
      expect(events[3]).toMatchObject({ kind: 'retry', model: 'anthropic:claude-haiku-4-5', status: 503 });
    });
  });

  describe('when the Claude fallback keeps failing transiently', () => {
    it('gives it every attempt, then moves on to Gemini', async () => {
      openAi.server().respond = (body) => {
        if (body.model === 'gpt-4o-mini') return refused;
        if (body.model === 'claude-haiku-4-5') return unavailable;
        return { text: `answered by ${body.model}` };
      };
      const { chain, events } = threeProviderChain();

      const result = await chain.generate({ messages: [{ role: 'user', content: 'Hi' }], tools: [] });

      expect(result.model.id).toBe('gemini:gemini-2.5-flash');
      expect(openAi.server().requests.map((request) => request.body.model)).toEqual([
        'gpt-4o-mini',
        'claude-haiku-4-5',
        'claude-haiku-4-5',
        'claude-haiku-4-5',
        'gemini-2.5-flash',
      ]);
      expect(events.filter((event) => event.kind === 'retry').map((event) => event.kind === 'retry' && event.model))
        .toEqual(['anthropic:claude-haiku-4-5', 'anthropic:claude-haiku-4-5']);
      expect(openAi.server().requests.at(-1)?.headers.authorization).toBe('Bearer google-key');
    });
  });
});
