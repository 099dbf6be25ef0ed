import { ErrorCode } from '@modelcontextprotocol/sdk/types.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadMcpSdk } from '../../../shared/mcp/mcp-sdk.ts';
import { McpError, StreamableHTTPError, UnauthorizedError } from '../../../shared/mcp/mcp-sdk-values.ts';
import {
  type McpToolIdentity,
  toolErrorOfResult,
  toolErrorOfRpcError,
  toolErrorOfThrown,
} from '../../../shared/mcp/mcp-tool-error.ts';
import { formatToolError } from '../../../shared/tools/feedback-tool-error.ts';
import { setupHintOf } from '../../../shared/tools/setup-hint.ts';
import type { ToolError } from '../../../shared/tools/tool-error.ts';
import { dataBlockContent } from '../../../shared/tools/feedback-data.ts';
import { readable } from './support/readable-server-text.ts';

const identity: McpToolIdentity = {
  server: 'everything',
  tool: 'gzip-file-as-resource',
  exposedName: 'everything__gzip-file-as-resource',
};
const withCredential: McpToolIdentity = { ...identity, credentialProvider: 'acme' };

// The classifier recognises the SDK's errors once the SDK is loaded, as it is by the
// time a connection could throw one.
beforeAll(() => loadMcpSdk());

/** What the model reads for an error, through the executor's formatter. */
function modelText(error: ToolError): string {
  return formatToolError(error, identity.exposedName, 'generic').text;
}

function textResult(text: string) {
  return { content: [{ type: 'text' as const, text }], isError: true };
}

describe('toolErrorOfResult', () => {
  describe('when a tool answers isError with its own text', () => {
    const error = toolErrorOfResult(
      textResult('Error processing file ftp://example.com/x: Unsupported URL protocol.'),
      identity,
    );

    it('is invalid_arguments', () => {
      expect(error.category).toBe('invalid_arguments');
    });

    it("shows the model the server's text under the tool's name", () => {
      expect(readable(modelText(error))).toBe(
        '`everything__gzip-file-as-resource` failed. The server said:\nError processing file ftp://example.com/x: Unsupported URL protocol.',
      );
    });

    it('keeps the text as developer detail, naming the server and tool', () => {
      expect(error.detail).toContain(
        'MCP server everything, tool gzip-file-as-resource: isError result: Error processing file',
      );
    });
  });

  describe("when the server's text is long, spread over lines, or holds a secret", () => {
    const secret = 'sk-live-0123456789abcdefghijklmnopqrstuv';
    const error = toolErrorOfResult(
      textResult(`Upstream said:\n\n  bad key ${secret}\n${'x'.repeat(2_000)}`),
      identity,
    );

    it('is one paragraph of data, capped, with the secret redacted', () => {
      const text = modelText(error);
      expect(dataBlockContent(text.slice(text.indexOf('\n') + 1))).not.toContain('\n');
      expect(text.length).toBeLessThanOrEqual(600);
      expect(text).not.toContain(secret);
    });
  });

  describe('when the isError result has no text', () => {
    it('lets the formatter say the request was rejected', () => {
      const error = toolErrorOfResult({
        content: [{ type: 'image', data: 'AAAA', mimeType: 'image/png' }],
        isError: true,
      }, identity);
      expect(error.category).toBe('invalid_arguments');
      expect(modelText(error)).toBe(
        'Everything rejected the request. Check the arguments and call `everything__gzip-file-as-resource` again.',
      );
    });
  });

  describe("when the text is the SDK's rendering of an invalid-params error", () => {
    const error = toolErrorOfResult(
      textResult(
        'MCP error -32602: Input validation error: Invalid arguments for tool gzip-file-as-resource: Invalid url',
      ),
      identity,
    );

    it("is invalid_arguments with the server's reason", () => {
      expect(error.category).toBe('invalid_arguments');
      expect(readable(modelText(error))).toBe(
        'The server rejected the arguments for `everything__gzip-file-as-resource`. Fix them and call `everything__gzip-file-as-resource` again. The server said:\nInput validation error: Invalid arguments for tool gzip-file-as-resource: Invalid url',
      );
    });
  });

  describe('when the text is the SDK\'s "tool not found" answer for this tool', () => {
    it('is not_found: the server no longer offers it', () => {
      const error = toolErrorOfResult(textResult('MCP error -32602: Tool gzip-file-as-resource not found'), identity);
      expect(error.category).toBe('not_found');
      expect(modelText(error)).toBe(
        '`everything__gzip-file-as-resource` is no longer offered by the MCP server `everything`. Continue without it or use another tool.',
      );
    });
  });
});

describe('toolErrorOfRpcError', () => {
  describe.each([
    { code: ErrorCode.MethodNotFound, message: 'Method not found', category: 'not_found', reason: undefined },
    {
      code: ErrorCode.InvalidParams,
      message: 'count must be positive',
      category: 'invalid_arguments',
      reason: undefined,
    },
    {
      code: ErrorCode.InvalidParams,
      message: 'Tool gzip-file-as-resource disabled',
      category: 'not_found',
      reason: undefined,
    },
    { code: ErrorCode.RequestTimeout, message: 'Request timed out', category: 'transient', reason: 'timeout' },
    { code: ErrorCode.ConnectionClosed, message: 'Connection closed', category: 'transient', reason: 'network' },
    {
      code: ErrorCode.UrlElicitationRequired,
      message: 'Open this URL',
      category: 'not_configured',
      reason: 'permission_denied',
    },
    { code: ErrorCode.InternalError, message: 'boom', category: 'internal', reason: undefined },
    { code: -31999, message: 'a server-defined error', category: 'internal', reason: undefined },
  ])('when the code is $code ($message)', ({ code, message, category, reason }) => {
    it(`is ${category}`, () => {
      const error = toolErrorOfRpcError(code, message, identity);
      expect(error.category).toBe(category);
      expect(error.reason).toBe(reason);
    });
  });

  describe('when the server wants the user to open a URL', () => {
    it('asks the user', () => {
      expect(modelText(toolErrorOfRpcError(ErrorCode.UrlElicitationRequired, 'Open this URL', identity))).toMatch(
        /^Question: The MCP server `everything` needs you to complete a step in your browser/,
      );
    });
  });

  describe("when another tool's name is in an invalid-params message", () => {
    it('stays invalid_arguments: only this tool\'s own "not found" counts', () => {
      expect(toolErrorOfRpcError(ErrorCode.InvalidParams, 'Tool echo not found', identity).category).toBe(
        'invalid_arguments',
      );
    });
  });
});

describe('toolErrorOfThrown', () => {
  describe('when the call failed with a JSON-RPC error', () => {
    it("maps its code, reading the reason without the SDK's prefix", () => {
      const error = toolErrorOfThrown(new McpError(ErrorCode.InvalidParams, 'count must be positive'), identity);
      expect(error.category).toBe('invalid_arguments');
      expect(readable(modelText(error))).toContain(
        'rejected the arguments for `everything__gzip-file-as-resource`. Fix them and call `everything__gzip-file-as-resource` again. The server said:\ncount must be positive',
      );
    });

    it('maps method-not-found to not_found', () => {
      expect(toolErrorOfThrown(new McpError(ErrorCode.MethodNotFound, 'Method not found'), identity).category).toBe(
        'not_found',
      );
    });

    it('maps a request timeout to transient', () => {
      expect(toolErrorOfThrown(new McpError(ErrorCode.RequestTimeout, 'Request timed out'), identity)).toMatchObject({
        category: 'transient',
        reason: 'timeout',
      });
    });
  });

  describe('when the server no longer answers (connection refused or cut)', () => {
    it('is transient', () => {
      const error = toolErrorOfThrown(
        new TypeError('fetch failed', {
          cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
        }),
        identity,
      );
      expect(error).toMatchObject({ category: 'transient', reason: 'network', provider: 'everything' });
      expect(modelText(error)).toBe(
        '`everything__gzip-file-as-resource` is temporarily unavailable (its service did not answer). Try again later or continue without it.',
      );
    });
  });

  describe('when the server answers an HTTP error', () => {
    describe.each([
      { status: 400, category: 'transient', reason: 'unavailable' },
      { status: 404, category: 'transient', reason: 'unavailable' },
      { status: 408, category: 'transient', reason: 'timeout' },
      { status: 429, category: 'transient', reason: 'rate_limited' },
      { status: 503, category: 'transient', reason: 'unavailable' },
      { status: 403, category: 'not_configured', reason: 'permission_denied' },
      { status: 418, category: 'internal', reason: undefined },
    ])('of $status', ({ status, category, reason }) => {
      it(`is ${category}`, () => {
        expect(toolErrorOfThrown(new StreamableHTTPError(status, 'Error POSTing to endpoint'), identity)).toMatchObject(
          { category, reason, status },
        );
      });
    });

    describe('of 401 or 403 for a server whose headers send a credential', () => {
      it("says that credential was rejected, and to replace the server's key under Integrations", () => {
        const error = toolErrorOfThrown(new StreamableHTTPError(401, 'Unauthorized'), withCredential);
        expect(error).toMatchObject({ category: 'not_configured', reason: 'credential_rejected', provider: 'acme' });
        expect(setupHintOf(error)).toEqual({ integration: 'mcp:everything', action: 'replace_key' });
        expect(setupHintOf(toolErrorOfThrown(new StreamableHTTPError(403, 'Forbidden'), withCredential))).toEqual({
          integration: 'mcp:everything',
          action: 'replace_key',
        });
        expect(formatToolError(error, identity.exposedName, 'generic').text).toBe(
          'Question: The Acme API key was rejected. Please check that the key under Integrations is correct and active, or replace it.',
        );
      });
    });

    describe('of 401 for a server without credential headers', () => {
      it("says a credential is missing, with no setup hint: the fix is in the agent's settings", () => {
        const error = toolErrorOfThrown(new UnauthorizedError('Unauthorized'), identity);
        expect(error).toMatchObject({
          category: 'not_configured',
          reason: 'credential_missing',
          provider: 'everything',
        });
        expect(setupHintOf(error)).toBeUndefined();
      });
    });
  });

  describe('when the call was aborted', () => {
    it('is transient', () => {
      expect(toolErrorOfThrown(new DOMException('The operation timed out.', 'TimeoutError'), identity)).toMatchObject({
        category: 'transient',
        reason: 'timeout',
      });
      expect(toolErrorOfThrown(new DOMException('Aborted', 'AbortError'), identity)).toMatchObject({
        category: 'transient',
        reason: 'cancelled',
      });
    });
  });

  describe('when something unexpected is thrown', () => {
    it('is internal, with the message kept for developers only', () => {
      const error = toolErrorOfThrown(new Error('Unexpected content type: text/html'), identity);
      expect(error.category).toBe('internal');
      expect(error.detail).toContain('Unexpected content type');
      expect(modelText(error)).toBe('An unexpected error occurred while executing this tool.');
    });
  });
});
