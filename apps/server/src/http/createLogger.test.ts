import { afterEach, describe, expect, it, vi } from 'vitest';
import { bufferedStdout, createLogger } from './createLogger.ts';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('bufferedStdout', () => {
  it('writes the lines of one event-loop turn as one write, in order, after the turn', async () => {
    const writes: string[] = [];
    const logger = createLogger('info', bufferedStdout({ write: (text) => writes.push(text) }));
    logger.info('request', { path: '/api/GetAutos', status: 200 });
    logger.warn('slow', { ms: 51 });
    expect(writes).toEqual([]);
    await nextTurn();
    expect(writes).toHaveLength(1);
    const lines = writes[0]?.split('\n') ?? [];
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe('');
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({ level: 'info', msg: 'request' });
    expect(JSON.parse(lines[1] ?? '')).toMatchObject({ level: 'warn', msg: 'slow', ms: 51 });
    logger.error('later');
    await nextTurn();
    expect(writes).toHaveLength(2);
  });

  it('formats and writes nothing below the level', async () => {
    const writes: string[] = [];
    const logger = createLogger('warn', bufferedStdout({ write: (text) => writes.push(text) }));
    logger.info('request');
    await nextTurn();
    expect(writes).toEqual([]);
  });
});

describe('createLogger', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('stamps each line with the time it was logged, to the millisecond', () => {
    const lines: string[] = [];
    const logger = createLogger('info', (line) => lines.push(line));
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-21T10:00:00.000Z'));
    logger.info('first');
    logger.info('same millisecond');
    vi.setSystemTime(new Date('2026-11-21T10:00:00.001Z'));
    logger.info('next millisecond');
    const times = lines.map((line) => (JSON.parse(line) as { time: string }).time);
    expect(times).toEqual([
      '2026-11-21T10:00:00.000Z',
      '2026-11-21T10:00:00.000Z',
      '2026-11-21T10:00:00.001Z',
    ]);
  });
});
