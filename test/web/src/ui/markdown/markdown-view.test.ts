// @vitest-environment node
import type { WindowLike } from 'dompurify';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { createMarkdownView } from '../../../../../web/src/ui/markdown/markdown-view.ts';
import { createSanitizer } from '../../../../../web/src/ui/markdown/sanitize-html.ts';

const { window } = new JSDOM('<!doctype html><html><body></body></html>');
const sanitize = createSanitizer(window as unknown as WindowLike);

function newView() {
  if (sanitize === null) throw new Error('DOMPurify does not support jsdom');
  const target = window.document.createElement('div');
  return { target, view: createMarkdownView(target, sanitize) };
}

const reply = [
  '### Plan',
  '',
  'Here is **what** I found at https://example.com/report, and `code`.',
  'A second line of the paragraph.',
  '',
  '1. first',
  '2. second',
  '   continued',
  '',
  '- loose item',
  '',
  '- another',
  '',
  '| name | cost |',
  '|:-----|-----:|',
  '| a    | 1    |',
  '| b    | 2    |',
  '',
  '```ts',
  'const x = 1;',
  '',
  'console.log(x);',
  '```',
  '',
  '    indented code',
  '',
  '> quoted',
  'lazy line',
  '',
  'Setext heading',
  '---',
  '',
  '***',
  'Last <b>raw</b> words.',
].join('\n');

describe('createMarkdownView', () => {
  describe('when a reply streams in small deltas', () => {
    it('shows after every delta what rendering the whole text so far shows', () => {
      const streamed = newView();
      const whole = newView();
      for (let end = 3; end < reply.length + 3; end += 3) {
        const prefix = reply.slice(0, end);
        streamed.view.update(prefix);
        whole.view.render(prefix);
        expect(streamed.target.innerHTML, `after ${JSON.stringify(prefix.slice(-20))}`).toBe(whole.target.innerHTML);
      }
    });

    it('keeps the finished blocks as the same nodes while the last one grows', () => {
      const { target, view } = newView();
      view.update('# Title\n\nFirst para');
      const heading = target.querySelector('h1');
      view.update('# Title\n\nFirst paragraph, longer now');
      expect(target.querySelector('h1')).toBe(heading);
      expect(target.querySelector('p')?.textContent).toBe('First paragraph, longer now');
    });
  });

  describe('when the streamed text is cut back (a retried model call)', () => {
    it('shows the shorter text', () => {
      const { target, view } = newView();
      view.update('# One\n\nTwo\n\nThree');
      view.update('# One\n\nTw');
      expect(target.innerHTML).toBe('<h1>One</h1>\n<p>Tw</p>\n');
    });
  });

  describe('when the model writes Markdown', () => {
    it('renders headings, emphasis, lists, tables and code blocks', () => {
      const { target, view } = newView();
      view.render(reply);
      expect(target.querySelector('h3')?.textContent).toBe('Plan');
      expect(target.querySelector('strong')?.textContent).toBe('what');
      expect(target.querySelectorAll('ol > li')).toHaveLength(2);
      expect(target.querySelectorAll('table td')).toHaveLength(4);
      expect([...target.querySelectorAll('table th')].map((cell) => cell.getAttribute('align'))).toEqual([
        'left',
        'right',
      ]);
      expect(target.querySelector('pre code.language-ts')?.textContent).toBe('const x = 1;\n\nconsole.log(x);\n');
      expect(target.textContent).not.toContain('**');
    });
  });

  describe('when the model writes HTML or unsafe links', () => {
    it('shows raw HTML as text and runs none of it', () => {
      const { target, view } = newView();
      view.render('Hi <img src=x onerror="alert(1)"> <script>alert(2)</script>\n\n<div onclick="x()">block</div>');
      expect(target.querySelector('img, script, div')).toBeNull();
      expect(target.textContent).toContain('<script>alert(2)</script>');
      expect(target.innerHTML).not.toMatch(/<(img|script|div)/);
    });

    it('links only http(s) addresses, in a new tab with rel="noopener noreferrer"', () => {
      const { target, view } = newView();
      view.render('[a](https://example.com/a) [b](javascript:alert(1)) [c](data:text/html,x) [d](/relative)');
      const links = [...target.querySelectorAll('a')];
      expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://example.com/a', null, null, null]);
      expect(links[0]?.getAttribute('rel')).toBe('noopener noreferrer');
      expect(links[0]?.getAttribute('target')).toBe('_blank');
    });

    it('shows an image as a link to it, never loading it', () => {
      const { target, view } = newView();
      view.render('![chart](https://tracker.example/pixel.png)');
      expect(target.querySelector('img')).toBeNull();
      expect(target.querySelector('a')?.getAttribute('href')).toBe('https://tracker.example/pixel.png');
      expect(target.querySelector('a')?.textContent).toBe('chart');
    });
  });
});
