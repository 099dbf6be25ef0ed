/**
 * Where the real-model mode saves its transcripts: one JSON file per case and system.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CaseTranscript } from './real-model.ts';

/** A name made safe as one path segment. */
export function pathSegmentOf(name: string): string {
  return name.replace(/[^A-Za-z0-9._-]/g, '_');
}

/** The default folder of a run: under the system's temporary folder, outside the
 * repository, named by model and start time. */
export function defaultTranscriptsDirectory(model: string, startedAt: Date): string {
  return join(
    tmpdir(),
    'parley-recovery-transcripts',
    `${pathSegmentOf(model)}-${startedAt.toISOString().replace(/[:.]/g, '-')}`,
  );
}

/** The file of one transcript in `directory`: `<system>/<case id>.json`. */
export function transcriptPath(directory: string, transcript: Pick<CaseTranscript, 'system' | 'caseId'>): string {
  return join(directory, transcript.system, `${pathSegmentOf(transcript.caseId)}.json`);
}

/** Saves each transcript as pretty-printed JSON under `directory`. */
export function transcriptWriter(directory: string): (transcript: CaseTranscript) => Promise<void> {
  return async (transcript) => {
    const path = transcriptPath(directory, transcript);
    await mkdir(join(directory, transcript.system), { recursive: true });
    await writeFile(path, `${JSON.stringify(transcript, null, 2)}\n`);
  };
}
