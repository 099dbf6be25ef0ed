/**
 * The sandbox inbox's first messages, so that reading and searching mail has something
 * to find before anything was sent. Each says in its body that it is a sandbox message.
 * Their dates are set relative to when the gateway starts, so they read as recent.
 */
import { type SandboxMessage, sandboxMessage } from './sandbox-message.ts';

interface SeedMail {
  readonly id: string;
  readonly from: string;
  readonly subject: string;
  readonly hoursAgo: number;
  readonly labelIds: readonly string[];
  readonly body: string;
}

const sandboxNote = '(This message is part of the Parley sandbox inbox. Nobody sent it.)';

const seedMails: readonly SeedMail[] = [
  {
    id: '18f0a1b2c3d4e501',
    from: 'Ana Lima <ana@example.com>',
    subject: 'Notes from the planning meeting',
    hoursAgo: 2,
    labelIds: ['INBOX', 'UNREAD', 'IMPORTANT'],
    body:
      'Hi,\n\nHere are my notes from the planning meeting:\n- launch moves to the 14th\n- Bruno owns the pricing page\n- next review on Friday\n\nCould you send them around?\n\nAna',
  },
  {
    id: '18f0a1b2c3d4e502',
    from: 'Bruno Costa <bruno@example.org>',
    subject: 'Invoice 1042 for October',
    hoursAgo: 26,
    labelIds: ['INBOX'],
    body:
      'Hello,\n\nPlease find the October invoice (number 1042) summarized below: 12 hours of design review, due in 30 days.\n\nThanks,\nBruno',
  },
  {
    id: '18f0a1b2c3d4e503',
    from: 'Deno Weekly <newsletter@example.com>',
    subject: 'This week: Deno 2 tips and tricks',
    hoursAgo: 72,
    labelIds: ['INBOX', 'UNREAD', 'CATEGORY_UPDATES'],
    body:
      'This week in the newsletter: workspaces, npm compatibility and the new formatter. Read more at https://example.com/newsletter.',
  },
  {
    id: '18f0a1b2c3d4e504',
    from: 'Carla Mendes <carla@example.org>',
    subject: 'Lunch on Friday?',
    hoursAgo: 120,
    labelIds: ['INBOX', 'STARRED'],
    body: 'Hey! Are you free for lunch on Friday at noon? The usual place.\n\nCarla',
  },
];

function rawOf(mail: SeedMail, address: string, date: Date): Uint8Array {
  const text = [
    `From: ${mail.from}`,
    `To: ${address}`,
    `Subject: ${mail.subject}`,
    `Date: ${date.toUTCString().replace('GMT', '+0000')}`,
    `Message-ID: <${mail.id}@sandbox.parley.local>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=UTF-8',
    'Content-Transfer-Encoding: 7bit',
    '',
    `${mail.body}\n\n${sandboxNote}`.replace(/\n/g, '\r\n'),
  ].join('\r\n');
  return new TextEncoder().encode(text);
}

/** The seeded inbox of `address`, dated from `now` (epoch ms). */
export function seededInbox(address: string, now: number): SandboxMessage[] {
  return seedMails.map((mail) => {
    const internalDate = now - mail.hoursAgo * 3_600_000;
    return sandboxMessage({
      id: mail.id,
      threadId: mail.id,
      labelIds: mail.labelIds,
      internalDate,
      raw: rawOf(mail, address, new Date(internalDate)),
    });
  });
}
