import { describe, expect, it } from 'vitest';
import { buildMimeMessage } from '../../../../shared/integrations/gmail/mime-message.ts';
import {
  encodeHeaderText,
  formatAddressList,
  isValidEmailAddress,
  sanitizeHeaderText,
} from '../../../../shared/integrations/gmail/mime-header.ts';
import { decodeHeaderText } from '../../../../shared/integrations/gmail/decode-header-text.ts';
import { decodeEncodedWords, parseEntity } from './support/raw-message.ts';

const email = { to: ['grace@example.com'], subject: 'Hi', body: 'Hello' };

describe('buildMimeMessage', () => {
  describe('when an address carries a header', () => {
    it.each([
      ['to', 'grace@example.com\r\nBcc: evil@example.net'],
      ['cc', 'grace@example.com\nX-Injected: 1'],
      ['bcc', 'Grace <grace@example.com>'],
      ['to', 'grace@example.com, evil@example.net'],
      ['cc', `${'a'.repeat(250)}@example.com`],
    ])('refuses it in %s, even when nothing checked it before', (field, address) => {
      const built = buildMimeMessage({ ...email, [field]: field === 'to' ? [address] : [address] }, 'parley-1');

      expect(built).toEqual({ ok: false, field, invalidAddresses: [address] });
    });

    it('refuses an empty recipient list', () => {
      expect(buildMimeMessage({ ...email, to: [] }, 'parley-1')).toEqual({
        ok: false,
        field: 'to',
        invalidAddresses: [],
      });
    });
  });

  describe('when the boundary could appear in a body', () => {
    it.each(['', 'abc', 'with space-1', 'quote"-1'])('refuses %j', (boundary) => {
      expect(() => buildMimeMessage({ ...email, htmlBody: '<p>x</p>' }, boundary)).toThrow('Unusable MIME boundary.');
    });
  });

  describe('when the message is built', () => {
    it('uses CRLF line ends throughout and one blank line before the body', () => {
      const built = buildMimeMessage(email, 'parley-1');

      expect(built.ok).toBe(true);
      if (!built.ok) return;
      expect(built.message.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
      expect(parseEntity(built.message).text).toBe('Hello');
    });
  });
});

describe('sanitizeHeaderText', () => {
  it.each([
    ['Hi\r\nBcc: x@example.com', 'Hi Bcc: x@example.com'],
    ['  Hi \r\n\r\n  there ', 'Hi there'],
    ['tab\there', 'tab here'],
    ['nel\u0085here', 'nel here'],
    ['plain', 'plain'],
  ])('makes %j one line', (input, expected) => {
    expect(sanitizeHeaderText(input)).toBe(expected);
  });
});

describe('encodeHeaderText', () => {
  it('leaves plain ASCII as it is', () => {
    expect(encodeHeaderText('Lunch on Friday')).toBe('Lunch on Friday');
  });

  it('encodes emoji across words without splitting one', () => {
    const text = '🚋'.repeat(40);

    const encoded = encodeHeaderText(text);

    expect(encoded.split('\r\n ').every((word) => /^=\?UTF-8\?B\?[A-Za-z0-9+/=]+\?=$/.test(word) && word.length <= 75))
      .toBe(true);
    expect(decodeEncodedWords(encoded)).toBe(text);
    expect(decodeHeaderText(encoded)).toBe(text);
  });
});

describe('formatAddressList', () => {
  it('joins a few addresses on one line', () => {
    expect(formatAddressList(['a@example.com', 'b@example.com'], 'To')).toBe('a@example.com, b@example.com');
  });
});

describe('isValidEmailAddress', () => {
  it.each([
    ['ada@example.com', true],
    ['ada.lovelace+notes@mail.example.co.uk', true],
    ['ada@example', false],
    ['ada example.com', false],
    ['ada@example.com\r\n', false],
    ['<ada@example.com>', false],
  ])('judges %j', (address, valid) => {
    expect(isValidEmailAddress(address)).toBe(valid);
  });
});

describe('decodeHeaderText', () => {
  it.each([
    ['=?UTF-8?B?R3LDvMOfZQ==?=', 'Grüße'],
    ['=?ISO-8859-1?Q?K=F6ln_am_Rhein?=', 'Köln am Rhein'],
    ['=?UTF-8?B?R3LDvA==?= =?UTF-8?B?w59l?=', 'Grüße'],
    ['Re: =?UTF-8?Q?Caf=C3=A9?= tomorrow', 'Re: Café tomorrow'],
    ['=?x-unknown?B?SGk=?=', 'Hi'],
    ['=?UTF-8?B?not base64!?=', '=?UTF-8?B?not base64!?='],
    ['plain text', 'plain text'],
  ])('decodes %j', (value, expected) => {
    expect(decodeHeaderText(value)).toBe(expected);
  });
});
