import type { ConfiguratorDetail, InterfaceLanguage } from '@lease/api/contract';
import { OVER_MAXIMUM_CONTRIBUTION } from '../lease/orderPermission.ts';
import { FUEL_LABEL_ABOVE_MAXIMUM, NOT_PLUG_IN } from '../lease/policyBreach.ts';
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

const NOT_PLUG_IN_TEXT: Readonly<Record<InterfaceLanguage, string>> = {
  nl: 'Je leaseregeling staat alleen plug-in auto’s toe (elektrisch of plug-in hybride): kies een andere auto.',
  en: 'Your car policy allows plug-in cars only (electric or plug-in hybrid): choose another car.',
  fr: 'Votre régime de leasing n’autorise que les voitures rechargeables (électriques ou hybrides rechargeables) : choisissez une autre voiture.',
  de: 'Ihre Leasingregelung erlaubt nur Plug-in-Fahrzeuge (elektrisch oder Plug-in-Hybrid): Wählen Sie ein anderes Fahrzeug.',
};

const FUEL_LABEL_TEXT: Readonly<Record<InterfaceLanguage, (maximum: string) => string>> = {
  nl: (maximum) =>
    `Je leaseregeling staat auto’s tot en met energielabel ${maximum} toe: kies een zuiniger auto.`,
  en: (maximum) =>
    `Your car policy allows cars up to fuel label ${maximum}: choose a more economical car.`,
  fr: (maximum) =>
    `Votre régime de leasing autorise les voitures jusqu’à l’étiquette énergie ${maximum} : choisissez une voiture plus économe.`,
  de: (maximum) =>
    `Ihre Leasingregelung erlaubt Fahrzeuge bis Energielabel ${maximum}: Wählen Sie ein sparsameres Fahrzeug.`,
};

/** Why the configuration cannot be ordered, in the driver's language; null when it can. */
export function notOrderableReason(
  configuration: Pick<Configuration, 'cost'>,
  pricing: DriverPricing,
  language: InterfaceLanguage,
): string | null {
  const { permission } = configuration.cost;
  switch (permission.reason) {
    case null:
      return null;
    case NOT_PLUG_IN:
      return NOT_PLUG_IN_TEXT[language];
    case FUEL_LABEL_ABOVE_MAXIMUM:
      return FUEL_LABEL_TEXT[language](pricing.maxFuelLabel ?? 'G');
    case OVER_MAXIMUM_CONTRIBUTION:
      return OVER_MAXIMUM[language](
        formatEuro(permission.amountOver),
        formatEuro(pricing.maxContribution ?? 0),
      );
  }
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
    nAfwijkingwaarde: roundCents(cost.budgeted - pricing.normBudget),
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
    nEnergiekosten: cost.energyCost,
    nTotaleKosten: cost.energyCost === null ? null : roundCents(quote.leasePrice + cost.energyCost),
    bBudgetTotaleKosten: pricing.totalCostBudget,
  };
}
