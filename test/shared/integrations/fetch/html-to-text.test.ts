import { describe, expect, it } from 'vitest';
import { decodeEntities } from '../../../../shared/integrations/fetch/html-entities.ts';
import { htmlToReadableText, maxReadableChars } from '../../../../shared/integrations/fetch/html-to-text.ts';
import { tokenizeHtml } from '../../../../shared/integrations/fetch/html-tokenizer.ts';
import { findElements, maxTreeDepth, parseHtml } from '../../../../shared/integrations/fetch/html-tree.ts';

const prose = (topic: string) =>
  `The ${topic} has been studied for centuries, and scientists agree on most of its causes, effects and long-term patterns across the world.`;

const newsPage = `<!doctype html>
<html lang="en"><head>
  <meta charset="utf-8"><title>Tides &amp; Time | Example News</title>
  <style>p { color: red }</style>
  <script>document.write("<p>injected by script</p>")</script>
</head><body>
  <header class="site-header"><a href="/">Example News</a><nav><a href="/world">World</a> <a href="/science">Science</a></nav></header>
  <div id="cookie-consent">We use cookies to improve your experience. <button>Accept all</button></div>
  <div class="layout">
    <div class="main-column">
      <article class="post">
        <h1>Why the tides rise and fall</h1>
        <p class="byline">By A. Writer</p>
        <p>${prose('tide')}</p>
        <p>${prose('moon')}</p>
        <ul><li>Spring tides<li>Neap tides</ul>
        <p>${prose('sun')} Read more at <a href="/more">our explainer</a>.</p>
        <div class="share-links"><a href="#">Share on X</a> <a href="#">Share by email</a></div>
      </article>
      <section class="comments"><p>${prose('comment section')}</p></section>
    </div>
    <aside class="sidebar"><p>${prose('advertised product')}</p></aside>
  </div>
  <footer>© 2025 Example News. All rights reserved. <a href="/privacy">Privacy</a></footer>
</body></html>`;

describe('htmlToReadableText', () => {
  describe('when the page is an article among page chrome', () => {
    const readable = htmlToReadableText(newsPage);

    it('takes the title from <title>, entities decoded', () => {
      expect(readable.title).toBe('Tides & Time | Example News');
    });

    it('keeps the article: heading, paragraphs and list items, in order', () => {
      expect(readable.text).toBe([
        'Why the tides rise and fall',
        '',
        'By A. Writer',
        '',
        prose('tide'),
        '',
        prose('moon'),
        '',
        '- Spring tides',
        '- Neap tides',
        '',
        `${prose('sun')} Read more at our explainer.`,
      ].join('\n'));
    });

    it('drops scripts, styles, navigation, cookie banners, share links, comments, sidebars and footers', () => {
      for (
        const unwanted of [
          'injected by script',
          'color: red',
          'World',
          'cookies',
          'Share on X',
          'comment section',
          'advertised product',
          'All rights reserved',
        ]
      ) {
        expect(readable.text).not.toContain(unwanted);
      }
    });
  });

  describe('when paragraphs are split across sibling blocks', () => {
    it('joins the well-scoring siblings of the best block', () => {
      const html =
        `<body><div class="story"><div class="part"><p>${prose('first part')}</p><p>${prose('second part')}</p></div>` +
        `<div class="part"><p>${prose('third part')}</p><p>${
          prose('fourth part')
        }</p></div><div class="part"><a href="/x">Next story</a></div></div></body>`;

      const { text } = htmlToReadableText(html);

      expect(text).toContain('first part');
      expect(text).toContain('fourth part');
      expect(text).not.toContain('Next story');
    });
  });

  describe('when the page has no paragraphs', () => {
    it('falls back to the body text', () => {
      expect(htmlToReadableText('<body><div>Short note.</div><div>Second line</div></body>').text).toBe(
        'Short note.\nSecond line',
      );
    });

    it('reads a fragment without <html> or <body>', () => {
      expect(htmlToReadableText('Hello <b>world</b> &mdash; again').text).toBe('Hello world — again');
    });
  });

  describe('when the title is missing', () => {
    it('uses og:title, else the first heading', () => {
      expect(
        htmlToReadableText(
          '<head><meta property="og:title" content=" Open  Graph "></head><body><h1>Heading</h1></body>',
        ).title,
      ).toBe('Open Graph');
      expect(htmlToReadableText('<body><h1>Heading <em>one</em></h1><p>x</p></body>').title).toBe('Heading one');
      expect(htmlToReadableText('<p>no title</p>').title).toBe('');
    });
  });

  describe('when elements are hidden', () => {
    it('leaves them out', () => {
      const html =
        '<body><p>Seen.</p><p hidden>Hidden attribute.</p><p aria-hidden="true">Aria hidden.</p><p style="display: none">Display none.</p><div role="navigation">Menu</div></body>';

      expect(htmlToReadableText(html).text).toBe('Seen.');
    });
  });

  describe('when text is preformatted or broken by <br>', () => {
    it('keeps its lines', () => {
      expect(htmlToReadableText('<body><p>line one<br>line two</p><pre>a  b\nc</pre></body>').text).toBe(
        'line one\nline two\n\na b\nc',
      );
    });
  });

  describe('when the markup is malformed', () => {
    it.each([
      ['unclosed paragraphs', '<p>One<p>Two<p>Three', 'One\n\nTwo\n\nThree'],
      ['stray end tags', '</div></span><p>Text</p></b>', 'Text'],
      ['a stray <', '<p>3 < 4 and 5 > 2</p>', '3 < 4 and 5 > 2'],
      ['an unclosed comment', '<p>Before</p><!-- never closed <p>After</p>', 'Before'],
      ['an unterminated tag', '<p>Text</p><div class="x', 'Text'],
      ['attributes with > inside quotes', '<p title="a > b">Quoted</p>', 'Quoted'],
      ['uppercase tags', '<P>Upper</P><SCRIPT>var x = 1;</SCRIPT>', 'Upper'],
      [
        'a script with markup inside',
        '<script>if (a < b) { document.write("</div><p>x</p>") }</script><p>After</p>',
        'After',
      ],
    ])('reads %s', (_label, html, text) => {
      expect(htmlToReadableText(html).text).toBe(text);
    });

    it('survives nesting far deeper than the tree keeps', () => {
      const depth = maxTreeDepth * 40;
      const html = `${'<div>'.repeat(depth)}<p>Deep text.</p>${'</div>'.repeat(depth)}`;

      expect(htmlToReadableText(html).text).toBe('Deep text.');
    });

    it('cuts a huge page to the readable limit', () => {
      const html = `<body><p>${'word '.repeat(maxReadableChars)}</p></body>`;

      expect(htmlToReadableText(html).text.length).toBe(maxReadableChars);
    });
  });
});

describe('tokenizeHtml', () => {
  it('reads quoted, unquoted and bare attributes, lower-casing names', () => {
    const [token] = tokenizeHtml(`<A HREF="/x?a=1&amp;b=2" data-n=5 disabled class='c'>`);

    expect(token?.type === 'start' && [token.name, Object.fromEntries(token.attributes)]).toEqual(['a', {
      href: '/x?a=1&b=2',
      'data-n': '5',
      disabled: '',
      class: 'c',
    }]);
  });

  it('keeps <title> and <textarea> content as text with entities, <script> content raw', () => {
    expect(
      tokenizeHtml('<title>A &amp; B</title><script>a &amp;&amp; b</script>').filter((token) => token.type === 'text'),
    ).toEqual([
      { type: 'text', text: 'A & B' },
      { type: 'text', text: 'a &amp;&amp; b' },
    ]);
  });
});

describe('parseHtml', () => {
  it('closes list items and table cells where browsers do', () => {
    const root = parseHtml('<ul><li>a<li>b</ul><table><tr><td>1<td>2<tr><td>3</table>');
    const list = root.children[0];
    const table = root.children[1];

    expect(typeof list !== 'string' && list?.children.map((child) => (typeof child === 'string' ? child : child.name)))
      .toEqual(['li', 'li']);
    expect(
      typeof table !== 'string' && table?.children.map((child) => (typeof child === 'string' ? child : child.name)),
    ).toEqual(['tr', 'tr']);
  });
});

describe('parseHtml on hostile nesting', () => {
  it('keeps all of 100,000 unclosed elements in linear time, where htmlparser2 takes seconds (html-tokenizer.ts)', () => {
    const root = parseHtml(`<body>${'<div>'.repeat(100_000)}x</body>`);

    expect(findElements(root, new Set(['div']))).toHaveLength(100_000);
  });
});

describe('decodeEntities', () => {
  it.each([
    ['&amp;&lt;&gt;&quot;&apos;', '&<>"\''],
    ['caf&eacute; &Uuml;ber &ntilde;', 'café Über ñ'],
    ['&#8217;&#x2019;&#X2014;', '’’—'],
    ['&nbsp;', '\u00a0'],
    ['&unknown; &amp', '&unknown; &'],
    ['&#0; &#xD800; &#1114112;', '\ufffd \ufffd \ufffd'],
  ])('decodes %j', (text, decoded) => {
    expect(decodeEntities(text)).toBe(decoded);
  });
});
