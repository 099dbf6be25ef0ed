/**
 * The words models swap for one another when they guess a tool's name: common verbs of
 * what a tool does and common nouns of what it acts on. General English and API
 * vocabulary only — no product's or catalog's own names — so it helps on any catalog.
 *
 * Each group is one meaning, named by its first word. A word may sit in several groups
 * (`post` creates and sends; `lookup` reads and searches); the first group that holds it
 * is its main meaning. Words are compared after stemming, so plurals and `-ing` forms
 * need no entry of their own.
 */

/** `action`: a verb, what a tool does; `object`: a noun, what it acts on. A word in both
 * kinds of group (`book`, `post`, `message`) takes the role its place in a name gives it. */
export type SynonymRole = 'action' | 'object';

export interface SynonymGroup {
  readonly role: SynonymRole;
  readonly words: readonly string[];
}

/**
 * The groups whose words argument keys are also compared by (`message` for `body`,
 * `to` for `recipient`). They come first and keep their words' main meanings; the
 * groups after them only add words, or further meanings of these words.
 */
const coreGroups: readonly SynonymGroup[] = [
  {
    role: 'action',
    words: [
      'read',
      'get',
      'fetch',
      'load',
      'retrieve',
      'analyze',
      'analyse',
      'inspect',
      'view',
      'open',
      'show',
      'extract',
      'parse',
      'scrape',
      'describe',
      'display',
      'obtain',
      'pull',
    ],
  },
  { role: 'action', words: ['search', 'find', 'lookup', 'query', 'look', 'seek', 'locate', 'discover'] },
  {
    role: 'action',
    words: ['send', 'compose', 'dispatch', 'deliver', 'notify', 'forward', 'ping', 'alert', 'broadcast', 'publish'],
  },
  { role: 'object', words: ['email', 'mail', 'gmail', 'inbox', 'mailbox', 'newsletter'] },
  {
    role: 'action',
    words: ['create', 'add', 'make', 'insert', 'new', 'book', 'schedule', 'register', 'generate', 'submit', 'reserve'],
  },
  {
    role: 'action',
    words: [
      'update',
      'edit',
      'modify',
      'change',
      'patch',
      'set',
      'adjust',
      'amend',
      'replace',
      'reschedule',
      'configure',
      'assign',
      'mark',
      'toggle',
    ],
  },
  {
    role: 'action',
    words: [
      'delete',
      'remove',
      'drop',
      'erase',
      'destroy',
      'trash',
      'cancel',
      'archive',
      'purge',
      'discard',
      'clear',
      'unsubscribe',
      'revoke',
      'dismiss',
    ],
  },
  { role: 'action', words: ['list', 'enumerate', 'browse', 'index'] },
  { role: 'action', words: ['write', 'save', 'store', 'put', 'persist'] },
  { role: 'object', words: ['page', 'dom', 'html', 'document', 'site', 'website', 'webpage'] },
  { role: 'action', words: ['think', 'thought', 'reason', 'reflect', 'thinking'] },
  { role: 'object', words: ['recipient', 'to', 'address'] },
  { role: 'object', words: ['message', 'body', 'text', 'content'] },
  { role: 'action', words: ['summarize', 'summarise', 'summary', 'digest', 'condense', 'tldr'] },
  { role: 'object', words: ['post', 'article', 'entry', 'blog'] },
];

/** Further meanings of core words, and the verbs and nouns tool catalogs commonly use. */
const moreGroups: readonly SynonymGroup[] = [
  // Verbs that belong to a second meaning as well.
  { role: 'action', words: ['read', 'lookup', 'see', 'check', 'download'] },
  { role: 'action', words: ['send', 'email', 'mail', 'message', 'post', 'reply', 'respond', 'text', 'share'] },
  { role: 'action', words: ['create', 'post', 'open', 'start', 'compose', 'write', 'upload'] },
  { role: 'action', words: ['update', 'rename'] },
  { role: 'action', words: ['delete', 'close', 'deactivate'] },
  { role: 'action', words: ['list', 'all', 'get'] },
  { role: 'action', words: ['write', 'upload'] },
  // Files going in and out, moving and copying.
  { role: 'action', words: ['upload', 'attach', 'import', 'ingest'] },
  { role: 'action', words: ['download', 'export', 'save', 'backup'] },
  { role: 'action', words: ['move', 'rename', 'transfer', 'relocate', 'reassign'] },
  { role: 'action', words: ['copy', 'duplicate', 'clone'] },
  // Running and switching.
  { role: 'action', words: ['run', 'execute', 'invoke', 'trigger', 'call', 'launch', 'perform', 'exec', 'dispatch'] },
  { role: 'action', words: ['start', 'begin', 'launch', 'enable', 'resume', 'activate', 'open', 'play'] },
  {
    role: 'action',
    words: ['stop', 'end', 'halt', 'pause', 'disable', 'kill', 'terminate', 'close', 'suspend', 'deactivate'],
  },
  { role: 'action', words: ['pay', 'charge', 'bill', 'checkout', 'purchase', 'buy'] },
  { role: 'action', words: ['translate', 'convert', 'transform'] },
  // What tools act on.
  {
    role: 'object',
    words: ['event', 'meeting', 'appointment', 'invite', 'invitation', 'reservation', 'session', 'slot'],
  },
  { role: 'object', words: ['calendar', 'schedule', 'agenda', 'availability', 'cal'] },
  { role: 'object', words: ['attendee', 'participant', 'guest', 'invitee'] },
  { role: 'object', words: ['email', 'message', 'mail', 'dm', 'sms'] },
  { role: 'object', words: ['file', 'document', 'doc', 'attachment', 'blob', 'asset'] },
  { role: 'object', words: ['folder', 'directory', 'dir', 'drive'] },
  { role: 'object', words: ['contact', 'person', 'people', 'customer', 'lead', 'client', 'prospect'] },
  { role: 'object', words: ['user', 'member', 'account', 'profile', 'employee', 'teammate', 'person', 'people'] },
  { role: 'object', words: ['ticket', 'issue', 'bug', 'task', 'todo', 'card', 'incident'] },
  { role: 'object', words: ['note', 'memo', 'comment', 'annotation', 'remark'] },
  { role: 'object', words: ['image', 'picture', 'photo', 'pic', 'img', 'screenshot', 'thumbnail'] },
  { role: 'object', words: ['payment', 'charge', 'invoice', 'bill', 'transaction', 'receipt'] },
  { role: 'object', words: ['channel', 'room', 'conversation', 'chat', 'thread'] },
  { role: 'object', words: ['project', 'board', 'workspace'] },
  { role: 'object', words: ['record', 'row', 'entry', 'item'] },
  { role: 'object', words: ['company', 'organization', 'organisation', 'org', 'business', 'account'] },
  { role: 'object', words: ['deal', 'opportunity'] },
  { role: 'object', words: ['order', 'purchase', 'cart'] },
  { role: 'object', words: ['product', 'item', 'sku'] },
  { role: 'object', words: ['spreadsheet', 'sheet', 'table', 'workbook'] },
  { role: 'object', words: ['repository', 'repo'] },
  { role: 'object', words: ['video', 'clip', 'movie'] },
  { role: 'object', words: ['song', 'track', 'audio', 'music'] },
  { role: 'object', words: ['label', 'tag', 'category'] },
  { role: 'object', words: ['team', 'group', 'department'] },
  { role: 'object', words: ['link', 'url', 'uri', 'href'] },
];

/** Every group, core groups first. */
export const synonymGroups: readonly SynonymGroup[] = [...coreGroups, ...moreGroups];
