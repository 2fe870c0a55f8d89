import type { Popup } from '@lease/api';
import { demoOptions, demoOptionsResponse } from '@lease/api/testing';
import { describe, expect, it } from 'vitest';
import { forcedChange } from './forcedChange.ts';

const { kingsRed, towBar, heatPump, wheels19, wheels20 } = demoOptions;
const popup: Popup = { cTitel: 'Trekhaak', cTekst: 'De trekhaak kan alleen met de warmtepomp.' };
const answer = (
  chosen: (typeof demoOptions)[keyof typeof demoOptions][],
  withPopup: Popup | null = popup,
) => ({
  Opties: demoOptionsResponse.Opties,
  Popup: withPopup,
  gekozenOptiesNieuw: chosen,
});
const names = (change: ReturnType<typeof forcedChange>) =>
  change?.kind === 'forced'
    ? {
        added: change.added.map((o) => o.cOmschrijving),
        removed: change.removed.map((o) => o.cOmschrijving),
      }
    : change;

describe('what the answer to a choice means', () => {
  it.each([
    ['no popup: nothing to say', [880201], answer([towBar], null), null],
    [
      'a blank popup: nothing to say',
      [880201],
      answer([towBar], { cTitel: null, cTekst: ' ' }),
      null,
    ],
    ['the server chose: a notice at most', null, answer([towBar, heatPump]), { kind: 'notice' }],
    ['exactly what was asked: a notice', [880201], answer([towBar]), { kind: 'notice' }],
    [
      'a package forced in',
      [880201],
      answer([towBar, heatPump]),
      { added: ['Warmtepomp'], removed: [] },
    ],
    [
      'an option forced out',
      [880102, 880201, 880302],
      answer([kingsRed, towBar, wheels19]),
      { added: [], removed: ['Lichtmetalen velgen 20 inch "Narvik"'] },
    ],
    [
      "an empty cluster's standard option is no change",
      [880201],
      answer([towBar, wheels19]),
      { kind: 'notice' },
    ],
    [
      'in and out at once',
      [880302, 880201],
      answer([towBar, heatPump, wheels19]),
      { added: ['Warmtepomp'], removed: ['Lichtmetalen velgen 20 inch "Narvik"'] },
    ],
    ['an unknown id asked for is no change', [880201, 999], answer([towBar]), { kind: 'notice' }],
  ] as const)('%s', (_case, requested, response, expected) => {
    expect(names(forcedChange(requested, response))).toEqual(expected);
  });

  it('a standard option forced out is a change', () => {
    expect(names(forcedChange([880301, 880201], answer([towBar, wheels20])))).toEqual({
      added: ['Lichtmetalen velgen 20 inch "Narvik"'],
      removed: ['Lichtmetalen velgen 19 inch "Hamar"'],
    });
  });
});
