import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from './createLogger.ts';

describe('createLogger', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes one JSON line per entry: level, time, message and fields', () => {
    const lines: string[] = [];
    const logger = createLogger('info', (line) => lines.push(line));
    logger.info('request', { path: '/api/GetAutos', status: 200 });
    logger.warn('slow', { ms: 51 });
    logger.error('failed');
    expect(lines.map((line) => JSON.parse(line) as unknown)).toEqual([
      expect.objectContaining({
        level: 'info',
        msg: 'request',
        path: '/api/GetAutos',
        status: 200,
      }),
      expect.objectContaining({ level: 'warn', msg: 'slow', ms: 51 }),
      expect.objectContaining({ level: 'error', msg: 'failed' }),
    ]);
    expect(lines.join('\n')).not.toMatch(/"pid"|"hostname"/);
  });

  it('writes nothing below its level, and nothing at all when silent', () => {
    const lines: string[] = [];
    const warnings = createLogger('warn', (line) => lines.push(line));
    warnings.info('request');
    const silent = createLogger('silent', (line) => lines.push(line));
    silent.error('failed');
    expect(lines).toEqual([]);
    warnings.warn('slow');
    expect(lines).toHaveLength(1);
  });

  it('stamps each line with the time it was logged, in ISO 8601 to the millisecond', () => {
    const lines: string[] = [];
    const logger = createLogger('info', (line) => lines.push(line));
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-21T10:00:00.000Z'));
    logger.info('first');
    vi.setSystemTime(new Date('2026-11-21T10:00:00.001Z'));
    logger.info('next millisecond');
    const times = lines.map((line) => (JSON.parse(line) as { time: string }).time);
    expect(times).toEqual(['2026-11-21T10:00:00.000Z', '2026-11-21T10:00:00.001Z']);
  });
});
