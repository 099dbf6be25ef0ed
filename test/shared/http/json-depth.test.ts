import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../shared/http/http-error.ts';
import { jsonNestsDeeperThan, maxJsonDepth } from '../../../shared/http/json-depth.ts';
import { readJsonValue } from '../../../shared/http/read-json-body.ts';

function nested(depth: number): string {
  return `${'{"a":['.repeat(depth)}${']}'.repeat(depth)}`;
}

describe('jsonNestsDeeperThan', () => {
  it('counts arrays and objects, not brackets inside strings', () => {
    expect(jsonNestsDeeperThan('[[1]]', 2)).toBe(false);
    expect(jsonNestsDeeperThan('[[[1]]]', 2)).toBe(true);
    expect(jsonNestsDeeperThan('["[[[[", "\\"{{{{"]', 1)).toBe(false);
  });
});

describe('readJsonValue with a deeply nested body', () => {
  const request = (text: string): Request =>
    new Request('http://127.0.0.1/', { method: 'POST', headers: { 'content-type': 'application/json' }, body: text });

  it('reads a body at the depth limit', async () => {
    const depth = maxJsonDepth / 2; // each level is an object and an array
    await expect(readJsonValue(request(nested(depth)), 1_000_000)).resolves.toMatchObject({
      byteLength: expect.any(Number),
    });
  });

  it('answers 400 with a clear message for 5,000 levels', async () => {
    const failure = await readJsonValue(request(nested(5_000)), 1_000_000).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(HttpError);
    expect(failure).toMatchObject({
      code: 'bad_request',
      message: `The body nests deeper than ${maxJsonDepth} levels.`,
    });
  });
});
