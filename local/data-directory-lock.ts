/**
 * PGlite serves one process: a second one opening the same directory would read and write
 * behind the first one's back. So whoever opens a PGlite directory (the gateway, `npm run
 * analytics`, `npm run db:migrate`) first takes `parley.lock` in it: created whole and
 * exclusively, holding the pid (and the gateway's URL). A lock whose process is gone is
 * stale and taken over.
 */
import { link, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import process from 'node:process';
import { z } from 'zod';
import { isProcessAlive } from './process-alive.ts';

/** The lock file's name inside the data directory. */
export const lockFileName = 'parley.lock';

/** Who takes the lock, as the one-line refusal names them. */
export interface LockHolder {
  /** `The gateway`, `npm run analytics`. */
  readonly name: string;
  /** Where the holder can be reached instead (the gateway's URL). */
  readonly url?: string;
}

const lockRecordSchema = z.object({
  pid: z.number().int().positive(),
  holder: z.string(),
  url: z.string().nullable(),
  startedAt: z.string(),
});

/** What a lock file says about its holder. */
export type LockRecord = z.output<typeof lockRecordSchema>;

/** A lock this process holds. */
export interface DataDirectoryLock {
  readonly path: string;
  /** Deletes the lock file, if it is still this process's. Never throws. */
  release(): Promise<void>;
}

/** The lock, or who holds it. */
export type LockAttempt =
  | { readonly ok: true; readonly lock: DataDirectoryLock }
  | { readonly ok: false; readonly holder: LockRecord };

/** What taking a lock touches; each has a production default. */
export interface LockDependencies {
  readonly pid?: number;
  readonly isProcessAlive?: (pid: number) => boolean;
  readonly now?: () => Date;
}

/** Locks this process holds: a lock with this process's pid that is not among them was left
 * by an earlier process that had the same pid (a restarted container), so it is stale. */
const heldPaths = new Set<string>();

async function readLock(path: string): Promise<LockRecord | null> {
  try {
    const parsed = lockRecordSchema.safeParse(JSON.parse(await readFile(path, 'utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function isCode(error: unknown, code: string): boolean {
  return (error as { code?: unknown }).code === code;
}

/** Creates `path` with `text`, whole, only when it does not exist: true when it did. */
async function createExclusively(path: string, text: string, pid: number): Promise<boolean> {
  // Written aside, then hard-linked: a reader never sees an empty or half-written lock.
  const temporary = `${path}.${pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(temporary, text, 'utf8');
  try {
    await link(temporary, path);
    return true;
  } catch (error) {
    if (isCode(error, 'EEXIST')) return false;
    throw error;
  } finally {
    await unlink(temporary).catch(() => {});
  }
}

/**
 * Takes the lock of `directory` (which must exist) for `holder`, taking over a stale one;
 * when a live process holds it, answers who.
 */
export async function acquireDataDirectoryLock(
  directory: string,
  holder: LockHolder,
  dependencies: LockDependencies = {},
): Promise<LockAttempt> {
  const pid = dependencies.pid ?? process.pid;
  const alive = dependencies.isProcessAlive ?? isProcessAlive;
  const path = join(directory, lockFileName);
  const record: LockRecord = {
    pid,
    holder: holder.name,
    url: holder.url ?? null,
    startedAt: (dependencies.now ?? (() => new Date()))().toISOString(),
  };
  // Twice at most: once, and once more after clearing a stale lock (another process may
  // clear and take it between the two; then that one is the holder).
  for (let attempt = 0; attempt < 2; attempt += 1) {
    if (await createExclusively(path, `${JSON.stringify(record)}\n`, pid)) {
      heldPaths.add(path);
      return { ok: true, lock: { path, release: () => releaseLock(path, pid) } };
    }
    const current = await readLock(path);
    const stale = current === null || !alive(current.pid) || (current.pid === pid && !heldPaths.has(path));
    if (!stale) return { ok: false, holder: current };
    await unlink(path).catch((error: unknown) => {
      if (!isCode(error, 'ENOENT')) throw error;
    });
  }
  const holderNow = await readLock(path);
  return { ok: false, holder: holderNow ?? { pid: 0, holder: 'Another process', url: null, startedAt: '' } };
}

async function releaseLock(path: string, pid: number): Promise<void> {
  heldPaths.delete(path);
  const current = await readLock(path);
  if (current?.pid === pid) await unlink(path).catch(() => {});
}

/** `The gateway (pid 1234, http://127.0.0.1:54321)`. */
export function describeLockHolder(record: LockRecord): string {
  const details = [record.pid > 0 ? `pid ${record.pid}` : '', record.url ?? ''].filter((part) => part.length > 0);
  return details.length === 0 ? record.holder : `${record.holder} (${details.join(', ')})`;
}
