import { describe, expect, it } from 'vitest';
import type { ParleyMessagePart } from '../../../examples/react-chat/src/parley-parts.ts';
import { visibleParts } from '../../../examples/react-chat/src/visible-parts.ts';

const text = (value: string): ParleyMessagePart => ({ type: 'text', text: value });
const stepStart: ParleyMessagePart = { type: 'step-start' };
const modelRetry = (discardsStepText: boolean): ParleyMessagePart => ({
  type: 'data-parley-retry',
  data: { scope: 'model', model: 'gpt', delayMs: 500, reason: 'timeout', discardsStepText },
});

describe('visibleParts (examples/react-chat)', () => {
  it('keeps text and data parts in order and leaves out step markers', () => {
    expect(visibleParts([stepStart, text('a'), stepStart, text('b')])).toEqual([text('a'), text('b')]);
  });

  describe('when a model call is retried and its text discarded', () => {
    it('hides the text of that step before the retry, not earlier steps’ nor the new attempt’s', () => {
      const parts = [stepStart, text('first step'), stepStart, text('half an ans'), modelRetry(true), text('answer')];
      expect(visibleParts(parts)).toEqual([text('first step'), modelRetry(true), text('answer')]);
    });

    it('hides it for a model fallback too', () => {
      const fallback: ParleyMessagePart = {
        type: 'data-parley-fallback',
        data: { kind: 'model', fromModel: 'a', toModel: 'b', reason: 'down', discardsStepText: true },
      };
      expect(visibleParts([stepStart, text('lost'), fallback, text('kept')])).toEqual([fallback, text('kept')]);
    });
  });

  it('keeps the text when the retry says it is not discarded, or its data is not Parley’s', () => {
    const malformed: ParleyMessagePart = { type: 'data-parley-retry', data: { discardsStepText: true } };
    expect(visibleParts([stepStart, text('kept'), modelRetry(false), malformed])).toEqual([
      text('kept'),
      modelRetry(false),
      malformed,
    ]);
  });
});
