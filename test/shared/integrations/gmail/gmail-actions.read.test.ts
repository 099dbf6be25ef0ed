import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EmailSummary } from '../../../../shared/integrations/gmail/gmail-message.ts';
import { resultOf } from '../../tools/support/create-test-executor.ts';
import { createGmailFixture, type GmailFixture, storedAccessToken } from './support/gmail-fixture.ts';
import { storedMessage } from './support/mailbox.ts';

interface ReadOutput {
  readonly count: number;
  readonly result_size_estimate: number | null;
  readonly emails: readonly EmailSummary[];
  readonly label?: string;
  readonly query?: string;
}

describe('createGmailActions read_emails and search_emails', () => {
  let fixture: GmailFixture;
  let inFlight = 0;
  let mostInFlight = 0;

  beforeAll(async () => {
    fixture = await createGmailFixture({
      actions: {
        // Counts concurrent requests, to check that gets are bounded.
        fetch: async (input, init) => {
          inFlight += 1;
          mostInFlight = Math.max(mostInFlight, inFlight);
          try {
            return await fetch(input, init);
          } finally {
            inFlight -= 1;
          }
        },
      },
    });
    await fixture.connect();
  });
  afterAll(() => fixture.close());
  beforeEach(() => {
    fixture.gmail.requests.length = 0;
    fixture.gmail.mailbox.length = 0;
    mostInFlight = 0;
  });

  async function read(name: string, input: Record<string, unknown>): Promise<ReadOutput> {
    return resultOf(await fixture.call(name, input)).output as ReadOutput;
  }

  describe('when the inbox is read', () => {
    it('lists the inbox, then gets each message in full, with the bearer token', async () => {
      fixture.gmail.mailbox.push(
        storedMessage({ id: 'm1', text: 'First' }),
        storedMessage({ id: 'm2', text: 'Second' }),
      );

      const output = await read('read_emails', {});

      const [list, ...gets] = fixture.gmail.requests;
      expect(list?.method).toBe('GET');
      expect(list?.path).toBe('/gmail/v1/users/me/messages');
      expect(Object.fromEntries(list?.query ?? [])).toEqual({ maxResults: '10', labelIds: 'INBOX' });
      expect(gets.map((request) => `${request.method} ${request.path}?${request.query.toString()}`)).toEqual([
        'GET /gmail/v1/users/me/messages/m1?format=full',
        'GET /gmail/v1/users/me/messages/m2?format=full',
      ]);
      expect(fixture.gmail.requests.every((request) => request.headers.authorization === `Bearer ${storedAccessToken}`))
        .toBe(true);
      expect(output).toMatchObject({ label: 'INBOX', count: 2, result_size_estimate: 2 });
    });

    it('shows sender, recipient, subject, date, snippet, body, labels and unread', async () => {
      fixture.gmail.mailbox.push(storedMessage({
        id: 'm1',
        from: 'Grace Hopper <grace@example.com>',
        to: 'ada@example.com',
        subject: 'Compilers',
        date: 'Fri, 28 Feb 2025 09:15:00 +0000',
        text: 'Hello Ada,\r\n\r\n\r\n\r\nSee you soon.',
        snippet: 'Hello Ada, See you soon &amp; don&#39;t be late',
        labels: ['INBOX', 'UNREAD', 'IMPORTANT'],
      }));

      const output = await read('read_emails', {});

      expect(output.emails).toEqual([{
        id: 'm1',
        thread_id: 't-m1',
        from: 'Grace Hopper <grace@example.com>',
        to: 'ada@example.com',
        subject: 'Compilers',
        date: 'Fri, 28 Feb 2025 09:15:00 +0000',
        snippet: "Hello Ada, See you soon & don't be late",
        body: 'Hello Ada,\n\nSee you soon.',
        body_truncated: false,
        labels: ['INBOX', 'UNREAD', 'IMPORTANT'],
        unread: true,
      }]);
    });

    it('asks only for unread messages when unread_only is set', async () => {
      await read('read_emails', { unread_only: true, max_results: 3 });

      expect(fixture.gmail.requests[0]?.query.getAll('labelIds')).toEqual(['INBOX', 'UNREAD']);
      expect(fixture.gmail.requests[0]?.query.get('maxResults')).toBe('3');
    });

    it('reads a system label by its id, whatever its case', async () => {
      await read('read_emails', { label: 'sent' });

      expect(fixture.gmail.requests[0]?.query.getAll('labelIds')).toEqual(['SENT']);
      expect(fixture.gmail.requests[0]?.query.has('q')).toBe(false);
    });

    it('reads a label the user made through the search syntax', async () => {
      fixture.gmail.mailbox.push(
        storedMessage({ id: 'm1', labels: ['project-x'], text: 'x' }),
        storedMessage({ id: 'm2', text: 'y' }),
      );

      const output = await read('read_emails', { label: 'Project "X"' });

      expect(fixture.gmail.requests[0]?.query.get('q')).toBe('label:Project-X');
      expect(fixture.gmail.requests[0]?.query.getAll('labelIds')).toEqual([]);
      expect(output.emails.map((email) => email.id)).toEqual(['m1']);
    });

    it('returns an empty list when nothing matches', async () => {
      const output = await read('read_emails', {});

      expect(output).toMatchObject({ count: 0, emails: [], result_size_estimate: 0 });
      expect(fixture.gmail.requests).toHaveLength(1);
    });

    it('skips a message deleted between the list and the get', async () => {
      fixture.gmail.mailbox.push(storedMessage({ id: 'm1', text: 'a' }), storedMessage({ id: 'm2', text: 'b' }));
      fixture.gmail.script('get', {
        status: 404,
        body: { error: { code: 404, message: 'Requested entity was not found.', status: 'NOT_FOUND' } },
      });

      const output = await read('read_emails', {});

      expect(output.emails.map((email) => email.id)).toEqual(['m2']);
    });

    it('gets at most five messages at a time', async () => {
      fixture.gmail.mailbox.push(
        ...Array.from({ length: 30 }, (_, index) => storedMessage({ id: `m${index}`, text: `Message ${index}` })),
      );

      const output = await read('read_emails', { max_results: 30 });

      expect(output.count).toBe(30);
      expect(mostInFlight).toBe(5);
    });
  });

  describe('when a message has no plain-text part', () => {
    it('reads the HTML part as text', async () => {
      fixture.gmail.mailbox.push(storedMessage({
        id: 'm1',
        html:
          '<html><head><style>p{color:red}</style></head><body><p>Hello&nbsp;<b>Ada</b></p><script>alert(1)</script><p>Bye &amp; thanks</p></body></html>',
      }));

      const output = await read('read_emails', {});

      expect(output.emails[0]?.body).toBe('Hello Ada\nBye & thanks');
    });

    it('reads an attachment as nothing', async () => {
      fixture.gmail.mailbox.push(
        storedMessage({ id: 'm1', attachment: { filename: 'notes.txt', attachmentId: 'ANGjdJ8' } }),
      );

      const output = await read('read_emails', {});

      expect(output.emails[0]?.body).toBe('');
    });
  });

  describe('when a message is in another charset or its headers are encoded', () => {
    it('decodes the body in its charset and the subject from RFC 2047', async () => {
      fixture.gmail.mailbox.push(storedMessage({
        id: 'm1',
        charset: 'ISO-8859-1',
        textBytes: Uint8Array.from([0x47, 0x72, 0xfc, 0xdf, 0x65]),
        subject: '=?UTF-8?B?R3LDvMOfZQ==?= =?ISO-8859-1?Q?aus_K=F6ln?=',
      }));

      const output = await read('read_emails', {});

      expect(output.emails[0]?.body).toBe('Grüße');
      expect(output.emails[0]?.subject).toBe('Grüßeaus Köln');
    });
  });

  describe('when bodies are long', () => {
    it('cuts one body at 2,000 characters and says so', async () => {
      fixture.gmail.mailbox.push(storedMessage({ id: 'm1', text: 'a'.repeat(5000) }));

      const output = await read('read_emails', {});

      expect(output.emails[0]?.body).toBe(`${'a'.repeat(2000)}… (truncated)`);
      expect(output.emails[0]?.body_truncated).toBe(true);
    });

    it('shares the room among many messages, so the result stays readable', async () => {
      fixture.gmail.mailbox.push(
        ...Array.from({ length: 10 }, (_, index) => storedMessage({ id: `m${index}`, text: 'b'.repeat(5000) })),
      );

      const outcome = resultOf(await fixture.call('read_emails', { max_results: 10 }));

      const output = outcome.output as ReadOutput;
      expect(output.emails.every((email) => email.body.length < 2000 && email.body_truncated)).toBe(true);
      expect(outcome.modelMessage.length).toBeLessThan(20_000);
      expect(outcome.modelMessage).not.toMatch(/\(truncated\)$/);
    });

    it('leaves bodies out when fifty messages are read, keeping the snippets', async () => {
      fixture.gmail.mailbox.push(
        ...Array.from(
          { length: 50 },
          (_, index) => storedMessage({ id: `m${index}`, text: 'c'.repeat(5000), snippet: `Snippet ${index}` }),
        ),
      );

      const output = await read('read_emails', { max_results: 50 });

      expect(output.count).toBe(50);
      expect(
        output.emails.every((email) =>
          email.body === '' && email.body_truncated && email.snippet.startsWith('Snippet')
        ),
      ).toBe(true);
    });
  });

  describe('when the mailbox is searched', () => {
    it('passes the Gmail query as is, with max_results', async () => {
      fixture.gmail.mailbox.push(
        storedMessage({ id: 'm1', from: 'Grace <grace@example.com>', text: 'from grace', labels: ['INBOX', 'UNREAD'] }),
        storedMessage({ id: 'm2', from: 'Alan <alan@example.com>', text: 'from alan', labels: ['INBOX', 'UNREAD'] }),
      );

      const output = await read('search_emails', { query: 'from:grace@example.com is:unread', max_results: 5 });

      expect(Object.fromEntries(fixture.gmail.requests[0]?.query ?? [])).toEqual({
        maxResults: '5',
        q: 'from:grace@example.com is:unread',
      });
      expect(output).toMatchObject({ query: 'from:grace@example.com is:unread', count: 1 });
      expect(output.emails[0]).toMatchObject({ id: 'm1', body: 'from grace' });
    });

    it('returns an empty list when nothing matches', async () => {
      const output = await read('search_emails', { query: 'from:nobody@example.com' });

      expect(output).toMatchObject({ count: 0, emails: [] });
    });
  });
});
