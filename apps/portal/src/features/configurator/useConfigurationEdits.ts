import {
  chooseOption,
  optionKey,
  removeOption,
  type EigenOptie,
  type MantelOption,
  type Option,
} from '@lease/api';
import { useLatestCallback, type NewOwnOption, type TermMileage } from '@lease/ui';
import { ownOptionsOf, type Configuration } from '#src/lib/configurationParams.ts';
import { optionsWithKeys } from './optionsWithKeys.ts';
import { withoutChoices } from './removableChoices.ts';
import type { ConfigurationAnswers } from './useConfigurationAnswers.ts';
import type { ConfigurationInUrl } from './useConfigurationInUrl.ts';

function chosenIds(list: readonly Option[]): number[] {
  return list.map(optionKey).filter((key): key is number => key !== null);
}

/**
 * The driver's changes to the configuration, each a step the back button can undo. Every change
 * starts from the driver's latest choice, not from the answer on screen: a click before the
 * server has answered the one before (or before its render) keeps that one. The handlers keep
 * their identity across renders, so the parts of the page they go to need not render again.
 */
export function useConfigurationEdits(
  inUrl: ConfigurationInUrl,
  answers: Pick<ConfigurationAnswers, 'options' | 'chosen' | 'offeredOwnOptions'>,
  rememberChoice: (option: Option, next: Configuration) => void,
) {
  const { configuration, latest, configure } = inUrl;
  const { options, chosen, offeredOwnOptions } = answers;
  // While the server applies a new choice, the panel shows the person's choice at once; its
  // answer (with any options a package forces) then takes over.
  const pendingChoice = options.isPlaceholderData ? configuration.options : null;
  const isChosen = (option: Option) =>
    pendingChoice
      ? pendingChoice.includes(optionKey(option) ?? -1)
      : chosen.some((c) => optionKey(c) === optionKey(option));
  const latestChosen = () => {
    const next = latest();
    if (next === configuration && !pendingChoice) return chosen;
    return next.options === null ? chosen : optionsWithKeys(next.options, options.data, chosen);
  };
  // The URL's own options once the driver changed them; until then the ones the server offers.
  const latestOwnOptions = () => latest().ownOptions ?? ownOptionsOf(offeredOwnOptions);

  const choose = useLatestCallback((option: Option) => {
    const next = { ...latest(), options: chosenIds(chooseOption(latestChosen(), option)) };
    rememberChoice(option, next);
    configure(next);
  });
  const removeChosen = useLatestCallback((option: Option) =>
    configure({ options: chosenIds(removeOption(latestChosen(), option)) }),
  );
  /** Takes the given choices off at once (the advice above the maximum own contribution). */
  const removeChoices = useLatestCallback((keys: readonly string[]) =>
    inUrl.push(withoutChoices(configuration, chosenIds(chosen), keys)),
  );
  const changeTermAndMileage = useLatestCallback((value: TermMileage) =>
    configure({ term: value.nLooptijd, mileage: value.nKilometrage }),
  );
  const toggleScheme = useLatestCallback((option: MantelOption, checked: boolean) => {
    const { schemeOff } = latest();
    configure({
      schemeOff: checked
        ? schemeOff.filter((nr) => nr !== option.nComponentNr)
        : [...schemeOff, option.nComponentNr],
    });
  });
  const addOwnOption = useLatestCallback((option: NewOwnOption) =>
    configure({
      ownOptions: [
        ...latestOwnOptions(),
        { description: option.cOmschrijving, price: option.nPrijs },
      ],
    }),
  );
  const removeOwnOption = useLatestCallback((_option: EigenOptie, index: number) =>
    configure({ ownOptions: latestOwnOptions().filter((_, other) => other !== index) }),
  );
  /** The option groups as the panel shows them, with the person's choice ticked. */
  const groups = (options.data?.Opties ?? []).map((group) => ({
    ...group,
    Opties: group.Opties.map((option) => ({ ...option, bChecked: isChosen(option) })),
  }));
  return {
    groups,
    choose,
    removeChosen,
    removeChoices,
    changeTermAndMileage,
    toggleScheme,
    addOwnOption,
    removeOwnOption,
  };
}
