/**
 * Structured JSON logger: one line per entry, which CloudWatch Logs (and the local server's
 * console) keep as is. Causes of failures are logged here with their stack; responses never
 * carry them.
 *
 * Decision: our own logger, not Powertools for AWS Lambda's (@aws-lambda-powertools/logger 2.36).
 * Measured with esbuild as `npm run bench` bundles, it adds 22.7 KB to every Lambda: orders
 * 275.1 → 297.8 KB, 2.2 KB under the 300 KB budget (DESIGN.md §9), payments 471.7 → 494.4 KB,
 * the notification consumers 159.9 → 182.6 KB. What we log it writes no better (one JSON line of
 * level, time, message and fields; errors with their cause chain and the AWS SDK's metadata), and
 * what it adds (Lambda context keys, debug sampling, log buffering) we do not use.
 * Metrics: the Lambdas publish no metrics of their own (the alarms watch the dead-letter queues'
 * AWS metrics), so @aws-lambda-powertools/metrics (+15.1 KB on orders) has nothing to replace.
 */
import { readSetting } from './config';

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
  const level = readSetting('logLevel') as LogLevel;
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
