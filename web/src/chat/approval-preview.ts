/**
 * What an approval shows: exactly what the call will do once approved. An email as its
 * fields (from the user's connected Gmail account, recipients, subject, the body as written),
 * a fetch as the addresses it will open (as text, never links: opening one would already
 * send what it carries), any other tool as its server, name and arguments.
 */
import { element } from '../ui/dom.ts';
import type { PendingApproval } from '../../../shared/protocol/index.ts';
import { formatJson } from './formatted-arguments.ts';

/** What an approval will do, by kind. */
export type ApprovalPreview = PendingApproval['preview'];

/** The line naming what the approval is for, as its heading says it. */
export function approvalTitle(preview: ApprovalPreview): string {
  if (preview.kind === 'email') return 'Send this email?';
  if (preview.kind === 'fetch') {
    return preview.urls.length === 1 ? 'Open this web address?' : 'Open these web addresses?';
  }
  return `Run ${preview.tool}?`;
}

/** A short description for announcements: "send an email to ana@example.com". */
export function approvalSummary(preview: ApprovalPreview): string {
  if (preview.kind === 'email') {
    const recipients = [...preview.to, ...preview.cc, ...preview.bcc];
    return recipients.length === 0 ? 'send an email' : `send an email to ${recipients.join(', ')}`;
  }
  if (preview.kind === 'fetch') return `open ${preview.urls.join(', ')}`;
  return preview.server === null ? `run ${preview.tool}` : `run ${preview.tool} on ${preview.server}`;
}

type Field = readonly [label: string, value: Node | string];

function fieldList(fields: readonly Field[]): HTMLDListElement {
  return element(
    'dl',
    { class: 'approval-fields' },
    ...fields.flatMap(([label, value]) => [element('dt', {}, label), element('dd', {}, value)]),
  );
}

function addressList(addresses: readonly string[]): string {
  return addresses.join(', ');
}

function emailPreview(preview: Extract<ApprovalPreview, { kind: 'email' }>): HTMLElement {
  const fields: Field[] = [
    ['From', 'your connected Gmail account'],
    ['To', preview.to.length === 0 ? 'nobody' : addressList(preview.to)],
    ...(preview.cc.length === 0 ? [] : [['Cc', addressList(preview.cc)] as const]),
    ...(preview.bcc.length === 0 ? [] : [['Bcc', addressList(preview.bcc)] as const]),
    ['Subject', preview.subject === '' ? '(no subject)' : preview.subject],
    ['Body', element('pre', { class: 'approval-text' }, preview.body)],
  ];
  return element(
    'div',
    { class: 'approval-preview', 'data-kind': 'email' },
    fieldList(fields),
    preview.hasHtml
      ? element('p', { class: 'muted small' }, 'The email also carries an HTML version of this text.')
      : null,
  );
}

function fetchPreview(preview: Extract<ApprovalPreview, { kind: 'fetch' }>): HTMLElement {
  return element(
    'div',
    { class: 'approval-preview', 'data-kind': 'fetch' },
    element(
      'p',
      {},
      preview.urls.length === 1 ? 'Parley will open this address:' : 'Parley will open these addresses:',
    ),
    element(
      'ul',
      { class: 'approval-urls' },
      ...preview.urls.map((url) => element('li', {}, element('code', {}, url))),
    ),
  );
}

function toolPreview(preview: Extract<ApprovalPreview, { kind: 'tool' }>): HTMLElement {
  return element(
    'div',
    { class: 'approval-preview', 'data-kind': 'tool' },
    fieldList([
      ['Server', preview.server ?? 'this Parley deployment'],
      ['Tool', element('code', {}, preview.tool)],
      ['Arguments', element('pre', { class: 'approval-text code' }, formatJson(preview.arguments))],
    ]),
  );
}

/** The preview of an approval. */
export function createApprovalPreview(preview: ApprovalPreview): HTMLElement {
  if (preview.kind === 'email') return emailPreview(preview);
  if (preview.kind === 'fetch') return fetchPreview(preview);
  return toolPreview(preview);
}
