import { describe, expect, it } from 'vitest';
import { arrangementChoicesSchema } from '../schemas/choice.ts';
import { arrangementOutcome } from './arrangementOutcome.ts';

const scheme = (nMantelNr: number, online: boolean, drivers: number[]) => ({
  nMantelNr,
  bMantelOnline: online,
  cBerichtWanneerMantelInactief: online ? null : 'De leaseregeling is tijdelijk gesloten.',
  Berijders: drivers.map((nBerijderID) => ({ nBerijderID })),
});
const container = (drivers: Array<[number, number]>) => ({
  cNaam: 'Mobiliteitsbudget',
  Drivers: drivers.map(([nBerijderID, Id]) => ({ nBerijderID, MobilityCategory: { Id } })),
});
const choices = (Mantels: unknown[], Containers: unknown[]) =>
  arrangementChoicesSchema.parse({ Mantels, Containers });

describe('arrangementOutcome', () => {
  it.each([
    [
      'one online scheme with one driver',
      choices([scheme(10, true, [501])], []),
      { kind: 'auto', request: { nBerijderID: 501, nMantelNr: 10 } },
    ],
    [
      'one container with one driver',
      choices([], [container([[502, 7]])]),
      { kind: 'auto', request: { nBerijderID: 502, MobilityCategoryId: 7 } },
    ],
    [
      'the only scheme offline',
      choices([scheme(10, false, [501])], []),
      { kind: 'inactive', message: 'De leaseregeling is tijdelijk gesloten.' },
    ],
    [
      'the only scheme offline without a message',
      choices([{ nMantelNr: 10, bMantelOnline: false, Berijders: [] }], []),
      { kind: 'inactive', message: null },
    ],
    [
      'one scheme with two drivers',
      choices([scheme(10, true, [501, 502])], []),
      { kind: 'choose' },
    ],
    ['one scheme without drivers', choices([scheme(10, true, [])], []), { kind: 'choose' }],
    [
      'two schemes, one offline',
      choices([scheme(10, false, [501]), scheme(11, true, [501])], []),
      { kind: 'choose' },
    ],
    [
      'a scheme and a container',
      choices([scheme(10, true, [501])], [container([[501, 7]])]),
      { kind: 'choose' },
    ],
    [
      'one container with two drivers',
      choices(
        [],
        [
          container([
            [501, 7],
            [502, 8],
          ]),
        ],
      ),
      { kind: 'choose' },
    ],
    [
      'two containers',
      choices([], [container([[501, 7]]), container([[502, 8]])]),
      { kind: 'choose' },
    ],
    ['nothing at all', choices([], []), { kind: 'choose' }],
    [
      'lists sent as null',
      choices(null as unknown as unknown[], null as unknown as unknown[]),
      { kind: 'choose' },
    ],
  ])('%s', (_case, input, expected) => {
    expect(arrangementOutcome(input)).toEqual(expected);
  });
});
