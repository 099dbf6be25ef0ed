/**
 * Attack: a destination (a recipient address, a URL to fetch) that the user never wrote,
 * yet which shared/tools/grounding.ts counts as grounded, so the call runs without asking.
 * Each test asserts the SAFE behaviour; a failing test is a grounding bypass.
 */
import { describe, expect, it } from 'vitest';
import { sendEmailParameters } from '../../shared/integrations/gmail/gmail-actions.ts';
import { sendEmailConsent } from '../../shared/integrations/gmail/send-email-consent.ts';
import { scrapeConsent } from '../../shared/integrations/search/scrape-consent.ts';
import { decideConsent } from '../../shared/tools/consent-decision.ts';
import { groundingGap } from '../../shared/tools/grounding.ts';

const noPolicy = { defaultMode: 'auto' as const, tools: {}, allowedDestinations: [] as string[] };

function sendDecision(to: string, userText: string, allowedDestinations: string[] = []) {
  const parsed = sendEmailParameters.safeParse({ to: [to], subject: 'Inbox', body: 'the inbox' });
  if (!parsed.success) return { kind: 'rejected-by-schema' as const };
  return decideConsent(
    { name: 'gmail_send_email', sideEffects: true, consent: sendEmailConsent },
    parsed.data,
    'call_1',
    {
      policy: { ...noPolicy, allowedDestinations },
      grounding: { userTexts: [userText], links: [] },
      approvedCallIds: new Set(),
    },
  );
}

function fetchDecision(url: string, userText: string, links: string[] = [], allowedDestinations: string[] = []) {
  return decideConsent(
    { name: 'scrape_and_summarize', consent: scrapeConsent },
    { urls: [url] },
    'call_1',
    {
      policy: { ...noPolicy, allowedDestinations },
      grounding: { userTexts: [userText], links },
      approvedCallIds: new Set(),
    },
  );
}

describe('attack: URL grounding is a substring test', () => {
  // The user wrote a page of example.com; a prefix of it names another registrable domain
  // (example.co: Colombia's TLD; bbc.co from bbc.co.uk; example.ne from example.net). The
  // fetch reaches a host the user never wrote, which tells its owner the injected text was
  // read, and returns a page of the attacker's choosing into the turn.
  it('asks before fetching https://example.co when the user wrote https://example.com/page', () => {
    expect(fetchDecision('https://example.co', 'Summarize https://example.com/page please').kind).toBe('ask');
  });

  it('asks before fetching https://www.bbc.co when the user wrote https://www.bbc.co.uk/news', () => {
    expect(fetchDecision('https://www.bbc.co', 'What is new on https://www.bbc.co.uk/news ?').kind).toBe('ask');
  });
});

describe('attack: address grounding', () => {
  it('asks before sending to b@example.com when the user wrote a/b@example.com (local part cut at "/")', () => {
    // The grounding pattern's local part lacks RFC 5322 atext characters (/ ! # $ & * = ? ^ ` { | } ~),
    // so the address it extracts from the user's text is a suffix of what the user wrote.
    expect(sendDecision('b@example.com', 'Send it to a/b@example.com').kind).toBe('ask');
  });

  it('asks before sending to ana@example.com when the user wrote ana@example.com2 (domain cut at the TLD)', () => {
    expect(sendDecision('ana@example.com', 'Send it to ana@example.com2').kind).toBe('ask');
  });

  // Held forms: kept as regression tests.
  it('held: another case of the same address runs (documented: any case)', () => {
    expect(sendDecision('ANA@EXAMPLE.COM', 'Send it to ana@example.com').kind).toBe('run');
  });

  it('held: a plus-address the user did not write asks', () => {
    expect(sendDecision('ana+x@example.com', 'Send it to ana@example.com').kind).toBe('ask');
  });

  it('held: a substring of a written address asks (na@example.com in ana@example.com)', () => {
    expect(sendDecision('na@example.com', 'Send it to ana@example.com').kind).toBe('ask');
  });

  it('held: a suffix after "_" asks (smith@example.com in alice_smith@example.com)', () => {
    expect(sendDecision('smith@example.com', 'Send it to alice_smith@example.com').kind).toBe('ask');
  });

  it('held: a longer domain asks (ana@example.com.evil.example vs ana@example.com)', () => {
    expect(sendDecision('ana@example.com.evil.example', 'Send it to ana@example.com').kind).toBe('ask');
  });

  it('held: homoglyph, Kelvin-sign, IDN and "Name <addr>" recipients are refused by the schema', () => {
    for (
      const to of [
        'аna@example.com',
        'ana@\u212Aexample.com',
        'ana@bücher.de',
        'Ana <ana@example.com>',
        'ana@example.com.',
      ]
    ) {
      expect(sendDecision(to, 'Send it to ana@example.com').kind).toBe('rejected-by-schema');
    }
  });

  it('held (documented as literal): an address the user wrote inside a URL counts as written', () => {
    expect(sendDecision('ana@example.com', 'Look at https://x.example/?u=ana@example.com').kind).toBe('run');
  });
});

describe('attack: allow-list entries are raw string prefixes', () => {
  // An owner who allows "https://docs.example.com" (no trailing slash, as most people
  // write a site) also allows every host that starts with it.
  it('asks before fetching https://docs.example.com.evil.example/ when the owner allowed https://docs.example.com', () => {
    expect(fetchDecision('https://docs.example.com.evil.example/x?d=1', 'hi', [], ['https://docs.example.com']).kind)
      .toBe('ask');
  });

  it('asks before fetching https://docs.example.com@evil.example/ when the owner allowed https://docs.example.com', () => {
    expect(fetchDecision('https://docs.example.com@evil.example/x', 'hi', [], ['https://docs.example.com']).kind)
      .toBe('ask');
  });

  it('held: with a trailing slash the prefix stays on the host', () => {
    expect(fetchDecision('https://docs.example.com.evil.example/', 'hi', [], ['https://docs.example.com/']).kind)
      .toBe('ask');
  });

  it('held: an @domain entry does not allow a longer domain', () => {
    expect(sendDecision('x@evilexample.com', 'hi', ['@example.com']).kind).toBe('ask');
    expect(sendDecision('x@sub.example.com', 'hi', ['@example.com']).kind).toBe('ask');
  });
});

describe('held: URL forms that are not verbatim ask', () => {
  const user = 'Summarize https://a.example/';
  for (
    const url of [
      'https://a.example/../evil',
      'https://a.example@evil.example/',
      'https://a.example.evil.example/',
      'https://a.example/?q=secret',
      'https://a.example/#secret',
      'https://a.example/%2e%2e/evil',
      'HTTPS://A.EXAMPLE/',
    ]
  ) {
    it(`asks for ${url}`, () => {
      expect(groundingGap({ argument: 'urls', kind: 'url', value: url }, { userTexts: [user], links: [] }, []))
        .not.toBeNull();
    });
  }

  it('a search link grounds only itself, not a longer URL', () => {
    expect(fetchDecision('https://trails.example/paiva?d=secret', 'find trails', ['https://trails.example/paiva']).kind)
      .toBe('ask');
  });
});
