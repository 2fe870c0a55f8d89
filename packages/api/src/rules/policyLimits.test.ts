import { describe, expect, it } from 'vitest';
import type { CarPolicy } from '../schemas/policy.ts';
import { policyLimits } from './policyLimits.ts';

type Facts = Pick<
  CarPolicy,
  'Categorie' | 'bAlleenPlugin' | 'cBrandstoflabelMax' | 'Aantallen' | 'bBudgetTotaleKosten'
>;

const category = (norm: number, maximum: number | null, fixed = 0): CarPolicy['Categorie'] => ({
  nCategorieID: 2,
  cOmschrijving: 'B',
  nNormbedrag: norm,
  nMaxEigenbijdrage: maximum,
  nVasteEigenbijdrage: fixed,
});

const facts = (change: Partial<Facts>): Facts => ({
  Categorie: null,
  bAlleenPlugin: false,
  cBrandstoflabelMax: null,
  Aantallen: null,
  bBudgetTotaleKosten: false,
  ...change,
});

describe('policyLimits', () => {
  it.each<[string, Partial<Facts>, { kind: string; filter: object }[]]>([
    ['no category and no rules: nothing limits the choice', {}, []],
    [
      'a norm and a maximum: within the norm, and orderable up to the maximum',
      { Categorie: category(700, 150) },
      [
        { kind: 'norm', filter: { nLeaseMax: 700 } },
        { kind: 'orderable', filter: { nEigenbijdrageMax: 150 } },
      ],
    ],
    [
      'a fixed contribution raises the own contribution an orderable car may have',
      { Categorie: category(700, 200, 25) },
      [
        { kind: 'norm', filter: { nLeaseMax: 700 } },
        { kind: 'orderable', filter: { nEigenbijdrageMax: 225 } },
      ],
    ],
    [
      'no maximum: only the norm',
      { Categorie: category(850, null, 25) },
      [{ kind: 'norm', filter: { nLeaseMax: 850 } }],
    ],
    [
      'a maximum of 0 without a fixed part: orderable means within the norm',
      { Categorie: category(700, 0) },
      [
        { kind: 'norm', filter: { nLeaseMax: 700 } },
        { kind: 'orderable', filter: { nLeaseMax: 700 } },
      ],
    ],
    [
      'a norm of 0 limits nothing: every euro is the driver’s',
      { Categorie: category(0, null) },
      [],
    ],
    [
      'plug-in only and a fuel label',
      { bAlleenPlugin: true, cBrandstoflabelMax: 'C' },
      [
        { kind: 'plugIn', filter: { bAlleenPlugin: true } },
        { kind: 'fuelLabel', filter: { cBrandstoflabelMax: 'C' } },
      ],
    ],
    [
      'rules on the car: the price limits search within them',
      { Categorie: category(700, 150), bAlleenPlugin: true, cBrandstoflabelMax: 'B' },
      [
        {
          kind: 'norm',
          filter: { nLeaseMax: 700, bAlleenPlugin: true, cBrandstoflabelMax: 'B' },
        },
        {
          kind: 'orderable',
          filter: { nEigenbijdrageMax: 150, bAlleenPlugin: true, cBrandstoflabelMax: 'B' },
        },
        { kind: 'plugIn', filter: { bAlleenPlugin: true } },
        { kind: 'fuelLabel', filter: { cBrandstoflabelMax: 'B' } },
      ],
    ],
    ['label G allows every car', { cBrandstoflabelMax: 'G' }, []],
    [
      'a total-cost budget with a fixed contribution: within the norm by the own contribution',
      { Categorie: category(700, 200, 25), bBudgetTotaleKosten: true },
      [
        { kind: 'norm', filter: { nEigenbijdrageMax: 25 } },
        { kind: 'orderable', filter: { nEigenbijdrageMax: 225 } },
      ],
    ],
    [
      'a total-cost budget without one: the norm cannot be searched, what can be ordered can',
      { Categorie: category(700, 150), bBudgetTotaleKosten: true },
      [{ kind: 'orderable', filter: { nEigenbijdrageMax: 150 } }],
    ],
    [
      'a total-cost budget with a maximum of 0 and nothing fixed: nothing to search',
      { Categorie: category(700, 0), bBudgetTotaleKosten: true },
      [],
    ],
  ])('%s', (_, change, expected) => {
    expect(policyLimits(facts(change)).map(({ kind, filter }) => ({ kind, filter }))).toEqual(
      expected,
    );
  });

  it('carries the count the server sent for each limit, and null without one', () => {
    const counted = policyLimits(
      facts({
        Categorie: category(700, 150),
        bAlleenPlugin: true,
        Aantallen: { nBinnenNorm: 41, nBestelbaar: 89, nPlugin: 164 },
      }),
    );
    expect(counted.map((limit) => limit.count)).toEqual([41, 89, 164]);
    expect(policyLimits(facts({ bAlleenPlugin: true }))[0]?.count).toBeNull();
  });
});
