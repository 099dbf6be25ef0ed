import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { appUrlsFromConfig, localAuthOrigins } from '../../../local/gateway/app-urls.ts';

describe('appUrlsFromConfig', () => {
  it('reads site_url, then additional_redirect_urls, without blanks or repeats', () => {
    const text =
      `[auth]\nsite_url = "http://127.0.0.1:3000"\nadditional_redirect_urls = ["https://app.example.com", "", "http://127.0.0.1:3000"]\n[api]\nsite_url = "http://ignored"\n`;

    expect(appUrlsFromConfig(text)).toEqual(['http://127.0.0.1:3000', 'https://app.example.com']);
  });

  it('finds nothing in a config without an auth section', () => {
    expect(appUrlsFromConfig('[api]\nport = 54321\n')).toEqual([]);
  });

  it("reads the project's own config.toml", () => {
    const text = readFileSync(new URL('../../../supabase/config.toml', import.meta.url), 'utf8');

    expect(appUrlsFromConfig(text)).toContain('http://127.0.0.1:3000');
  });
});

describe('localAuthOrigins', () => {
  const baseUrl = 'http://127.0.0.1:54321';
  const config = '[auth]\nsite_url = "http://127.0.0.1:3000"\n';

  it("adds PARLEY_APP_URLS from the environment (.env) to the gateway's and config.toml's pages", () => {
    expect(
      localAuthOrigins(baseUrl, config, { PARLEY_APP_URLS: 'https://app.example.com/chat, http://localhost:5173' }),
    )
      .toEqual({
        kind: 'listed',
        origins: [
          'http://127.0.0.1:54321',
          'http://127.0.0.1:3000',
          'https://app.example.com',
          'http://localhost:5173',
        ],
      });
  });

  it("uses PARLEY_CORS_ORIGINS when set, with the gateway's own origin (its web app signs in)", () => {
    expect(localAuthOrigins(baseUrl, config, { PARLEY_CORS_ORIGINS: 'https://team.example.com' })).toEqual({
      kind: 'listed',
      origins: ['http://127.0.0.1:54321', 'https://team.example.com'],
    });
  });

  it('keeps the default list when PARLEY_CORS_ORIGINS does not parse (the configuration reports it)', () => {
    expect(localAuthOrigins(baseUrl, config, { PARLEY_CORS_ORIGINS: 'not an origin' })).toEqual({
      kind: 'listed',
      origins: ['http://127.0.0.1:54321', 'http://127.0.0.1:3000'],
    });
  });
});
