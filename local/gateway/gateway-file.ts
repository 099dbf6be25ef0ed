/**
 * The gateway's side of `.parley/gateway.json` (see local/gateway-discovery.ts): written
 * once it listens, removed when it stops, but only while the file is still its own (a
 * second gateway on another port may have written it since).
 */
import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { type GatewayRecord, parseGatewayRecord } from '../gateway-discovery.ts';

/** Writes `record` to `path` whole: a reader never sees half a file. */
export async function writeGatewayFile(path: string, record: GatewayRecord): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.${record.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(record, null, 2)}\n`, 'utf8');
  await rename(temporary, path);
}

/** Removes `path` when it names process `pid`; true when it did. Never throws. */
export async function removeGatewayFile(path: string, pid: number): Promise<boolean> {
  try {
    const record = parseGatewayRecord(await readFile(path, 'utf8'));
    if (record === null || record.pid !== pid) return false;
    await unlink(path);
    return true;
  } catch {
    return false;
  }
}
