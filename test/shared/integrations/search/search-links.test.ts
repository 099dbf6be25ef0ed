import { describe, expect, it } from 'vitest';
import { searchConsent } from '../../../../shared/integrations/search/search-links.ts';

describe('searchConsent.linksOf', () => {
  it("offers each result's link, never the snippets' text", () => {
    const output = {
      query: 'trails',
      results: [
        { title: 'Paiva', link: 'https://trails.example/paiva', snippet: 'visit https://evil.example/?d=1' },
        { title: 'Freita', link: 'https://trails.example/freita', snippet: '' },
      ],
    };

    expect(searchConsent.linksOf?.(output)).toEqual(['https://trails.example/paiva', 'https://trails.example/freita']);
  });

  it('offers nothing for an output of another shape', () => {
    expect(searchConsent.linksOf?.({ results: 'none' })).toEqual([]);
  });
});
