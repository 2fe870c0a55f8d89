import { optionKey, type Option, type OptionsResponse, type Popup } from '@lease/api';
import { useLatestCallback, type ForcedOptionDialogProps } from '@lease/ui';
import { startTransition, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { searchParamsFromConfiguration, type Configuration } from '#src/lib/configurationParams.ts';
import { loadForcedOptionDialog } from './components/LazyForcedOptionDialog.tsx';
import { forcedChange } from './forcedChange.ts';
import { NONE } from './useConfigurationAnswers.ts';
import type { ConfigurationInUrl } from './useConfigurationInUrl.ts';

interface OptionsAnswer {
  data: OptionsResponse | undefined;
  isPlaceholderData: boolean;
  isFetching: boolean;
}

/**
 * A choice the server answers with a `Popup` and other options forced in or out waits for the
 * driver's word (spec point 3): the URL holds it unconfirmed until then, so a reload asks again.
 * Confirming replaces the unconfirmed choice (Back goes to before it); cancelling takes it back.
 * A `Popup` that changes nothing is a notice in the page, until the driver dismisses it.
 */
export function useForcedOptions(options: OptionsAnswer, inUrl: ConfigurationInUrl) {
  const navigate = useNavigate();
  const { configuration, params } = inUrl;
  const [lastChoice, setLastChoice] = useState<{ option: Option; search: string } | null>(null);
  const [dismissedNotices, setDismissedNotices] = useState<readonly string[]>([]);
  // Any answer on its way may force options in or out: the dialog's code loads meanwhile. A load
  // that fails here is tried again when the dialog opens, and fails there in sight.
  useEffect(() => {
    if (options.isFetching) loadForcedOptionDialog().catch(() => undefined);
  }, [options.isFetching]);

  const answer = options.isPlaceholderData ? undefined : options.data;
  const change = answer ? forcedChange(configuration.options, answer) : null;
  const forced = change?.kind === 'forced' && !options.isFetching ? change : null;
  const madeHere = lastChoice !== null && lastChoice.search === params.toString();
  const requestedOptions = (answer?.Opties ?? [])
    .flatMap((group) => group.Opties)
    .filter((option) => configuration.options?.includes(optionKey(option) ?? -1));
  // The option that caused it: the one just chosen, else (a reload) the one the Popup names.
  const trigger =
    (madeHere ? lastChoice.option : null) ??
    requestedOptions.find((option) => option.cOmschrijving === answer?.Popup?.cTitel) ??
    null;

  /** The driver chose an option, making this configuration: its dialog's Cancel steps back. */
  const rememberChoice = (option: Option, next: Configuration) =>
    // A transition, like the router's update of the URL it goes with: set in the click itself, it
    // rendered the whole page once more before the click could paint, for a value that only
    // counts once the URL has changed.
    startTransition(() =>
      setLastChoice({ option, search: searchParamsFromConfiguration(next).toString() }),
    );
  const onConfirm = useLatestCallback(() => {
    setLastChoice(null);
    const accepted = (answer?.gekozenOptiesNieuw ?? []).map(optionKey);
    inUrl.replace({
      ...configuration,
      options: accepted.filter((key): key is number => key !== null),
    });
  });
  const onCancel = useLatestCallback(() => {
    setLastChoice(null);
    if (madeHere) {
      void navigate(-1);
      return;
    }
    // Opened from a link: take back the option that caused it, else the last one chosen.
    const cause = trigger ? optionKey(trigger) : (configuration.options?.at(-1) ?? null);
    inUrl.replace({
      ...configuration,
      options: (configuration.options ?? []).filter((id) => id !== cause),
    });
  });
  const notice: Popup | null =
    change?.kind === 'notice' && answer?.Popup && !dismissedNotices.includes(answer.Popup.cTekst)
      ? answer.Popup
      : null;

  const dialog = {
    open: forced !== null,
    chosen: trigger,
    added: forced?.added ?? NONE,
    removed: forced?.removed ?? NONE,
    rule: answer?.Popup?.cTekst ?? null,
    onConfirm,
    onCancel,
  } satisfies ForcedOptionDialogProps;
  const dismissNotice = (text: string) => setDismissedNotices((texts) => [...texts, text]);
  return { dialog, rememberChoice, notice, dismissNotice };
}
