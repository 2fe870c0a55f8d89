import { describe, expect, it } from 'vitest';
import { demoOrder } from '@lease/api/testing';
import { timelineSteps } from './timelineSteps.ts';

const states = (steps: ReturnType<typeof timelineSteps>) =>
  steps.map((s) => `${s.status}:${s.state}`);

describe('timelineSteps', () => {
  it('marks passed, current and upcoming steps of the demo order', () => {
    expect(states(timelineSteps(demoOrder))).toEqual([
      'ontvangen:done',
      'in_behandeling:done',
      'goedgekeurd:done',
      'besteld:done',
      'levering_gepland:current',
      'geleverd:upcoming',
    ]);
    expect(timelineSteps(demoOrder)[2]).toMatchObject({ remark: 'Goedgekeurd door P. Bakker.' });
  });

  it('a cancelled order shows what it passed, then the cancellation', () => {
    const order = {
      cStatus: 'geannuleerd' as const,
      Historie: [
        { cStatus: 'ontvangen' as const, dDatum: '2026-02-23', cOpmerking: null },
        {
          cStatus: 'geannuleerd' as const,
          dDatum: '2026-02-24',
          cOpmerking: 'Op verzoek van de berijder.',
        },
      ],
    };
    expect(states(timelineSteps(order))).toEqual(['ontvangen:done', 'geannuleerd:current']);
  });

  it('keeps the latest date of a status that came back, whatever the order of the history', () => {
    const order = {
      cStatus: 'in_behandeling' as const,
      Historie: [
        { cStatus: 'in_behandeling' as const, dDatum: '2026-03-02', cOpmerking: 'Opnieuw' },
        { cStatus: 'ontvangen' as const, dDatum: '2026-02-23', cOpmerking: null },
        { cStatus: 'in_behandeling' as const, dDatum: '2026-02-24', cOpmerking: null },
      ],
    };
    expect(timelineSteps(order)[1]).toMatchObject({
      date: '2026-03-02',
      remark: 'Opnieuw',
      state: 'current',
    });
  });

  it('an empty history still shows the path', () => {
    const steps = timelineSteps({ cStatus: 'ontvangen', Historie: [] });
    expect(steps).toHaveLength(6);
    expect(steps[0]).toMatchObject({ state: 'current', date: null });
  });
});
