import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { failureOf, resultOf } from '../../tools/support/create-test-executor.ts';
import { completeEmail, createGmailFixture, type GmailFixture } from './support/gmail-fixture.ts';

const askRecipient = 'Question: Who should I send this email to? Please provide the recipient email address.';
const askSubject = 'Question: What should be the subject line of this email?';
const askBody = 'Question: What message content should I include in the email body?';
const addressQuestion = (shown: string) =>
  `Question: There seems to be an issue with the email address format: ${shown} Please check that the recipient email address is valid.`;

describe('createGmailActions validation', () => {
  let fixture: GmailFixture;

  beforeAll(async () => {
    fixture = await createGmailFixture();
    await fixture.connect();
  });
  afterAll(() => fixture.close());
  beforeEach(() => {
    fixture.gmail.requests.length = 0;
  });

  describe('when send_email leaves out a required field', () => {
    it.each([
      ['to', askRecipient],
      ['subject', askSubject],
      ['body', askBody],
    ])('asks for %s in the exact words, as needs_input, without calling Gmail', async (field, question) => {
      const { [field as keyof typeof completeEmail]: _left, ...rest } = completeEmail;

      const outcome = failureOf(await fixture.call('send_email', rest));

      expect(outcome.category).toBe('needs_input');
      expect(outcome.field).toBe(field);
      expect(outcome.modelRetry).toBe(true);
      expect(outcome.modelMessage.split('\n')[0]).toBe(question);
      expect(fixture.gmail.requests).toHaveLength(0);
    });

    it('asks every question when everything is missing', async () => {
      const outcome = failureOf(await fixture.call('send_email', {}));

      expect(outcome.modelMessage.split('\n').slice(0, 3)).toEqual([askRecipient, askSubject, askBody]);
    });
  });

  describe('when send_email sends a required field empty', () => {
    it.each([
      ['an empty recipient list', { to: [] }, askRecipient],
      ['an empty subject', { subject: '' }, askSubject],
      ['a subject of spaces', { subject: '   ' }, askSubject],
      ['an empty body', { body: '' }, askBody],
    ])('asks for it like a missing one (%s)', async (_case, change, question) => {
      const outcome = failureOf(await fixture.call('send_email', { ...completeEmail, ...change }));

      expect(outcome.category).toBe('invalid_arguments');
      expect(outcome.modelMessage).toBe(question);
      expect(fixture.gmail.requests).toHaveLength(0);
    });
  });

  describe('when a recipient address is not valid', () => {
    it.each(['to', 'cc', 'bcc'])('names the bad address in %s', async (field) => {
      const outcome = failureOf(
        await fixture.call('send_email', { ...completeEmail, [field]: ['grace@example.com', 'bob@'] }),
      );

      expect(outcome.category).toBe('invalid_arguments');
      expect(outcome.field).toBe(`${field}[1]`);
      expect(outcome.modelMessage).toBe(addressQuestion('"bob@"'));
      expect(fixture.gmail.requests).toHaveLength(0);
    });

    it('lists every bad address of every field', async () => {
      const outcome = failureOf(
        await fixture.call('send_email', { ...completeEmail, to: ['ada at example.com'], cc: ['grace@example'] }),
      );

      expect(outcome.modelMessage).toBe(addressQuestion('"ada at example.com", "grace@example"'));
    });

    it('shows an address that tries to add a header escaped, and sends nothing', async () => {
      const outcome = failureOf(
        await fixture.call('send_email', { ...completeEmail, to: ['grace@example.com\r\nBcc: evil@example.net'] }),
      );

      expect(outcome.modelMessage).toBe(addressQuestion('"grace@example.com\\r\\nBcc: evil@example.…'));
      expect(outcome.modelMessage).not.toMatch(/[\r]/);
      expect(fixture.gmail.requests).toHaveLength(0);
    });

    it('cuts a very long address', async () => {
      const outcome = failureOf(await fixture.call('send_email', { ...completeEmail, to: [`${'x'.repeat(300)}@`] }));

      expect(outcome.modelMessage.length).toBeLessThan(200);
      expect(outcome.modelMessage).toMatch(
        /^Question: There seems to be an issue with the email address format: "x+… Please check/,
      );
    });

    it('asks about the address and lists the other problems after it', async () => {
      const outcome = failureOf(await fixture.call('send_email', { ...completeEmail, to: ['bob@'], subject: 42 }));

      const [first, ...rest] = outcome.modelMessage.split('\n');
      expect(first).toBe(addressQuestion('"bob@"'));
      expect(rest.join('\n')).toContain('`subject`: expected string, received number 42');
    });
  });

  describe('when send_email gets a single address instead of a list', () => {
    it('takes it as a list of one', async () => {
      const outcome = resultOf(await fixture.call('send_email', { ...completeEmail, to: 'grace@example.com' }));

      expect(outcome.output).toMatchObject({ status: 'sent', to: ['grace@example.com'] });
    });
  });

  describe('when send_email gets a parameter it does not have', () => {
    it('says so instead of sending without it', async () => {
      const outcome = failureOf(await fixture.call('send_email', { ...completeEmail, attachments: ['report.pdf'] }));

      expect(outcome.category).toBe('invalid_arguments');
      expect(outcome.modelMessage).toContain('`attachments`: unknown parameter');
      expect(fixture.gmail.requests).toHaveLength(0);
    });
  });

  describe('when read_emails gets max_results out of range', () => {
    it.each([0, 51, 2.5])('refuses %s with the allowed range', async (value) => {
      const outcome = failureOf(await fixture.call('read_emails', { max_results: value }));

      expect(outcome.category).toBe('invalid_arguments');
      expect(outcome.field).toBe('max_results');
      expect(outcome.modelMessage).toMatch(/`max_results`: expected (number [≤≥] (1|50)|integer)/);
      expect(fixture.gmail.requests).toHaveLength(0);
    });

    it('takes numbers and booleans sent as strings', async () => {
      const outcome = resultOf(await fixture.call('read_emails', { max_results: '5', unread_only: 'true' }));

      expect(outcome.output).toMatchObject({ unread_only: true, count: 0 });
      expect(fixture.gmail.requests[0]?.query.get('maxResults')).toBe('5');
    });
  });

  describe('when search_emails has no query', () => {
    it.each([{}, { query: '' }, { query: '  ' }])('asks what to search for (%j)', async (input) => {
      const outcome = failureOf(await fixture.call('search_emails', input));

      expect(outcome.modelMessage.split('\n')[0]).toBe('Question: What should I search your mailbox for?');
      expect(fixture.gmail.requests).toHaveLength(0);
    });
  });

  describe('when the action is unknown', () => {
    it('names the actions there are', async () => {
      const outcome = failureOf(await fixture.call('delete_email', { id: '1' }));

      expect(outcome.category).toBe('not_found');
      for (const action of ['send_email', 'read_emails', 'search_emails']) {
        expect(outcome.modelMessage).toContain(action);
      }
    });
  });
});
