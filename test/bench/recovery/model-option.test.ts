import { describe, expect, it } from 'vitest';
import { parseModelOption } from '../../../bench/recovery/model-option.ts';

describe('parseModelOption', () => {
  it('is the literal model when not given', () => {
    expect(parseModelOption(undefined)).toEqual([{ kind: 'deterministic', name: 'literal' }]);
  });

  it('reads a comma-separated list in order, each model once', () => {
    expect(parseModelOption('schema-aware, literal,schema-aware')).toEqual([
      { kind: 'deterministic', name: 'schema-aware' },
      { kind: 'deterministic', name: 'literal' },
    ]);
  });

  it('reads all as both deterministic models', () => {
    expect(parseModelOption('all').map((choice) => choice.name)).toEqual(['literal', 'schema-aware']);
  });

  it('reads provider:model-id as a real model', () => {
    expect(parseModelOption('openai:gpt-4.1-mini')).toEqual([{ kind: 'real', name: 'openai:gpt-4.1-mini' }]);
  });

  it('names an unknown entry in its error', () => {
    expect(() => parseModelOption('literal,smart')).toThrow(/Unknown model "smart": use literal, schema-aware, all/);
    expect(() => parseModelOption('')).toThrow(/Unknown model ""/);
  });
});
