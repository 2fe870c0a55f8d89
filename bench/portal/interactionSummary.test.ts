import { describe, expect, it } from 'vitest';
import { inpRunOf, medianAndMax, missesBurstAim, missesInpAim } from './interactionSummary.ts';

describe('inpRunOf', () => {
  it('is the slowest interaction of the recording, with the long frames during it', () => {
    const run = inpRunOf({
      events: [
        {
          name: 'pointerdown',
          interactionId: 4,
          startTime: 1000,
          duration: 168,
          processingStart: 1012,
          processingEnd: 1014,
        },
        {
          name: 'click',
          interactionId: 4,
          startTime: 1060,
          duration: 104,
          processingStart: 1070,
          processingEnd: 1140,
        },
      ],
      frames: [
        { startTime: 500, duration: 80, blockingDuration: 30, scripts: [] },
        { startTime: 1010, duration: 150, blockingDuration: 90, scripts: [] },
      ],
    });
    expect(run.inpMs).toBe(168);
    expect(run.interaction?.name).toBe('pointerdown');
    expect(run.longFrames).toEqual(['frame 150 ms (blocking 90 ms)']);
  });

  it('is 0 ms when no interaction reached the 16 ms the observer reports', () => {
    expect(inpRunOf({ events: [], frames: [] })).toEqual({
      inpMs: 0,
      interaction: null,
      longFrames: [],
    });
  });
});

describe('medianAndMax', () => {
  it('is the middle run and the worst one', () => {
    expect(medianAndMax([48, 272, 56, 40, 64])).toEqual({ median: 56, max: 272 });
    expect(medianAndMax([])).toEqual({ median: Number.NaN, max: Number.NaN });
  });
});

describe('the interaction aims', () => {
  it('allow an INP up to 200 ms', () => {
    expect(missesInpAim(200)).toBe(false);
    expect(missesInpAim(208)).toBe(true);
  });

  it('want exactly one completed calculation per burst', () => {
    expect(missesBurstAim(1)).toBe(false);
    expect(missesBurstAim(0)).toBe(true);
    expect(missesBurstAim(2)).toBe(true);
  });
});
