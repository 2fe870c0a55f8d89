import { describe, expect, it } from 'vitest';
import { excessAdvice, type PricedChoice } from './excessAdvice.ts';

const choice = (name: string, monthly: number): PricedChoice<string> => ({
  key: name,
  name,
  monthly,
});
const roof = choice('Panoramadak', 35);
const towBar = choice('Trekhaak', 12);
const paint = choice('Kings Red metallic', 18);
const heatPump = choice('Warmtepomp', 21);
const free = choice('Moonstone grijs', 0);

const names = (list: readonly PricedChoice<string>[]) => list.map((c) => c.name);

describe('what to remove to get within the maximum', () => {
  it.each([
    [
      'one option covers it: the cheapest that does',
      15,
      [roof, towBar, paint, heatPump],
      ['Kings Red metallic'],
      18,
    ],
    ['exactly the excess is enough', 21, [roof, heatPump, towBar], ['Warmtepomp'], 21],
    [
      'two needed: the dearest, then the cheapest that covers the rest',
      50,
      [towBar, roof, paint, heatPump],
      ['Panoramadak', 'Kings Red metallic'],
      53,
    ],
    [
      'all of them',
      86,
      [roof, towBar, paint, heatPump],
      ['Panoramadak', 'Warmtepomp', 'Kings Red metallic', 'Trekhaak'],
      86,
    ],
    ['not enough even without options', 90, [roof, towBar, paint, heatPump], [], 0],
    ['no priced options', 10, [free], [], 0],
    ['no excess', 0, [roof], [], 0],
    [
      'cents add up without a float residue',
      0.3,
      [choice('a', 0.1), choice('b', 0.1), choice('c', 0.1)],
      ['a', 'b', 'c'],
      0.3,
    ],
  ])('%s', (_case, excess, chosen, remove, saving) => {
    const advice = excessAdvice(excess, chosen);
    expect(names(advice.remove)).toEqual(remove);
    expect(advice.saving).toBe(saving);
  });

  it('lists the priced choices, dearest first, leaving out free and malformed ones', () => {
    const advice = excessAdvice(10, [towBar, free, roof, choice('NaN', Number.NaN), paint]);
    expect(names(advice.choices)).toEqual(['Panoramadak', 'Kings Red metallic', 'Trekhaak']);
  });

  it('orders equal prices by name, so the advice does not jump between renders', () => {
    const advice = excessAdvice(5, [choice('B', 10), choice('A', 10)]);
    expect(names(advice.choices)).toEqual(['A', 'B']);
    expect(names(advice.remove)).toEqual(['B']);
  });
});
