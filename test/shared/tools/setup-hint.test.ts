import { describe, expect, it } from 'vitest';
import { setupHintOf, setupHintOfMissingTool } from '../../../shared/tools/setup-hint.ts';
import { notConfigured, ToolError, type ToolErrorFields, upstreamFailure } from '../../../shared/tools/tool-error.ts';

type Reason = ToolErrorFields['reason'];

describe('setupHintOf', () => {
  describe('when a Gmail connection is the problem', () => {
    it.each(
      [
        { provider: 'gmail', reason: 'credential_missing', action: 'connect' },
        { provider: 'gmail', reason: undefined, action: 'connect' },
        { provider: 'gmail', reason: 'credential_rejected', action: 'reconnect' },
        { provider: 'gmail', reason: 'credential_corrupted', action: 'reconnect' },
        { provider: 'gmail', reason: 'permission_denied', action: 'reconnect' },
        { provider: 'google', reason: 'credential_rejected', action: 'reconnect' },
        { provider: 'Gmail', reason: 'credential_missing', action: 'connect' },
      ] as const,
    )('$provider with $reason → $action', ({ provider, reason, action }) => {
      expect(setupHintOf(new ToolError('not_configured', { provider, reason }))).toEqual({
        integration: 'gmail',
        action,
      });
    });
  });

  describe('when a search API key is the problem', () => {
    const reasons: readonly { reason: Reason; action: string }[] = [
      { reason: 'credential_missing', action: 'add_key' },
      { reason: 'credential_rejected', action: 'replace_key' },
      { reason: 'credential_corrupted', action: 'replace_key' },
      { reason: 'permission_denied', action: 'replace_key' },
    ];
    const cases = ['serper', 'brave', 'serpapi'].flatMap((provider) =>
      reasons.map((entry) => ({ provider, ...entry }))
    );

    it.each(cases)('$provider with $reason → $action', ({ provider, reason, action }) => {
      expect(setupHintOf(notConfigured({ provider, reason }))).toEqual({ integration: provider, action });
    });

    it('reads an upstream 401 and 403 as a key to replace', () => {
      expect(setupHintOf(upstreamFailure({ status: 401, provider: 'brave' }))).toEqual({
        integration: 'brave',
        action: 'replace_key',
      });
      expect(setupHintOf(upstreamFailure({ status: 403, provider: 'serpapi' }))).toEqual({
        integration: 'serpapi',
        action: 'replace_key',
      });
    });
  });

  describe('when the provider is not an integration', () => {
    it.each([
      { name: 'no provider (no search provider enabled)', fields: {} },
      { name: 'an unknown provider', fields: { provider: 'acme' } },
      { name: 'a tool function', fields: { provider: 'gmail-api' } },
      { name: 'an inherited object key', fields: { provider: 'constructor' } },
    ])('gives none for $name', ({ fields }) => {
      expect(setupHintOf(notConfigured(fields))).toBeUndefined();
    });
  });

  describe('when the failure is not a setup problem', () => {
    it('gives none for other categories, even from an integration provider', () => {
      expect(setupHintOf(upstreamFailure({ status: 503, provider: 'gmail' }))).toBeUndefined();
      expect(
        setupHintOf(
          new ToolError('needs_input', { provider: 'serper', setup: { integration: 'serper', action: 'add_key' } }),
        ),
      ).toBeUndefined();
    });

    it('gives none for a not_configured reason no setup fixes', () => {
      expect(setupHintOf(new ToolError('not_configured', { provider: 'gmail', reason: 'timeout' }))).toBeUndefined();
    });
  });

  describe('when the failure carries its own hint', () => {
    it('keeps it over what the provider would give', () => {
      const error = notConfigured({
        provider: 'acme',
        reason: 'credential_rejected',
        setup: { integration: 'mcp:tracker', action: 'replace_key' },
      });

      expect(setupHintOf(error)).toEqual({ integration: 'mcp:tracker', action: 'replace_key' });
    });
  });
});

describe('setupHintOfMissingTool', () => {
  const tracker = {
    name: 'tracker',
    namePrefix: 'tracker__',
    reason: 'not_configured',
    setup: { integration: 'mcp:tracker', action: 'add_key' },
  } as const;

  describe('when the called name carries the prefix of a source waiting for setup', () => {
    it("gives that source's hint", () => {
      expect(
        setupHintOfMissingTool('tracker__create_issue', [
          { name: 'wiki', namePrefix: 'wiki__', reason: 'unreachable' },
          tracker,
        ]),
      ).toEqual(tracker.setup);
    });
  });

  describe('when it does not', () => {
    it('gives none', () => {
      expect(
        setupHintOfMissingTool('wiki__search', [tracker, {
          name: 'wiki',
          namePrefix: 'wiki__',
          reason: 'unreachable',
        }]),
      ).toBeUndefined();
      expect(
        setupHintOfMissingTool('tracker__create_issue', [{
          name: 'tracker',
          reason: 'not_configured',
          setup: tracker.setup,
        }]),
      ).toBeUndefined();
      expect(setupHintOfMissingTool('tracker__create_issue')).toBeUndefined();
    });
  });
});
