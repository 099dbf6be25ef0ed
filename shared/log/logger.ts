import { redact } from '../tools/redact.ts';

/** Structured developer logging: an event name (noun-verb) and fields. */
export interface Logger {
  info(event: string, fields?: Record<string, unknown>): void;
  warn(event: string, fields?: Record<string, unknown>): void;
  error(event: string, fields?: Record<string, unknown>): void;
}

/** Where log lines go; `console` methods by default. */
export interface LogSink {
  info(line: string): void;
  warn(line: string): void;
  error(line: string): void;
}

/**
 * One JSON object per line, fields redacted (secrets by key name and value shape)
 * before anything is written.
 */
export function createJsonLogger(
  options: { sink?: LogSink; now?: () => Date; base?: Record<string, unknown> } = {},
): Logger {
  const sink = options.sink ?? console;
  const now = options.now ?? (() => new Date());
  const write = (level: 'info' | 'warn' | 'error', event: string, fields: Record<string, unknown> = {}): void => {
    const entry = redact({ time: now().toISOString(), level, event, ...options.base, ...fields });
    sink[level](JSON.stringify(entry));
  };
  return {
    info: (event, fields) => write('info', event, fields),
    warn: (event, fields) => write('warn', event, fields),
    error: (event, fields) => write('error', event, fields),
  };
}

/** A logger that drops everything: for tests and benchmarks that assert on outcomes. */
export const silentLogger: Logger = { info: () => {}, warn: () => {}, error: () => {} };
