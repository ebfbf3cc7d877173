/**
 * Structured JSON logger: one line per entry, which CloudWatch Logs (and the local server's
 * console) keep as is. Causes of failures are logged here with their stack; responses never
 * carry them.
 */
import { readConfig } from './config';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
const LEVELS: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

export type LogFields = Record<string, unknown>;

export interface Logger {
  debug(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
  /** A logger whose entries all carry these fields too. */
  child(fields: LogFields): Logger;
}

/** An error as plain JSON (name, message, stack, code and its cause chain). */
export function serializeError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return error;
  const extra = error as Error & { code?: unknown; $metadata?: unknown };
  return {
    name: error.name,
    message: error.message,
    stack: error.stack,
    ...(extra.code !== undefined ? { code: extra.code } : {}),
    ...(extra.$metadata !== undefined ? { metadata: extra.$metadata } : {}),
    ...(error.cause !== undefined && depth < 3 ? { cause: serializeError(error.cause, depth + 1) } : {}),
  };
}

function threshold(): number {
  const level = readConfig().logLevel as LogLevel;
  return LEVELS[level] ?? LEVELS.info;
}

export function createLogger(base: LogFields = {}): Logger {
  const write = (level: LogLevel, message: string, fields: LogFields = {}) => {
    if (LEVELS[level] < threshold()) return;
    const entry: LogFields = { level, time: new Date().toISOString(), message, ...base };
    for (const [name, value] of Object.entries(fields)) entry[name] = value instanceof Error ? serializeError(value) : value;
    const line = JSON.stringify(entry);
    if (level === 'error' || level === 'warn') console.error(line);
    else console.log(line);
  };
  return {
    debug: (message, fields) => write('debug', message, fields),
    info: (message, fields) => write('info', message, fields),
    warn: (message, fields) => write('warn', message, fields),
    error: (message, fields) => write('error', message, fields),
    child: (fields) => createLogger({ ...base, ...fields }),
  };
}
