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

let stampedAt = Number.NaN;
let stamp = '';

/** Now in ISO 8601, formatted once per millisecond however many lines share it. */
function isoTimestamp(): string {
  const now = Date.now();
  if (now !== stampedAt) {
    stampedAt = now;
    stamp = new Date(now).toISOString();
  }
  return stamp;
}

/**
 * A logger that writes entries at `level` and above. Callers pass only what is safe to keep:
 * no tokens, passwords or query strings ever reach it.
 */
export function createLogger(
  level: LogLevel,
  write: (line: string) => void = bufferedStdout(),
): Logger {
  const threshold = LOG_LEVELS.indexOf(level);
  const log = (entryLevel: Exclude<LogLevel, 'silent'>) => (msg: string, fields?: LogFields) => {
    if (threshold === 0 || LOG_LEVELS.indexOf(entryLevel) > threshold) return;
    write(JSON.stringify({ time: isoTimestamp(), level: entryLevel, msg, ...fields }));
  };
  return { info: log('info'), warn: log('warn'), error: log('error') };
}

/**
 * Writes lines to stdout in batches: the lines of one turn of the event loop go out as one
 * write once it ends (`setImmediate`), not one system call per request (stdout to a file or a
 * pipe is synchronous in Node). Whatever is left is written when the process exits, so a crash
 * report is not lost.
 */
export function bufferedStdout(out: { write(text: string): unknown } = process.stdout) {
  let pending: string[] = [];
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (pending.length === 0) return;
    const text = `${pending.join('\n')}\n`;
    pending = [];
    out.write(text);
  };
  process.once('exit', flush);
  return (line: string) => {
    pending.push(line);
    if (!scheduled) {
      scheduled = true;
      setImmediate(flush);
    }
  };
}
