/** Something the driver chose and could take off again, with what it adds to the lease price. */
export interface PricedChoice<Key> {
  key: Key;
  name: string;
  /** Effect on the monthly lease price (an option's `nLeaseprijs`). */
  monthly: number;
}

/** What the driver can change when the own contribution is above the scheme's maximum. */
export interface ExcessAdvice<Key> {
  /** The priced choices, most expensive first: each one's part of the lease price. */
  choices: PricedChoice<Key>[];
  /**
   * The fewest choices whose removal covers the excess (most expensive first, the last one the
   * cheapest that still suffices); empty when even removing all of them does not.
   */
  remove: PricedChoice<Key>[];
  /** What `remove` takes off the lease price a month. */
  saving: number;
}

const cents = (value: number) => Math.round(value * 100) / 100;

const byPriceThenName = <Key>(a: PricedChoice<Key>, b: PricedChoice<Key>) =>
  b.monthly - a.monthly || a.name.localeCompare(b.name);

/**
 * Which chosen options stand between the driver and an order (docs/spec/lease-domain.md: drivers ask why they
 * cannot order and what to change). Above the norm every euro off the lease price is a euro off
 * the own contribution, so removing options worth `excess` a month brings it to the maximum.
 * The advice names as few options as possible, so the driver keeps as much of their choice as
 * they can; among the last ones it takes the cheapest that is still enough.
 */
export function excessAdvice<Key>(
  excess: number,
  chosen: readonly PricedChoice<Key>[],
): ExcessAdvice<Key> {
  const choices = chosen
    .filter((choice) => Number.isFinite(choice.monthly) && choice.monthly > 0)
    .sort(byPriceThenName);
  if (!(excess > 0)) return { choices, remove: [], saving: 0 };
  const remove: PricedChoice<Key>[] = [];
  let left = cents(excess);
  for (const [index, choice] of choices.entries()) {
    // The cheapest of the rest that covers what is left ends the list, if any does.
    const last = choices
      .slice(index)
      .filter((candidate) => candidate.monthly >= left)
      .at(-1);
    if (last) {
      remove.push(last);
      left = 0;
      break;
    }
    remove.push(choice);
    left = cents(left - choice.monthly);
  }
  if (left > 0) return { choices, remove: [], saving: 0 };
  return {
    choices,
    remove,
    saving: cents(remove.reduce((sum, choice) => sum + choice.monthly, 0)),
  };
}
