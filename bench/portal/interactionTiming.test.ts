import { describe, expect, it } from 'vitest';
import {
  describeFrame,
  framesDuring,
  interactionsOf,
  slowestInteraction,
  type EventTimingEntry,
  type LongFrame,
} from './interactionTiming.ts';

/** An entry whose handlers start 4 ms in and take 10 ms. */
const entry = (
  name: string,
  interactionId: number,
  startTime: number,
  duration: number,
): EventTimingEntry => ({
  name,
  interactionId,
  startTime,
  duration,
  processingStart: startTime + 4,
  processingEnd: startTime + 14,
});

describe('interactionsOf', () => {
  it('counts an interaction as its longest entry, split into delay, handlers and paint', () => {
    const interactions = interactionsOf([
      entry('pointerdown', 7, 100, 48),
      entry('pointerup', 7, 130, 24),
      entry('click', 7, 131, 72),
    ]);
    expect(interactions).toEqual([
      {
        interactionId: 7,
        name: 'click',
        startTime: 131,
        duration: 72,
        inputDelay: 4,
        processing: 10,
        presentationDelay: 58,
      },
    ]);
  });

  it('leaves out events that are no interaction, and orders interactions as they happened', () => {
    const interactions = interactionsOf([
      entry('click', 9, 500, 40),
      entry('pointerover', 0, 90, 200),
      entry('keydown', 8, 300, 32),
    ]);
    expect(interactions.map((interaction) => interaction.interactionId)).toEqual([8, 9]);
  });
});

describe('slowestInteraction', () => {
  it('is the longest interaction', () => {
    const slowest = slowestInteraction([
      entry('click', 1, 0, 56),
      entry('click', 2, 100, 208),
      entry('pointerdown', 3, 400, 120),
    ]);
    expect(slowest?.interactionId).toBe(2);
    expect(slowest?.duration).toBe(208);
  });

  it('is null when no interaction reached the threshold', () => {
    expect(slowestInteraction([entry('pointermove', 0, 0, 64)])).toBeNull();
    expect(slowestInteraction([])).toBeNull();
  });
});

const frame = (startTime: number, duration: number): LongFrame => ({
  startTime,
  duration,
  blockingDuration: Math.max(0, duration - 50),
  scripts: [],
});

describe('framesDuring', () => {
  it('keeps the frames that overlap the interaction', () => {
    const frames = [frame(0, 60), frame(90, 80), frame(250, 60), frame(400, 70)];
    expect(framesDuring(frames, { startTime: 100, duration: 200 })).toEqual([
      frame(90, 80),
      frame(250, 60),
    ]);
  });
});

describe('describeFrame', () => {
  it('names the two longest scripts, with what ran them and their file', () => {
    const line = describeFrame({
      startTime: 0,
      duration: 151.4,
      blockingDuration: 90,
      scripts: [
        {
          invoker: 'DIV#root.onmousedown',
          sourceURL: 'http://x/assets/core-1.js',
          sourceFunctionName: '_h',
          duration: 20,
        },
        {
          invoker: 'DIV#root.onclick',
          sourceURL: 'http://x/assets/core-1.js?v=2',
          sourceFunctionName: '_h',
          duration: 76.2,
        },
        { invoker: 'TimerHandler:setTimeout', sourceURL: '', sourceFunctionName: '', duration: 5 },
      ],
    });
    expect(line).toBe(
      'frame 151 ms (blocking 90 ms): 76 ms DIV#root.onclick (core-1.js _h); 20 ms DIV#root.onmousedown (core-1.js _h)',
    );
  });

  it('is the frame alone when it ran no script', () => {
    expect(describeFrame(frame(0, 70))).toBe('frame 70 ms (blocking 20 ms)');
  });
});
