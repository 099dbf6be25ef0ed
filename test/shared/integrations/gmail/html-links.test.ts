import { describe, expect, it } from 'vitest';
import { linksOfHtml } from '../../../../shared/integrations/gmail/html-links.ts';

describe('linksOfHtml', () => {
  it('finds links, images, form targets, srcset and CSS urls, once each', () => {
    const html = `<style>.a{background:url("https://css.example/bg.png")}</style>
      <a href="https://pay.example/x?a=1&amp;b=2">Pay</a> <a href="https://pay.example/x?a=1&b=2">again</a>
      <img src="//pixel.example/p.gif"> <img srcset="https://img.example/1x.png 1x, https://img.example/2x.png 2x">
      <form action="https://form.example/post"></form><td style="background-image: url('https://td.example/i.png')">`;

    expect(linksOfHtml(html).sort()).toEqual([
      'https://css.example/bg.png',
      'https://form.example/post',
      'https://img.example/1x.png',
      'https://img.example/2x.png',
      'https://pay.example/x?a=1&b=2',
      'https://pixel.example/p.gif',
      'https://td.example/i.png',
    ]);
  });

  it('ignores relative addresses, mailto and fragments, which reach nothing from a mail', () => {
    expect(linksOfHtml('<a href="/x">x</a><a href="mailto:a@example.com">m</a><a href="#top">t</a>')).toEqual([]);
  });
});
