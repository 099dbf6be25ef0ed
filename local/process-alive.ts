import process from 'node:process';

/**
 * Whether a process with this id exists. Signal 0 checks without sending anything;
 * EPERM means it exists but belongs to another user. Works under Node and Deno.
 */
export function isProcessAlive(pid: number): boolean {
  if (!Number.isSafeInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as { code?: unknown }).code === 'EPERM';
  }
}
