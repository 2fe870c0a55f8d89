import { describe, expect, it } from 'vitest';
import type { Option } from '@lease/api';
import { demoOptions } from '@lease/api/testing';
import { sameOption } from './sameOption.ts';

const { heatPump, towBar } = demoOptions;
const withoutNote: Option = { ...heatPump };
delete withoutNote.cToelichting;

describe('sameOption', () => {
  it.each<[string, Option, Option, boolean]>([
    ['the same object', heatPump, heatPump, true],
    ['a copy', heatPump, { ...heatPump }, true],
    ['checked by the driver', heatPump, { ...heatPump, bChecked: !heatPump.bChecked }, false],
    ['another price', heatPump, { ...heatPump, nPrijs: 1 }, false],
    ['another note', heatPump, { ...heatPump, cToelichting: 'Verplicht' }, false],
    ['another option', heatPump, towBar, false],
    ['a paint code instead of none', heatPump, { ...heatPump, cKleurcode: '#ffffff' }, false],
    ['null against undefined', heatPump, { ...heatPump, cCluster: undefined }, false],
    ['a field left out', heatPump, withoutNote, false],
  ])('%s → %s', (_name, a, b, same) => {
    expect(sameOption(a, b)).toBe(same);
    expect(sameOption(b, a)).toBe(same);
  });
});
