import { describe, expect, it } from 'vitest';
import { namesTheArgumentsObject, objectMeantBy } from '../../../bench/recovery/encoded-arguments.ts';

describe('objectMeantBy', () => {
  it('decodes a JSON string that holds the object', () => {
    expect(objectMeantBy('{"query": "supabase realtime"}', undefined)).toEqual({ query: 'supabase realtime' });
  });

  it("prefers the case's meant object", () => {
    expect(objectMeantBy('{"query": "x"}', { query: 'y' })).toEqual({ query: 'y' });
  });

  it('is undefined for arguments that are already an object, or hold none', () => {
    expect(objectMeantBy({ query: 'x' }, undefined)).toBeUndefined();
    expect(objectMeantBy('not json', undefined)).toBeUndefined();
    expect(objectMeantBy(['a'], undefined)).toBeUndefined();
  });
});

describe('namesTheArgumentsObject', () => {
  it("reads the AI SDK's and LangGraph's zod wording", () => {
    expect(namesTheArgumentsObject('Invalid input: expected object, received string')).toBe(true);
  });

  it('reads the word JSON', () => {
    expect(namesTheArgumentsObject('Invalid JSON input for tool')).toBe(true);
  });

  it('does not read a word that merely contains it', () => {
    expect(namesTheArgumentsObject('objectId is required; see JSONPath')).toBe(false);
  });
});
