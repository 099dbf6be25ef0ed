import type { PendingApproval } from '../../shared/protocol/index.ts';
import { terminalText } from '../terminal/terminal-text.ts';
import { style } from './terminal-style.ts';

/** Lines of a mail body (or of arguments) shown before the rest is cut. */
const maxBlockLines = 12;

/** `text` inert on a terminal (control and bidi characters shown as escapes), newlines kept:
 * a mail written by someone else must not move the cursor, recolour the terminal or reorder
 * what the question shows. */
function printable(text: string): string {
  return terminalText(text, { multiline: true });
}

/** A block of text indented under its label, cut after {@link maxBlockLines} lines. */
function blockLines(text: string): string[] {
  const lines = printable(text.replace(/\r\n/g, '\n').replace(/\s+$/, '')).split('\n');
  const shown = lines.slice(0, maxBlockLines);
  const cut = lines.length - shown.length;
  return [
    ...shown.map((line) => (line.trim() === '' ? '' : `    ${line}`)),
    ...(cut > 0 ? [`    … ${cut} more ${cut === 1 ? 'line' : 'lines'}`] : []),
  ];
}

function list(values: readonly string[]): string {
  return printable(values.join(', '));
}

/** What the call would do, field by field, from its preview. */
function previewLines(approval: PendingApproval, color: boolean): string[] {
  const label = (name: string): string => style(name.padEnd(10), 'dim', color);
  const { preview } = approval;
  switch (preview.kind) {
    case 'email':
      return [
        `  ${label('to')}${list(preview.to)}`,
        ...(preview.cc.length === 0 ? [] : [`  ${label('cc')}${list(preview.cc)}`]),
        ...(preview.bcc.length === 0 ? [] : [`  ${label('bcc')}${list(preview.bcc)}`]),
        `  ${label('subject')}${printable(preview.subject)}`,
        `  ${style('body', 'dim', color)}`,
        ...blockLines(preview.body),
        ...(preview.hasHtml ? [`  ${style('(the mail also has an HTML version)', 'dim', color)}`] : []),
      ];
    case 'fetch':
      return [`  ${style('fetches', 'dim', color)}`, ...preview.urls.map((url) => `    ${printable(url)}`)];
    case 'tool':
      return [
        ...(preview.server === null ? [] : [`  ${label('server')}${printable(preview.server)}`]),
        `  ${label('tool')}${printable(preview.tool)}`,
        `  ${style('arguments', 'dim', color)}`,
        ...blockLines(JSON.stringify(preview.arguments, null, 2) ?? 'none'),
      ];
  }
}

/**
 * A call that waits for the user's approval, as the terminal shows it: the tool, why it
 * asks, exactly what it would do (a mail's recipients, subject and body; the URLs to
 * fetch; an MCP tool's server, name and arguments) and when the approval expires. Text
 * that came from elsewhere (a mail body the model copied) is printed inert: control
 * characters appear as escapes.
 */
export function formatApproval(approval: PendingApproval, options: { readonly color: boolean }): string[] {
  const { color } = options;
  return [
    `${style('⏸', 'warn', color)} ${style(printable(approval.tool), 'bold', color)} ${
      style('waits for your approval', 'warn', color)
    }`,
    `  ${printable(approval.reason)}`,
    ...previewLines(approval, color),
    `  ${style(`expires ${approval.expiresAt}`, 'dim', color)}`,
  ];
}
