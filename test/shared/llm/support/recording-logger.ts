import type { Logger } from '../../../../shared/log/logger.ts';

/** One line a {@link RecordingLogger} received. */
export interface LoggedLine {
  readonly level: 'info' | 'warn' | 'error';
  readonly event: string;
  readonly fields: Record<string, unknown>;
}

/** A logger that keeps every line, for assertions. */
export interface RecordingLogger extends Logger {
  readonly lines: LoggedLine[];
}

/** Builds a {@link RecordingLogger}. */
export function recordingLogger(): RecordingLogger {
  const lines: LoggedLine[] = [];
  const record = (level: LoggedLine['level']) => (event: string, fields: Record<string, unknown> = {}) => {
    lines.push({ level, event, fields });
  };
  return { lines, info: record('info'), warn: record('warn'), error: record('error') };
}
