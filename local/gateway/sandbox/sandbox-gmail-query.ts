/**
 * Gmail search (`q`) over the sandbox mailbox, for the operators the Gmail tools and a
 * demo use: words and "quoted phrases" (subject, body, sender, recipients), `from:`,
 * `to:`, `cc:`, `bcc:`, `subject:`, `rfc822msgid:`, `in:`/`label:`, `is:unread|read|starred`,
 * `after:`/`before:` (YYYY/MM/DD or epoch seconds), `newer_than:`/`older_than:` (`3d`,
 * `2m`, `1y`), and `-` to negate a term. Terms are ANDed; `OR`, `AND` and parentheses are
 * ignored. An unknown operator is searched for as a word, as Gmail does.
 */
import type { SandboxMessage } from './sandbox-message.ts';

interface Term {
  readonly negated: boolean;
  readonly operator: string | null;
  readonly value: string;
}

const termPattern = /(-?)(?:([A-Za-z_][A-Za-z0-9_]*):)?(?:"([^"]*)"|([^\s"]+))/g;

function termsOf(query: string): Term[] {
  const terms: Term[] = [];
  for (const match of query.replace(/[()]/g, ' ').matchAll(termPattern)) {
    const value = (match[3] ?? match[4] ?? '').trim();
    const operator = match[2]?.toLowerCase() ?? null;
    if (operator === null && (value === 'OR' || value === 'AND')) continue;
    if (value.length > 0) terms.push({ negated: match[1] === '-', operator, value });
  }
  return terms;
}

function includes(haystack: string, needle: string): boolean {
  return haystack.toLowerCase().includes(needle.toLowerCase());
}

/** Epoch ms of `YYYY/MM/DD` (or `-`), or of epoch seconds; NaN when neither. */
function dateOf(value: string): number {
  if (/^\d{9,}$/.test(value)) return Number(value) * 1000;
  const match = /^(\d{4})[/-](\d{1,2})[/-](\d{1,2})$/.exec(value);
  return match === null ? Number.NaN : Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/** Milliseconds of `3d`, `2m`, `1y`; NaN otherwise. */
function ageOf(value: string): number {
  const match = /^(\d+)([dmy])$/i.exec(value);
  if (match === null) return Number.NaN;
  const days = { d: 1, m: 30, y: 365 }[(match[2] as string).toLowerCase() as 'd' | 'm' | 'y'];
  return Number(match[1]) * days * 86_400_000;
}

const labelAliases: Record<string, string> = {
  unread: 'UNREAD',
  read: '!UNREAD',
  starred: 'STARRED',
  important: 'IMPORTANT',
};

function hasLabel(message: SandboxMessage, name: string): boolean {
  const label = name.toUpperCase().replace(/[\s-]+/g, '_');
  return message.labelIds.some((id) => id.toUpperCase() === label);
}

function matchesTerm(message: SandboxMessage, term: Term, now: number): boolean {
  const { operator, value } = term;
  const everyone = [...message.to, ...message.cc, ...message.bcc];
  switch (operator) {
    case 'from':
      return includes(message.from, value);
    case 'to':
      return everyone.some((address) => includes(address, value));
    case 'cc':
      return message.cc.some((address) => includes(address, value));
    case 'bcc':
      return message.bcc.some((address) => includes(address, value));
    case 'subject':
      return includes(message.subject, value);
    case 'rfc822msgid':
      return message.messageId.replace(/^<|>$/g, '') === value.replace(/^<|>$/g, '');
    case 'in':
    case 'label':
      return hasLabel(message, value);
    case 'is': {
      const alias = labelAliases[value.toLowerCase()] ?? value;
      return alias.startsWith('!') ? !hasLabel(message, alias.slice(1)) : hasLabel(message, alias);
    }
    case 'after':
      return message.internalDate >= dateOf(value);
    case 'before':
      return message.internalDate < dateOf(value);
    case 'newer_than':
      return message.internalDate >= now - ageOf(value);
    case 'older_than':
      return message.internalDate < now - ageOf(value);
    default: {
      const word = operator === null ? value : `${operator}:${value}`;
      return [message.subject, message.text, message.from, ...everyone].some((field) => includes(field, word));
    }
  }
}

/** True when `message` matches every term of `query` (an empty query matches all). */
export function matchesGmailQuery(message: SandboxMessage, query: string, now: number): boolean {
  return termsOf(query).every((term) => matchesTerm(message, term, now) !== term.negated);
}
