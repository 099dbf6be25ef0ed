import { describe, expect, it } from 'vitest';
import { failureReason, isEntryPoint } from '../../local/entry-point.ts';

class KnownError extends Error {}

describe('failureReason', () => {
  it('prints an error the user can act on as its own message', () => {
    expect(
      failureReason(
        new KnownError('DATABASE_URL is not a URL'),
        'Migration failed',
        (error) => error instanceof KnownError,
      ),
    )
      .toBe('DATABASE_URL is not a URL');
  });

  it('prints anything else after the prefix, on one line without a stack', () => {
    expect(failureReason(new Error('relation "x" does not exist'), 'Migration failed', () => false)).toBe(
      'Migration failed: relation "x" does not exist',
    );
    expect(failureReason('a thrown string', 'Maintenance failed', () => true)).toBe(
      'Maintenance failed: a thrown string',
    );
  });
});

describe('isEntryPoint', () => {
  it('is false for a module that was imported, not run', () => {
    expect(isEntryPoint(new URL('../../local/entry-point.ts', import.meta.url).href)).toBe(false);
  });
});
