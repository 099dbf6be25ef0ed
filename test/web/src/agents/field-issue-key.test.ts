import { describe, expect, it } from 'vitest';
import { fieldKeyOf } from '../../../../web/src/agents/field-issue-key.ts';

const keys = [
  'name',
  'enabledTools',
  'settings',
  'settings.mcpServers',
  'settings.mcpServers.0',
  'settings.mcpServers.0.url',
];

describe('fieldKeyOf', () => {
  it.each([
    ['name', 'name'],
    ['enabledTools.1', 'enabledTools'],
    ['settings.mcpServers.0.url', 'settings.mcpServers.0.url'],
    ['settings.mcpServers.0.headers.Authorization', 'settings.mcpServers.0'],
    ['settings.mcpServers.1.name', 'settings.mcpServers'],
    ['settings.temperature', 'settings'],
  ])('puts %s at %s, the longest key that is a prefix of it', (path, key) => {
    expect(fieldKeyOf(path, keys)).toBe(key);
  });

  it('does not take a key that only shares the start of a segment', () => {
    expect(fieldKeyOf('names', keys)).toBeNull();
    expect(fieldKeyOf('isDefault', keys)).toBeNull();
  });
});
