import type { IdempotencyStore } from '../tools/idempotency-store.ts';

/**
 * An idempotency store whose keys live under `scope` (`gmail-api:<userId>`). The chat
 * executor and a tool function derive the same key for the same call (conversation,
 * tool call id, tool name, input) and share one table: without a scope the function
 * would find the chat's own claim and answer "already running". The user in the scope
 * keeps one user's recorded results out of another's reach, whatever ids they send.
 */
export function scopedIdempotencyStore(store: IdempotencyStore, scope: string): IdempotencyStore {
  const scoped = (key: string): string => `${scope}:${key}`;
  return {
    claim: (key) => store.claim(scoped(key)),
    complete: (key, record) => store.complete(scoped(key), record),
    release: (key) => store.release(scoped(key)),
  };
}
