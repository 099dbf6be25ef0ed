import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { appUrlsFromConfig } from '../../../local/gateway/app-urls.ts';

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
