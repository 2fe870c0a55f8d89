import {
  chosenTermAndMileage,
  detailsQueryOptions,
  optionKey,
  optionsQueryOptions,
  splitEigenOpties,
  termsQueryOptions,
  type DetailRequest,
  type EigenOptie,
  type InterfaceLanguage,
  type Option,
  type TaxSettings,
} from '@lease/api';
import { useSettledValue } from '@lease/ui';
import { keepPreviousData, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useCalculationDelay, useGateway } from '#src/lib/appDeps.tsx';
import type { Configuration } from '#src/lib/configurationParams.ts';
import {
  calculationBasis,
  optionsRequest,
  ownOptionsAsEigenOpties,
  termsRequest,
  type ConfiguredType,
} from './configuratorInputs.ts';

/** One empty list for every render, so an empty list is no new prop. */
export const NONE: readonly never[] = [];

/**
 * The server's answers for the configuration in the URL: the options with the choice applied
 * (`GetOpties`), the terms and mileages (`GetLooptijdKilometrage`) and the price (`GetDetails`),
 * with what the page derives from them. Values are kept with useMemo, so the parts of the page
 * that get them render again only when they change.
 */
export function useConfigurationAnswers(
  car: ConfiguredType,
  configuration: Configuration,
  params: URLSearchParams,
  language: InterfaceLanguage,
  tax: TaxSettings | undefined,
) {
  const gateway = useGateway();
  const options = useQuery({
    ...optionsQueryOptions(gateway, optionsRequest(car, configuration, language)),
    placeholderData: keepPreviousData,
  });
  const { data: terms } = useSuspenseQuery(termsQueryOptions(gateway, termsRequest(car)));
  const chosen: readonly Option[] = options.data?.gekozenOptiesNieuw ?? NONE;
  const { term, mileage } = chosenTermAndMileage(terms, configuration);
  const eigenOpties = options.data?.EigenOpties;
  const { orderQuestions, ownOptions: offeredOwnOptions } = useMemo(
    () => splitEigenOpties(eigenOpties ?? []),
    [eigenOpties],
  );
  const ownOptions: EigenOptie[] = useMemo(
    () =>
      configuration.ownOptions === null
        ? offeredOwnOptions
        : ownOptionsAsEigenOpties(configuration.ownOptions),
    [configuration.ownOptions, offeredOwnOptions],
  );
  const termAndMileage = useMemo(
    () => ({ nLooptijd: term, nKilometrage: mileage }),
    [term, mileage],
  );
  const mantelOpties = options.data?.MantelOpties;
  const schemeOptions = useMemo(
    () =>
      (mantelOpties ?? []).map((option) => ({
        ...option,
        bChecked: !configuration.schemeOff.includes(option.nComponentNr),
      })),
    [mantelOpties, configuration.schemeOff],
  );
  const detailBody: DetailRequest = {
    ...calculationBasis(car, tax, { term, mileage }),
    Opties: chosen.map(optionKey).filter((key): key is number => key !== null),
    EigenOpties: ownOptions,
    MantelOpties: (mantelOpties ?? []).map((option) => ({
      nComponentNr: option.nComponentNr,
      bChecked: !configuration.schemeOff.includes(option.nComponentNr),
    })),
    cTaal: language,
  };
  // The price is asked for once the driver has stopped changing the configuration for a moment:
  // a burst of clicks is one calculation, not one per answer of the options in between.
  const { waiting: changing } = useSettledValue(params.toString(), useCalculationDelay());
  const details = useQuery({
    ...detailsQueryOptions(gateway, detailBody),
    enabled: tax !== undefined && options.data !== undefined && !changing,
    placeholderData: keepPreviousData,
  });
  // The price on screen is another configuration's while the driver is changing it, or while
  // the options or the price shown are the previous configuration's. The same configuration's
  // answers fetched again (an answer past its fresh window, as a part of the page mounts) leave
  // the price as it is: the order button must not vanish under the driver's finger for them.
  const recalculating =
    changing || options.isPlaceholderData || details.isPlaceholderData || details.isPending;
  return {
    options,
    terms,
    chosen,
    term,
    mileage,
    orderQuestions,
    offeredOwnOptions,
    ownOptions,
    termAndMileage,
    schemeOptions,
    detailBody,
    details,
    /** The price on screen is not yet the configuration's: the order button waits. */
    recalculating,
  };
}

export type ConfigurationAnswers = ReturnType<typeof useConfigurationAnswers>;
