import { describe, expect, it } from 'vitest';
import { loggableUrl, scrubSecret } from '../../../../shared/integrations/search/provider-request.ts';
import { redactText } from '../../../../shared/tools/redact.ts';

const key = 'a1B2c3D4e5F6a7B8c9D0e1F2a3B4c5D6e7F8a9B0c1D2e3F4a5B6c7D8e9F0a1B2';
const serpApiUrl = `https://serpapi.com/search.json?engine=google&q=tides&num=5&api_key=${key}`;

describe('keeping search keys out of what is logged', () => {
  describe('when a SerpAPI URL (key in the query string) reaches free text', () => {
    it('redactText removes the api_key value and keeps the rest', () => {
      expect(redactText(`GET ${serpApiUrl} failed`)).toBe(
        'GET https://serpapi.com/search.json?engine=google&q=tides&num=5&api_key=[redacted] failed',
      );
    });

    it('redactText removes it wherever it sits in the query', () => {
      expect(redactText(`https://serpapi.com/search.json?api_key=${key}&engine=google`)).toBe(
        'https://serpapi.com/search.json?api_key=[redacted]&engine=google',
      );
    });
  });

  describe('when a URL is described for the log', () => {
    it('loses its whole query string', () => {
      expect(loggableUrl(new URL(serpApiUrl))).toBe('https://serpapi.com/search.json');
    });
  });

  describe('when the key appears in any shape', () => {
    it('scrubSecret removes it plain and URL-encoded, even where no pattern would catch it', () => {
      const oddKey = 'short key+/=';
      const text = `header X-API-KEY: ${oddKey}; url q=${encodeURIComponent(oddKey)}`;

      expect(scrubSecret(text, oddKey)).toBe('header X-API-KEY: [redacted]; url q=[redacted]');
    });
  });
});
