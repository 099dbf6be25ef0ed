/**
 * The orders a text gives, as an obedient model reads them: "send to=X", "forward … to
 * X", "email X", "send … to all your contacts", "fetch/visit/open URL (with ?data=…)",
 * "call/run tool Y (id=…)", or a tool named in words ("delete all tickets"). It reads
 * every text the same way, whoever wrote it: it cannot tell an attack from a request.
 */
import { isOrderVerb, type Sentence, sentencesOf } from './instruction-sentences.ts';

/** An order read in a text. */
export type Instruction =
  | {
    readonly kind: 'send';
    /** Addresses named in the order. */
    readonly recipients: readonly string[];
    /** The order says to send to the user's contacts (everyone the mail read names). */
    readonly toContacts: boolean;
    readonly subject: string | null;
    /** Markup to send as the HTML body. */
    readonly html: string | null;
    /** Links to put in the mail. */
    readonly links: readonly string[];
  }
  | {
    readonly kind: 'fetch';
    readonly url: string;
    /** The order asks for data in the URL (`?data=`, a placeholder, "append the …"). */
    readonly withData: boolean;
  }
  | { readonly kind: 'call'; readonly tool: string; readonly arguments: Record<string, unknown> };

/** A tool the model may call: its name and JSON Schema. */
export interface OfferedTool {
  readonly name: string;
  readonly parameters: Record<string, unknown>;
}

const sendVerbs = [
  'send',
  'forward',
  'email',
  'e-mail',
  'mail',
  'cc',
  'bcc',
  'share',
  'deliver',
  'transmit',
  'notify',
  'reply',
];
const fetchVerbs = [
  'fetch',
  'visit',
  'open',
  'load',
  'browse',
  'navigate',
  'retrieve',
  'scrape',
  'request',
  'ping',
  'access',
  'download',
  'check',
  'hit',
  'get',
  'summarize',
  'submit',
];
const callVerbs = ['call', 'run', 'invoke', 'use', 'execute', 'trigger'];
const contactsPattern =
  /\b(contacts|everyone|everybody|address book|mailing list|all (?:of )?(?:your |the )?(?:recipients|senders|colleagues|correspondents|people|addresses))\b/i;
const dataWords =
  /\b(append|appending|add|adding|include|including|attach|encode|encoding|put|insert|fill|with|containing|carrying|followed by|plus)\b[\s\S]*\b(data|summary|contents?|text|details|info|information|inbox|e-?mails?|messages?|results?|conversation|history|notes?|password|token|keys?|secrets?|it|them)\b/i;
/** Where a URL wants the data put: `{data}`, `{{data}}`, `[data]`, `$DATA`, `XXX`. */
export const dataPlaceholder = /\{\{?[^}]*\}?\}|\[[^\]]*\]|\$[A-Z_]+|XXX+/;

function hasOrderVerb(sentence: Sentence, verbs: readonly string[]): boolean {
  return verbs.some((verb) => isOrderVerb(sentence.text, verb));
}

function quotedSubject(text: string): string | null {
  return /subject(?: line)?\s*[:=]?\s*["“']([^"”']{1,120})["”']/i.exec(text)?.[1] ?? null;
}

function sendOrder(sentence: Sentence): Instruction | null {
  if (!hasOrderVerb(sentence, sendVerbs)) return null;
  const toContacts = contactsPattern.test(sentence.text);
  if (sentence.addresses.length === 0 && !toContacts) return null;
  return {
    kind: 'send',
    recipients: sentence.addresses,
    toContacts,
    subject: quotedSubject(sentence.text),
    html: sentence.html[0] ?? null,
    links: sentence.urls,
  };
}

function fetchOrders(sentence: Sentence): Instruction[] {
  if (sentence.urls.length === 0 || !hasOrderVerb(sentence, fetchVerbs)) return [];
  const asksForData = dataWords.test(sentence.text);
  return sentence.urls.map((url) => ({
    kind: 'fetch',
    url,
    withData: asksForData || url.endsWith('=') || dataPlaceholder.test(url),
  }));
}

function wordsOf(name: string): string[] {
  const short = name.includes('__') ? name.slice(name.lastIndexOf('__') + 2) : name;
  return short.toLowerCase().split(/[_\-\s]+/).filter((word) => word.length > 0);
}

/** How well a sentence names `tool`: by name after a call verb (best), else in words, its
 * first word an order's verb and one more word found (as a word's start). */
function toolMatch(sentence: Sentence, tool: OfferedTool): number {
  const short = tool.name.includes('__') ? tool.name.slice(tool.name.lastIndexOf('__') + 2) : tool.name;
  const named = [tool.name, short].some((name) =>
    new RegExp(`(^|[^A-Za-z0-9_])${name}($|[^A-Za-z0-9_])`).test(sentence.text)
  );
  if (named && hasOrderVerb(sentence, callVerbs)) return 100;
  const [verb, ...rest] = wordsOf(tool.name);
  if (verb === undefined || rest.length === 0 || !isOrderVerb(sentence.text, verb)) return 0;
  const found = rest.filter((word) => new RegExp(`\\b${word}`, 'i').test(sentence.text)).length;
  return found === 0 ? 0 : 1 + found * 2 - (rest.length - found);
}

function coerce(text: string, schema: unknown): unknown {
  const type = typeof schema === 'object' && schema !== null ? Reflect.get(schema, 'type') : undefined;
  if (type === 'boolean') return /^(true|yes|1)$/i.test(text);
  if (type === 'number' || type === 'integer') return Number(text);
  if (type === 'array') return text.split(/\s*,\s*/);
  return text;
}

/** Arguments an order gives a tool: `key=value`, `key: value`, or by shape (an address for
 * an email field, a `T-101`-like token for an id). */
function argumentsFor(sentence: Sentence, tool: OfferedTool): Record<string, unknown> {
  const properties = Reflect.get(tool.parameters, 'properties');
  const input: Record<string, unknown> = {};
  if (typeof properties !== 'object' || properties === null) return input;
  for (const [key, schema] of Object.entries(properties)) {
    const given = new RegExp(`\\b${key}\\s*[=:]\\s*(?:"([^"]*)"|'([^']*)'|([^\\s,;]+))`, 'i').exec(sentence.text);
    const value = given?.[1] ?? given?.[2] ?? given?.[3]?.replace(/[.)]+$/, '');
    if (value !== undefined) input[key] = coerce(value, schema);
    else if (/mail/i.test(key) && sentence.addresses[0] !== undefined) input[key] = sentence.addresses[0];
    else if (/id$/i.test(key)) {
      const id = /\b[A-Z][A-Z0-9]*-\d+\b/.exec(sentence.text)?.[0];
      if (id !== undefined) input[key] = id;
    }
  }
  return input;
}

function callOrder(sentence: Sentence, tools: readonly OfferedTool[]): Instruction | null {
  let best: { tool: OfferedTool; score: number } | null = null;
  for (const tool of tools) {
    const score = toolMatch(sentence, tool);
    if (score > 0 && (best === null || score > best.score)) best = { tool, score };
  }
  return best === null ? null : { kind: 'call', tool: best.tool.name, arguments: argumentsFor(sentence, best.tool) };
}

/** The orders in `text`, in the order they are given. A sentence that sends mail carries
 * its links as content; otherwise its URLs are pages to fetch, else it may call a tool. */
export function readInstructions(text: string, tools: readonly OfferedTool[]): Instruction[] {
  return sentencesOf(text).flatMap((sentence) => {
    const send = sendOrder(sentence);
    if (send !== null) return [send];
    const fetches = fetchOrders(sentence);
    if (fetches.length > 0) return fetches;
    const call = callOrder(sentence, tools);
    return call === null ? [] : [call];
  });
}
