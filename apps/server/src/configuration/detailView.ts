import type { ConfiguratorDetail, InterfaceLanguage } from '@lease/api/contract';
import { roundCents } from '../lease/roundCents.ts';
import { formatEuro } from '../pricing/formatEuro.ts';
import type { DriverPricing } from '../pricing/quoteVehicle.ts';
import type { Configuration } from './configure.ts';

const OVER_MAXIMUM: Readonly<Record<InterfaceLanguage, (over: string, maximum: string) => string>> =
  {
    nl: (over, maximum) =>
      `De eigen bijdrage is ${over} hoger dan het maximum van ${maximum} per maand: kies een goedkopere uitvoering of minder opties.`,
    en: (over, maximum) =>
      `The own contribution is ${over} above the maximum of ${maximum} a month: choose a cheaper version or fewer options.`,
    fr: (over, maximum) =>
      `La contribution personnelle dépasse de ${over} le maximum de ${maximum} par mois : choisissez une version moins chère ou moins d'options.`,
    de: (over, maximum) =>
      `Der Eigenanteil liegt ${over} über dem Höchstbetrag von ${maximum} im Monat: Wählen Sie eine günstigere Version oder weniger Optionen.`,
  };

/** Why the configuration cannot be ordered, in the driver's language; null when it can. */
export function notOrderableReason(
  configuration: Pick<Configuration, 'cost'>,
  pricing: DriverPricing,
  language: InterfaceLanguage,
): string | null {
  const { permission } = configuration.cost;
  if (permission.mayOrder) return null;
  return OVER_MAXIMUM[language](
    formatEuro(permission.amountOver),
    formatEuro(pricing.maxContribution ?? 0),
  );
}

/** The `GetDetails` answer of a priced configuration. */
export function detailView(
  configuration: Configuration,
  pricing: DriverPricing,
  input: {
    calculationId: number;
    termMonths: number;
    kmPerYear: number;
    language: InterfaceLanguage;
  },
): ConfiguratorDetail {
  const { quote, cost } = configuration;
  return {
    nCalculatieID: input.calculationId,
    nLeaseprijs: quote.leasePrice,
    nEigenbijdrage: cost.ownContribution,
    nNettoKosten: cost.netMonthlyCost,
    nOptiebedrag: configuration.factoryOptions,
    nAccessoirebedrag: configuration.accessories,
    nAfwijkingwaarde: roundCents(quote.leasePrice - pricing.normBudget),
    bMagBestellen: cost.permission.mayOrder,
    cRedenNietBestellen: notOrderableReason(configuration, pricing, input.language),
    nLooptijd: input.termMonths,
    nKilometrage: input.kmPerYear,
    UitlegPersoonlijkeKosten: {
      nFiscaleWaarde: quote.fiscalValue,
      nBrutoFiscaleBijtelling: quote.grossBijtelling,
      nBijtellingPercentage: quote.bijtellingPercentage,
      nBelastingPercentage: pricing.taxPercentage,
      nEigenbijdrage: cost.ownContribution,
      nNettoKosten: cost.netMonthlyCost,
    },
  };
}
