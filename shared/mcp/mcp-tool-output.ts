import type { CallToolResult } from './mcp-sdk.ts';

type ContentBlock = CallToolResult['content'][number];

function blockText(block: ContentBlock): string {
  switch (block.type) {
    case 'text':
      return block.text;
    case 'image':
    case 'audio':
      // The model cannot use base64 media as text; say what there was instead.
      return `[${block.type} ${block.mimeType}, not shown]`;
    case 'resource_link':
      return `[resource link: ${block.name} <${block.uri}>]`;
    case 'resource':
      return 'text' in block.resource && typeof block.resource.text === 'string'
        ? block.resource.text
        : `[resource ${block.resource.uri}${
          block.resource.mimeType === undefined ? '' : ` (${block.resource.mimeType})`
        }, binary, not shown]`;
    default:
      return '';
  }
}

/**
 * What a successful `tools/call` gives the model: the content blocks as text (media and
 * binary resources named, not inlined), or, when there is no content, the structured
 * content. The executor cuts it to its result limit.
 */
export function mcpToolOutput(result: CallToolResult): unknown {
  const text = result.content.map(blockText).filter((part) => part.length > 0).join('\n');
  if (text.length > 0) return text;
  return result.structuredContent ?? '';
}
