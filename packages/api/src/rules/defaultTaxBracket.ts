import type { TaxBracket } from '../schemas/settings.ts';

/**
 * The tax bracket the net cost starts from (decisions.md §3 erratum of spec point 9): the one the
 * server marks `bSelected`; else the fifth when at least five exist; else the last when exactly
 * four exist (the spec's "fifth if at least 4" has no fifth then); else the first.
 */
export function defaultTaxBracket<Bracket extends Pick<TaxBracket, 'bSelected'>>(
  brackets: readonly Bracket[],
): Bracket | undefined {
  const selected = brackets.find((bracket) => bracket.bSelected);
  if (selected) return selected;
  if (brackets.length >= 5) return brackets[4];
  if (brackets.length === 4) return brackets[3];
  return brackets[0];
}
