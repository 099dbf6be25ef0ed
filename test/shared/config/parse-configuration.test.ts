import { describe, expect, it } from 'vitest';
import { ConfigurationError, parseConfiguration } from '../../../shared/config/parse-configuration.ts';
import { chatLimits } from '../../../shared/chat/chat-limits.ts';
import { defaultRateLimits } from '../../../shared/http/rate-limits.ts';
import { createGmailFunction } from '../../../shared/functions/gmail-function.ts';
import { silentLogger } from '../../../shared/log/logger.ts';

describe('parseConfiguration', () => {
  describe('when nothing is set', () => {
    it('fills in every documented default', () => {
      const configuration = parseConfiguration({});

      expect(configuration).toMatchObject({
        databaseUrl: null,
        credentialsKeyring: null,
        functionsUrl: null,
        turnDeadlineMs: chatLimits.turnDeadlineMs,
        rateLimits: defaultRateLimits,
        searchBaseUrls: {},
        allowLoopbackFetch: false,
        caller: { serviceKey: null, acceptedServiceKeys: [], internalSecret: null, jwt: { audience: undefined } },
        models: {
          defaultModel: null,
          fallbackModels: [],
          fallbackTool: true,
          fallbackToolModels: [],
          demoMistakes: false,
        },
        gmail: { gmailApiBaseUrl: 'https://gmail.googleapis.com/gmail/v1' },
        connect: { redirectUri: null, appUrls: [], google: { tokenUrl: 'https://oauth2.googleapis.com/token' } },
      });
      expect(configuration.models.providers.openai).toEqual({ apiKey: null, baseUrl: 'https://api.openai.com/v1' });
    });
  });

  describe('when values are set', () => {
    it('trims them, reads blank ones as unset and derives what follows from them', () => {
      const configuration = parseConfiguration({
        DATABASE_URL: ' ',
        SUPABASE_DB_URL: 'postgres://db',
        SUPABASE_URL: 'https://project.supabase.co/',
        SUPABASE_SERVICE_ROLE_KEY: ' service ',
        PARLEY_TURN_DEADLINE_MS: '90000',
        PARLEY_FALLBACK_TOOL: 'OFF',
        PARLEY_FALLBACK_MODELS: 'groq:llama-3.3-70b-versatile, ,claude-haiku-4-5',
        GEMINI_API_KEY: ' ',
        GOOGLE_API_KEY: 'google-key',
        SERPER_BASE_URL: 'http://127.0.0.1:9/serper',
        PARLEY_ALLOW_LOOPBACK_FETCH: 'on-for-tests-only',
        PARLEY_JWT_AUDIENCE: ' parley-users ',
      });

      expect(configuration).toMatchObject({
        databaseUrl: 'postgres://db',
        functionsUrl: 'https://project.supabase.co/functions/v1',
        turnDeadlineMs: 90_000,
        caller: {
          serviceKey: 'service',
          acceptedServiceKeys: ['service'],
          internalSecret: 'service',
          jwt: { audience: 'parley-users' },
        },
        models: { fallbackTool: false, fallbackModels: ['groq:llama-3.3-70b-versatile', 'claude-haiku-4-5'] },
        searchBaseUrls: { serper: 'http://127.0.0.1:9/serper' },
        allowLoopbackFetch: true,
        connect: { redirectUri: 'https://project.supabase.co/functions/v1/integrations/gmail/callback' },
      });
      expect(configuration.models.providers.gemini?.apiKey).toBe('google-key');
    });
  });

  describe('when a value is malformed', () => {
    it.each([
      ['PARLEY_TURN_DEADLINE_MS', 'soon', /PARLEY_TURN_DEADLINE_MS must be a whole number above 0; got "soon"/],
      ['PARLEY_TURN_DEADLINE_MS', '-5', /PARLEY_TURN_DEADLINE_MS must be a whole number/],
      ['PARLEY_RATE_LIMIT_CHAT', '100 per minute', /PARLEY_RATE_LIMIT_CHAT must be <requests>\/<seconds>/],
      ['PARLEY_FALLBACK_TOOL', 'maybe', /PARLEY_FALLBACK_TOOL must be on or off/],
      ['PARLEY_DEMO_MISTAKES', 'sometimes', /PARLEY_DEMO_MISTAKES must be on or off/],
      ['PARLEY_FALLBACK_MODELS', 'openai:', /PARLEY_FALLBACK_MODELS must be comma-separated model names/],
      ['OPENAI_BASE_URL', 'api.openai.com', /OPENAI_BASE_URL must be an http\(s\) URL/],
      ['GMAIL_API_BASE_URL', 'ftp://mail', /GMAIL_API_BASE_URL must be an http\(s\) URL/],
      ['PARLEY_ALLOW_LOOPBACK_FETCH', 'on', /PARLEY_ALLOW_LOOPBACK_FETCH must be on-for-tests-only/],
      ['PARLEY_APP_URLS', 'app.example.com', /PARLEY_APP_URLS entry 1 is not an http\(s\) URL/],
      ['PARLEY_CREDENTIALS_KEY', 'short', /PARLEY_CREDENTIALS_KEY is invalid/],
    ])('refuses %s=%s, naming the variable', (variable, value, message) => {
      expect(() => parseConfiguration({ [variable]: value })).toThrow(message);
    });

    it('names every variable at fault at once', () => {
      let error: unknown;
      try {
        parseConfiguration({ PARLEY_TURN_DEADLINE_MS: 'x', PARLEY_RATE_LIMIT_TOOLS: 'y' });
      } catch (thrown) {
        error = thrown;
      }
      expect(error).toBeInstanceOf(ConfigurationError);
      expect((error as ConfigurationError).variables).toEqual(['PARLEY_TURN_DEADLINE_MS', 'PARLEY_RATE_LIMIT_TOOLS']);
    });

    it('fails the function at boot, before any request', () => {
      expect(() =>
        createGmailFunction({
          SUPABASE_JWT_SECRET: 'a-secret-of-at-least-32-characters-long',
          PARLEY_RATE_LIMIT_TOOLS: 'lots',
        }, {
          logger: silentLogger,
        })
      ).toThrow(/PARLEY_RATE_LIMIT_TOOLS/);
    });
  });
});
