import { describe, expect, it } from 'vitest';
import { withUniqueCallIds } from '../../../shared/chat/unique-call-ids.ts';
import { executorLimits } from '../../../shared/tools/limits.ts';

function callWithId(id: string): { id: string; name: string; arguments: string } {
  return { id, name: 'web_search', arguments: '{}' };
}

describe('withUniqueCallIds', () => {
  it('keeps ids that are fine as they are', () => {
    const calls = [callWithId('call_a'), callWithId('call_b')];

    expect(withUniqueCallIds(calls, new Set())).toEqual(calls);
  });

  it('numbers empty and repeated ids', () => {
    const ids = withUniqueCallIds([callWithId(''), callWithId('call_a'), callWithId('call_a')], new Set(['call_1']))
      .map((call) => call.id);

    expect(ids).toEqual(['call_1_2', 'call_a', 'call_a_2']);
  });

  describe('when a provider sends an id longer than the bound', () => {
    it('replaces it with a short one, so it fits the log index', () => {
      const huge = 'x'.repeat(100_000);

      const [call] = withUniqueCallIds([callWithId(huge)], new Set());

      expect(call?.id).toBe('call_1');
    });

    it('keeps an id of exactly the bound', () => {
      const longest = 'y'.repeat(executorLimits.maxToolCallIdChars);

      expect(withUniqueCallIds([callWithId(longest)], new Set())[0]?.id).toBe(longest);
    });

    it('keeps a repeated id of the bound inside it when numbering it', () => {
      const longest = 'y'.repeat(executorLimits.maxToolCallIdChars);

      const ids = withUniqueCallIds([callWithId(longest), callWithId(longest)], new Set()).map((call) => call.id);

      expect(ids[1]).not.toBe(ids[0]);
      expect(ids[1]?.length).toBe(executorLimits.maxToolCallIdChars);
    });
  });
});
