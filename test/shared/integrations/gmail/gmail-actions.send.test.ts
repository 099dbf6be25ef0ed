import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resultOf } from '../../tools/support/create-test-executor.ts';
import { completeEmail, createGmailFixture, type GmailFixture, storedAccessToken } from './support/gmail-fixture.ts';
import { decodeEncodedWords, type ParsedEntity, parseRaw } from './support/raw-message.ts';

describe('createGmailActions send_email', () => {
  let fixture: GmailFixture;

  beforeAll(async () => {
    fixture = await createGmailFixture();
    await fixture.connect();
  });
  afterAll(() => fixture.close());
  beforeEach(() => {
    fixture.gmail.requests.length = 0;
    fixture.forgetSends();
  });

  /** Each test is a new tool call: the same call id and arguments would be replayed. */
  let calls = 0;
  const send = (email: Record<string, unknown>) => fixture.call('send_email', email, `call_send_${(calls += 1)}`);

  async function sendAndParse(email: Record<string, unknown>): Promise<ParsedEntity> {
    resultOf(await send(email));
    expect(fixture.gmail.sent).toHaveLength(1);
    return parseRaw(fixture.gmail.sent[0]?.raw ?? '');
  }

  describe('when the email is complete', () => {
    it('posts users.messages.send with the bearer token and a raw message', async () => {
      const outcome = resultOf(await send(completeEmail));

      // The first request is the duplicate check (rfc822msgid:), the second the send.
      expect(fixture.gmail.requests).toHaveLength(2);
      const request = fixture.gmail.requests[1];
      expect(request?.method).toBe('POST');
      expect(request?.path).toBe('/gmail/v1/users/me/messages/send');
      expect([...(request?.query.keys() ?? [])]).toEqual([]);
      expect(request?.headers.authorization).toBe(`Bearer ${storedAccessToken}`);
      expect(request?.headers['content-type']).toBe('application/json');
      const body = JSON.parse(request?.body ?? '') as Record<string, unknown>;
      expect(Object.keys(body)).toEqual(['raw']);
      expect(body.raw).toMatch(/^[A-Za-z0-9_-]+=*$/);
      expect(outcome.output).toEqual({
        status: 'sent',
        message_id: 'sent-1',
        thread_id: 'thread-1',
        to: ['grace@example.com'],
        cc: [],
        bcc: [],
        subject: 'Lunch on Friday',
      });
      expect(JSON.parse(outcome.modelMessage)).toMatchObject({ status: 'sent', message_id: 'sent-1' });
    });

    it('builds a plain-text RFC 2822 message without a From header', async () => {
      const message = await sendAndParse(completeEmail);

      expect(message.headers.map((header) => header.name)).toEqual([
        'To',
        'Subject',
        'MIME-Version',
        'Message-ID',
        'Content-Type',
        'Content-Transfer-Encoding',
      ]);
      expect(message.header('Message-ID')).toMatch(/^<[0-9a-f]{32}@parley\.invalid>$/);
      expect(message.header('To')).toBe('grace@example.com');
      expect(message.header('Subject')).toBe('Lunch on Friday');
      expect(message.header('MIME-Version')).toBe('1.0');
      expect(message.header('Content-Type')).toBe('text/plain; charset=UTF-8');
      expect(message.header('Content-Transfer-Encoding')).toBe('base64');
      expect(message.text).toBe('Shall we meet at noon?\r\nAda');
      expect(message.rawBody.split('\r\n').every((line) => line.length <= 76)).toBe(true);
    });

    it('adds Cc and Bcc headers', async () => {
      const message = await sendAndParse({
        ...completeEmail,
        cc: ['alan@example.com', 'edsger@example.org'],
        bcc: ['barbara@example.net'],
      });

      expect(message.header('Cc')).toBe('alan@example.com, edsger@example.org');
      expect(message.header('Bcc')).toBe('barbara@example.net');
    });

    it('sends an HTML body as multipart/alternative with the text first', async () => {
      const message = await sendAndParse({ ...completeEmail, html_body: '<p>Shall we meet at <b>noon</b>?</p>' });

      expect(message.header('Content-Type')).toMatch(/^multipart\/alternative; boundary="parley-boundary-\d+"$/);
      expect(message.parts.map((part) => part.header('Content-Type'))).toEqual([
        'text/plain; charset=UTF-8',
        'text/html; charset=UTF-8',
      ]);
      expect(message.parts.map((part) => part.text)).toEqual([
        'Shall we meet at noon?\r\nAda',
        '<p>Shall we meet at <b>noon</b>?</p>',
      ]);
    });

    it('keeps a long body in the base64 body, whatever it contains', async () => {
      const body = `Line one\n\nBcc: evil@example.net\n--parley-boundary-1\n${'é'.repeat(5000)}`;

      const message = await sendAndParse({ ...completeEmail, body });

      expect(message.text).toBe(body.replace(/\n/g, '\r\n'));
      expect(message.headerCount('Bcc')).toBe(0);
    });
  });

  describe('when a field tries to add a header', () => {
    it.each([
      ['CRLF', 'Hi\r\nBcc: evil@example.net'],
      ['LF', 'Hi\nBcc: evil@example.net'],
      ['CR', 'Hi\rBcc: evil@example.net'],
      ['CRLF and folding space', 'Hi\r\n Bcc: evil@example.net'],
      ['a line separator', 'Hi\u2028Bcc: evil@example.net'],
      ['a NUL', 'Hi\u0000Bcc: evil@example.net'],
    ])('keeps a subject with %s on its one line', async (_case, subject) => {
      const message = await sendAndParse({ ...completeEmail, subject });

      expect(message.headerCount('Bcc')).toBe(0);
      expect(message.headerCount('Subject')).toBe(1);
      expect(decodeEncodedWords(message.header('Subject') ?? '')).toBe('Hi Bcc: evil@example.net');
      expect(message.header('To')).toBe('grace@example.com');
    });

    it('puts an injected header of the subject nowhere in the header block', async () => {
      const message = await sendAndParse({ ...completeEmail, subject: 'Hi\r\n\r\nInjected body\r\nX-Injected: yes' });

      expect(message.headerCount('X-Injected')).toBe(0);
      expect(message.text).toBe('Shall we meet at noon?\r\nAda');
    });
  });

  describe('when the subject is not plain ASCII', () => {
    it('encodes it per RFC 2047 as UTF-8 base64 words', async () => {
      const message = await sendAndParse({ ...completeEmail, subject: 'Grüße aus Köln ☕' });

      expect(message.header('Subject')).toMatch(/^=\?UTF-8\?B\?[A-Za-z0-9+/=]+\?=$/);
      expect(decodeEncodedWords(message.header('Subject') ?? '')).toBe('Grüße aus Köln ☕');
    });

    it('folds a long subject into words of at most 75 characters, never splitting a character', async () => {
      const subject = 'Rückmeldung zum Angebot für das Projekt „Straßenbahn“ 🚋 '.repeat(6).trim();

      const message = await sendAndParse({ ...completeEmail, subject });

      const subjectLines = message.headerLines.slice(
        message.headerLines.findIndex((line) => line.startsWith('Subject:')),
      );
      const folded = subjectLines.slice(0, subjectLines.findIndex((line, index) => index > 0 && !line.startsWith(' ')));
      expect(folded.length).toBeGreaterThan(1);
      expect(folded.every((line) => line.length <= 78)).toBe(true);
      const words = (message.header('Subject') ?? '').split(' ');
      expect(
        words.every((word) =>
          word.length <= 75 && !Buffer.from(word.slice(10, -2), 'base64').toString('utf8').includes('\uFFFD')
        ),
      ).toBe(true);
      expect(decodeEncodedWords(message.header('Subject') ?? '')).toBe(subject);
    });

    it('encodes an ASCII subject that looks like an encoded word, so it is read literally', async () => {
      const message = await sendAndParse({ ...completeEmail, subject: 'About =?UTF-8?B?SGk=?= tokens' });

      expect(message.header('Subject')).toMatch(/^=\?UTF-8\?B\?/);
      expect(decodeEncodedWords(message.header('Subject') ?? '')).toBe('About =?UTF-8?B?SGk=?= tokens');
    });
  });

  describe('when there are many recipients', () => {
    it('folds the To header with every address kept', async () => {
      const to = Array.from({ length: 60 }, (_, index) => `person.number${index}@example.com`);

      const message = await sendAndParse({ ...completeEmail, to });

      const toLines = message.headerLines.slice(message.headerLines.findIndex((line) => line.startsWith('To:')));
      expect(toLines.filter((line, index) => index === 0 || line.startsWith(' ')).length).toBeGreaterThan(10);
      expect(message.headerLines.every((line) => line.length <= 78)).toBe(true);
      expect(message.header('To')?.split(/,\s*/)).toEqual(to);
    });
  });

  describe('when Gmail accepts the message but its answer cannot be read', () => {
    it('reports it sent, with no id, and does not send again', async () => {
      fixture.gmail.script('send', { status: 200, body: '{"id": "sent-' });

      const outcome = resultOf(await send(completeEmail));

      expect(outcome.output).toMatchObject({ status: 'sent', message_id: null, thread_id: null });
      expect(fixture.gmail.requests.filter((request) => request.path.endsWith('/send'))).toHaveLength(1);
    });
  });
});
