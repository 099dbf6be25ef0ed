import { describe, expect, it } from 'vitest';
import { mcpToolName, mcpToolPrefix } from '../../../shared/mcp/mcp-tool-name.ts';

describe('mcpToolName', () => {
  describe('when the server and tool names are plain', () => {
    it('joins them with a double underscore', () => {
      expect(mcpToolName('sequential-thinking', 'sequentialthinking')).toBe('sequential-thinking__sequentialthinking');
      expect(mcpToolName('everything', 'get-sum')).toBe('everything__get-sum');
    });
  });

  describe('when the tool name has characters a chat API refuses in function names', () => {
    it('replaces each with an underscore', () => {
      expect(mcpToolName('files', 'fs.read file/v2')).toBe('files__fs_read_file_v2');
    });
  });

  describe('when the joined name is longer than 64 characters', () => {
    it('cuts it to 64', () => {
      const name = mcpToolName('a-rather-long-server-name', 'an_even_longer_tool_name_that_goes_on_and_on_and_on');
      expect(name).toHaveLength(64);
      expect(name.startsWith('a-rather-long-server-name__an_even_longer')).toBe(true);
    });
  });
});

describe('mcpToolPrefix', () => {
  it('is the server name and the separator', () => {
    expect(mcpToolPrefix('everything')).toBe('everything__');
    expect(mcpToolName('everything', 'echo').startsWith(mcpToolPrefix('everything'))).toBe(true);
  });
});
