import type { ErrorCategory } from './error-category.ts';
import type { UserInteraction } from './user-interaction.ts';

/** What is kept of a side-effect call so that a repeat returns it instead of acting. */
export type IdempotencyRecord =
  | { readonly type: 'tool-result'; readonly output: unknown; readonly modelMessage: string }
  | {
    readonly type: 'tool-error';
    readonly category: ErrorCategory;
    readonly modelMessage: string;
    readonly interaction?: UserInteraction;
  };

/** The answer to claiming a key. */
export type IdempotencyClaim =
  | { readonly status: 'claimed' }
  | { readonly status: 'completed'; readonly record: IdempotencyRecord }
  | { readonly status: 'in_progress' };

/**
 * Where side-effect calls are recorded. `claim` must be atomic: of two concurrent
 * claims of one key, exactly one gets `claimed`.
 */
export interface IdempotencyStore {
  claim(key: string): Promise<IdempotencyClaim>;
  /** Records the outcome; later claims of `key` get it back. */
  complete(key: string, record: IdempotencyRecord): Promise<void>;
  /** Gives the key up (the call failed before acting), so a later call may act. */
  release(key: string): Promise<void>;
}

/** An in-process store: for tests and single-process use. Entries expire after `ttlMs`. */
export function createMemoryIdempotencyStore(options: { ttlMs?: number; now?: () => number } = {}): IdempotencyStore {
  const ttlMs = options.ttlMs ?? 24 * 60 * 60 * 1000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { record: IdempotencyRecord | null; expiresAt: number }>();
  return {
    claim(key) {
      const entry = entries.get(key);
      if (entry !== undefined && entry.expiresAt > now()) {
        return Promise.resolve(
          entry.record === null ? { status: 'in_progress' } : { status: 'completed', record: entry.record },
        );
      }
      entries.set(key, { record: null, expiresAt: now() + ttlMs });
      return Promise.resolve({ status: 'claimed' });
    },
    complete(key, record) {
      entries.set(key, { record, expiresAt: now() + ttlMs });
      return Promise.resolve();
    },
    release(key) {
      entries.delete(key);
      return Promise.resolve();
    },
  };
}
