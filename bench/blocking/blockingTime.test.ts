import { describe, expect, it } from 'vitest';
import { blockingAfterPaint, type TraceEvent } from './blockingTime.ts';

const MAIN = { pid: 1, tid: 7 };
const task = (startMs: number, lengthMs: number, thread = MAIN): TraceEvent => ({
  name: 'ThreadControllerImpl::RunTask',
  ph: 'X',
  ...thread,
  ts: startMs * 1000,
  dur: lengthMs * 1000,
});
const paint: TraceEvent = { name: 'firstContentfulPaint', ph: 'I', ...MAIN, ts: 100_000 };

describe('blockingAfterPaint', () => {
  it('counts what each task after the paint takes over 50 ms once scaled', () => {
    const events = [paint, task(10, 90), task(120, 30), task(200, 10), task(300, 20)];
    // 3 × 30 − 50 = 40 and 3 × 20 − 50 = 10; 3 × 10 blocks nothing; the task before the paint
    // is left out.
    expect(blockingAfterPaint(events, 3)).toEqual({ blocking: 50, busy: 60, longest: 30 });
    expect(blockingAfterPaint(events, 4)?.blocking).toBe(70 + 30);
  });

  it('reads only the thread that painted, and a nested task as part of its outer one', () => {
    const otherThread = { pid: 1, tid: 9 };
    const events = [paint, task(150, 40), task(160, 5), task(150, 200, otherThread)];
    expect(blockingAfterPaint(events, 2)).toEqual({ blocking: 30, busy: 40, longest: 40 });
  });

  it('is null for a load the browser reported no paint of', () => {
    expect(blockingAfterPaint([task(150, 40)], 3)).toBeNull();
  });
});
