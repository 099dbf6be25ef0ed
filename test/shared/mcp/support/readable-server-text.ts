import { dataBlockContent } from '../../../../shared/tools/feedback-data.ts';

/** A model text about an MCP failure with the server's words read out of their data block
 * (the first line is Parley's, the rest the block). */
export function readable(text: string): string {
  const split = text.indexOf('\n');
  return split < 0
    ? text
    : `${text.slice(0, split + 1)}${dataBlockContent(text.slice(split + 1)) ?? text.slice(split + 1)}`;
}
