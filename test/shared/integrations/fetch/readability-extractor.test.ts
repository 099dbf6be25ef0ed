import { beforeAll, describe, expect, it } from 'vitest';
import type { ReadablePage } from '../../../../shared/integrations/fetch/html-to-text.ts';
import {
  createReadabilityExtractor,
  readabilityLimits,
} from '../../../../shared/integrations/fetch/readability-extractor.ts';

const prose = (topic: string) =>
  `The ${topic} has been studied for centuries, and scientists agree on most of its causes, effects and long-term patterns across the world.`;

const article = `<!doctype html><html><head><title>How tides work - Ocean Facts</title></head><body>
  <nav><a href="/">Home</a> <a href="/about">About</a></nav>
  <main><article><h1>How tides work</h1>
    <p>${prose('tide')}</p><p>${prose('moon')}</p><p>${prose('sun')}</p>
    <ul><li>Spring tides</li><li>Neap tides</li></ul>
  </article></main>
  <footer>Copyright Ocean Facts</footer></body></html>`;

describe('createReadabilityExtractor', () => {
  const extract = createReadabilityExtractor();

  describe('when the page is an ordinary article', () => {
    let page: ReadablePage;
    beforeAll(async () => {
      page = await extract(article, 'https://ocean.example/tides');
    });

    it('reads it with Readability', () => {
      expect(page.extractedBy).toBe('readability');
    });

    it('keeps the article as paragraphs and list items, without the page chrome', () => {
      expect(page.text).toBe(
        [prose('tide'), '', prose('moon'), '', prose('sun'), '', '- Spring tides', '- Neap tides'].join('\n'),
      );
    });

    it("takes Readability's title", () => {
      expect(page.title).toBe('How tides work - Ocean Facts');
    });
  });

  describe('when the page nests deeper than Readability is trusted with', () => {
    it('reads it with the built-in extractor instead', async () => {
      const depth = readabilityLimits.maxDepth + 200;
      const html = `<html><body>${'<div>'.repeat(depth)}<p>${prose('deep page')}</p>${
        '</div>'.repeat(depth)
      }</body></html>`;

      const page = await extract(html, 'https://deep.example/');

      expect(page).toEqual({ title: '', text: prose('deep page'), extractedBy: 'built-in' });
    });
  });

  describe('when the page has more elements than Readability is trusted with', () => {
    it('reads it with the built-in extractor instead', async () => {
      const html = `<html><body><article>${
        `<p><span>${prose('long page')}</span></p>`.repeat(readabilityLimits.maxElements)
      }</article></body></html>`;

      expect((await extract(html, 'https://long.example/')).extractedBy).toBe('built-in');
    });
  });

  describe('when Readability finds no article or cannot read the markup', () => {
    it.each([
      ['a fragment without <body>', '<p>Just a fragment of text.</p>', 'Just a fragment of text.'],
      ['an empty page', '<html><body></body></html>', ''],
    ])('falls back to the built-in extractor for %s', async (_label, html, text) => {
      expect(await extract(html, 'https://x.example/')).toMatchObject({ text, extractedBy: 'built-in' });
    });
  });
});
