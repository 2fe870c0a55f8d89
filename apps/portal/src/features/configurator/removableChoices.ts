import { optionKey, type MantelOption, type Option } from '@lease/api';
import type { Configuration } from '#src/lib/configurationParams.ts';
import type { PricedChoice } from './excessAdvice.ts';

const OPTION = 'option:';
const SCHEME = 'scheme:';

/**
 * What the driver chose that costs a monthly amount and that they could take off again: the
 * chosen options (not a cluster's standard one) and the parent-scheme options that may be
 * switched off and are on.
 */
export function removableChoices(
  chosen: readonly Option[],
  scheme: readonly MantelOption[],
  schemeOff: readonly number[],
): PricedChoice<string>[] {
  const options = chosen.flatMap((option) => {
    const key = optionKey(option);
    return key === null || option.bStandaard
      ? []
      : [{ key: `${OPTION}${key}`, name: option.cOmschrijving, monthly: option.nLeaseprijs ?? 0 }];
  });
  const components = scheme
    .filter((component) => component.bUitzetbaar && !schemeOff.includes(component.nComponentNr))
    .map((component) => ({
      key: `${SCHEME}${component.nComponentNr}`,
      name: component.cOmschrijving,
      monthly: component.nPrijs ?? 0,
    }));
  return [...options, ...components];
}

/** The configuration without the choices `keys` names (from `removableChoices`). */
export function withoutChoices(
  configuration: Configuration,
  chosenIds: readonly number[],
  keys: readonly string[],
): Configuration {
  const named = (prefix: string) =>
    keys.filter((key) => key.startsWith(prefix)).map((key) => Number(key.slice(prefix.length)));
  const options = named(OPTION);
  return {
    ...configuration,
    options: chosenIds.filter((id) => !options.includes(id)),
    schemeOff: [...new Set([...configuration.schemeOff, ...named(SCHEME)])],
  };
}
