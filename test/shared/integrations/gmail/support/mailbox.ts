import type { StoredMessage } from './stand-in-gmail-server.ts';

/** What a test message holds. */
export interface MessageContent {
  readonly id: string;
  readonly from?: string;
  readonly to?: string;
  readonly subject?: string;
  readonly date?: string;
  readonly text?: string;
  readonly html?: string;
  readonly labels?: readonly string[];
  readonly snippet?: string;
  /** The charset of the text/plain part, with `textBytes` as its raw content. */
  readonly charset?: string;
  readonly textBytes?: Uint8Array;
  readonly attachment?: { filename: string; attachmentId: string };
}

function base64Url(data: string | Uint8Array): string {
  return Buffer.from(data).toString('base64url');
}

/** A `Message` resource (`format=full`) as Gmail returns it. */
export function storedMessage(content: MessageContent): StoredMessage {
  const headers = [
    { name: 'From', value: content.from ?? 'Grace Hopper <grace@example.com>' },
    { name: 'To', value: content.to ?? 'ada@example.com' },
    { name: 'Subject', value: content.subject ?? 'Hello' },
    { name: 'Date', value: content.date ?? 'Fri, 28 Feb 2025 09:15:00 +0000' },
    { name: 'MIME-Version', value: '1.0' },
  ];
  const parts: Record<string, unknown>[] = [];
  if (content.text !== undefined || content.textBytes !== undefined) {
    const charset = content.charset ?? 'UTF-8';
    parts.push({
      partId: '0',
      mimeType: 'text/plain',
      filename: '',
      headers: [{ name: 'Content-Type', value: `text/plain; charset="${charset}"` }, {
        name: 'Content-Transfer-Encoding',
        value: 'quoted-printable',
      }],
      body: { size: 10, data: base64Url(content.textBytes ?? content.text ?? '') },
    });
  }
  if (content.html !== undefined) {
    parts.push({
      partId: String(parts.length),
      mimeType: 'text/html',
      filename: '',
      headers: [{ name: 'Content-Type', value: 'text/html; charset="UTF-8"' }],
      body: { size: content.html.length, data: base64Url(content.html) },
    });
  }
  if (content.attachment !== undefined) {
    parts.push({
      partId: String(parts.length),
      mimeType: 'text/plain',
      filename: content.attachment.filename,
      headers: [{ name: 'Content-Disposition', value: `attachment; filename="${content.attachment.filename}"` }],
      body: { size: 5000, attachmentId: content.attachment.attachmentId },
    });
  }
  return {
    id: content.id,
    threadId: `t-${content.id}`,
    labelIds: content.labels ?? ['INBOX'],
    snippet: content.snippet ?? (content.text ?? '').slice(0, 100),
    internalDate: '1740734100000',
    payload: {
      partId: '',
      mimeType: 'multipart/alternative',
      filename: '',
      headers: [...headers, { name: 'Content-Type', value: 'multipart/alternative; boundary="000000000000abc"' }],
      body: { size: 0 },
      parts,
    },
  };
}
