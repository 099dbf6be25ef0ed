import { fuzzSecrets } from './fuzz-system.ts';

/** A line of a JavaScript stack trace (`    at name (file:line:col)` or `    at file:line:col`). */
const stackFrame = /^\s+at (?:.+ \()?(?:file:|node:|\/|[A-Za-z]:\\).*:\d+:\d+\)?$/m;

/** What in a response body must never reach a caller: a configured secret or a stack frame; null when clean. */
export function leakIn(text: string): string | null {
  for (const [name, secret] of Object.entries(fuzzSecrets)) if (text.includes(secret)) return `secret ${name}`;
  if (stackFrame.test(text) || text.includes('\\n    at ')) return 'stack trace';
  return null;
}
