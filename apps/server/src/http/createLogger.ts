import pino from 'pino';

export const LOG_LEVELS = ['silent', 'error', 'warn', 'info'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export type LogFields = Record<string, string | number | boolean | null | undefined>;

/** JSON-line logging: one object per line on stdout, easy to grep and to ship anywhere. */
export interface Logger {
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
}

export function isLogLevel(value: string): value is LogLevel {
  return (LOG_LEVELS as readonly string[]).includes(value);
}

/**
 * A logger that writes entries at `level` and above, through pino: `{"level":"info","time":…,
 * "msg":…, …fields}` per line, the time in ISO 8601. Without `write` it writes to stdout in
 * batches (pino's asynchronous destination, flushed when the process exits, so a crash report is
 * not lost); tests pass `write` to see each line. Callers pass only what is safe to keep: no
 * tokens, passwords or query strings ever reach it.
 */
export function createLogger(level: LogLevel, write?: (line: string) => void): Logger {
  const destination = write
    ? { write: (chunk: string) => write(chunk.trimEnd()) }
    : pino.destination({ sync: false });
  const log = pino(
    {
      level,
      // No pid or host name on every line: the process is the server, and its host the machine.
      base: null,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  );
  return {
    info: (msg, fields) => log.info(fields ?? {}, msg),
    warn: (msg, fields) => log.warn(fields ?? {}, msg),
    error: (msg, fields) => log.error(fields ?? {}, msg),
  };
}
