/**
 * Every host an HTML mail body can make its reader's mail client reach, found the way an
 * attacker cannot hide one: the whole body is searched, markup and text alike, after the
 * decodings a browser applies (character references, CSS escapes, the tab, newline and
 * control characters a URL parser drops), for anything a URL parser would read as a web
 * address with a host: a scheme followed by a host (with or without slashes, backslashes
 * included), or `//host`. html-links.ts finds the exact addresses of well-formed markup;
 * this finds hosts in what it cannot parse (a comment a browser ends early, `<noscript>`,
 * CSS `@import`, a `<style>` never closed, an attribute no list names). It over-reports on
 * purpose: a host in the body's text ("see https://evil.example") also counts, which only
 * makes a send ask.
 */
import { decodeEntities } from '../fetch/html-entities.ts';

/** Named references the shared table leaves out that spell URL punctuation. */
const urlPunctuation: Record<string, string> = {
  colon: ':',
  sol: '/',
  bsol: '\\',
  period: '.',
  commat: '@',
  Tab: '\t',
  NewLine: '\n',
  lpar: '(',
  rpar: ')',
  quest: '?',
  num: '#',
};

function decodeUrlPunctuation(text: string): string {
  return text.replace(/&([A-Za-z]+);?/g, (reference, name: string) => urlPunctuation[name] ?? reference);
}

/** CSS escapes (`\3a `, `\75`) as the characters they stand for. */
function decodeCssEscapes(text: string): string {
  return text.replace(/\\([0-9a-fA-F]{1,6})\s?/g, (_escape, hex: string) => {
    const code = parseInt(hex, 16);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  }).replace(/\\([^0-9a-fA-F\n])/g, '$1');
}

/** A scheme that loads over the network, then a host (anything up to the path). */
const schemedHost = /(?:https?|ftps?|wss?)\s*:[\\/\s]*([^\s"'<>()\\/?#;,`]+)/gi;
/** `//host`, where an attribute value, a CSS value or an argument starts. */
const schemelessHost = /(?:^|[\s"'=(,:`])[\\/]{2}([^\s"'<>()\\/?#;,`]+)/g;

/** The host of an authority: after any user info, before any port; lowercase. */
function hostOf(authority: string): string {
  const afterUser = authority.slice(authority.lastIndexOf('@') + 1);
  const host = afterUser.startsWith('[') ? afterUser.slice(0, afterUser.indexOf(']') + 1) : afterUser.split(':')[0];
  return (host ?? '').replace(/\.+$/, '').toLowerCase();
}

/** Every host `html` can make a mail client reach, once each. */
export function hostsOfHtml(html: string): string[] {
  // A URL parser drops tab, newline and C0 controls, so they cannot split what is found.
  const withoutControls = (text: string) => text.replace(/[\u0000-\u001f\u007f]/g, '');
  const markup = withoutControls(decodeEntities(decodeUrlPunctuation(html)));
  // CSS escapes apply only inside CSS, and a backslash in a URL is a slash to a URL parser:
  // both readings are searched.
  const readings = [markup, withoutControls(decodeCssEscapes(markup))];
  const hosts = new Set<string>();
  for (const reading of readings) {
    for (const pattern of [schemedHost, schemelessHost]) {
      for (const match of reading.matchAll(pattern)) {
        const host = hostOf(match[1] ?? '');
        if (host.length > 0) hosts.add(host);
      }
    }
  }
  return [...hosts];
}
