import type { InterfaceLanguage } from '@lease/api/contract';
import { formatEuro } from '../pricing/formatEuro.ts';

/** What the calculation document shows: the priced configuration as it was stored. */
export interface CalculationFigures {
  id: number;
  vehicle: string;
  termMonths: number | null;
  kilometresPerYear: number | null;
  leasePrice: number;
  options: number;
  accessories: number;
  ownContribution: number;
  netCost: number;
  taxValue: number;
  /** When it was priced (ISO 8601). */
  createdAt: string;
}

interface DocumentTexts {
  title: (id: number) => string;
  vehicle: string;
  term: string;
  months: (count: string) => string;
  mileage: string;
  kilometresPerYear: (count: string) => string;
  leasePrice: string;
  options: string;
  accessories: string;
  ownContribution: string;
  netCost: string;
  taxValue: string;
  pricedOn: (date: string) => string;
}

/** The document's texts in each interface language, as the portal words the same figures. */
const TEXTS: Record<InterfaceLanguage, DocumentTexts> = {
  nl: {
    title: (id) => `Calculatie ${id}`,
    vehicle: 'Voertuig',
    term: 'Looptijd',
    months: (count) => `${count} maanden`,
    mileage: 'Kilometrage',
    kilometresPerYear: (count) => `${count} km per jaar`,
    leasePrice: 'Leaseprijs per maand',
    options: 'Opties',
    accessories: 'Accessoires',
    ownContribution: 'Eigen bijdrage per maand',
    netCost: 'Netto kosten per maand (indicatief)',
    taxValue: 'Fiscale waarde',
    pricedOn: (date) => `Berekend op ${date}. Fiscale bedragen zijn indicatief.`,
  },
  en: {
    title: (id) => `Calculation ${id}`,
    vehicle: 'Vehicle',
    term: 'Term',
    months: (count) => `${count} months`,
    mileage: 'Mileage',
    kilometresPerYear: (count) => `${count} km per year`,
    leasePrice: 'Lease price per month',
    options: 'Options',
    accessories: 'Accessories',
    ownContribution: 'Own contribution per month',
    netCost: 'Net cost per month (indicative)',
    taxValue: 'Taxable value',
    pricedOn: (date) => `Calculated on ${date}. Tax figures are indicative.`,
  },
  fr: {
    title: (id) => `Calcul ${id}`,
    vehicle: 'Véhicule',
    term: 'Durée',
    months: (count) => `${count} mois`,
    mileage: 'Kilométrage',
    kilometresPerYear: (count) => `${count} km par an`,
    leasePrice: 'Prix de leasing par mois',
    options: 'Options',
    accessories: 'Accessoires',
    ownContribution: 'Contribution personnelle par mois',
    netCost: 'Coût net par mois (indicatif)',
    taxValue: 'Valeur fiscale',
    pricedOn: (date) => `Calculé le ${date}. Les montants fiscaux sont indicatifs.`,
  },
  de: {
    title: (id) => `Kalkulation ${id}`,
    vehicle: 'Fahrzeug',
    term: 'Laufzeit',
    months: (count) => `${count} Monate`,
    mileage: 'Fahrleistung',
    kilometresPerYear: (count) => `${count} km pro Jahr`,
    leasePrice: 'Leasingpreis pro Monat',
    options: 'Optionen',
    accessories: 'Zubehör',
    ownContribution: 'Eigenbeitrag pro Monat',
    netCost: 'Nettokosten pro Monat (unverbindlich)',
    taxValue: 'Steuerlicher Wert',
    pricedOn: (date) => `Berechnet am ${date}. Steuerliche Beträge sind unverbindlich.`,
  },
};

/** The locale whose counts and dates each language reads (amounts stay nl-NL, decisions.md §3). */
const LOCALES: Record<InterfaceLanguage, string> = {
  nl: 'nl-NL',
  en: 'en-GB',
  fr: 'fr-FR',
  de: 'de-DE',
};

function escapeHtml(text: string): string {
  return text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * The calculation document as a page in the driver's interface language: the figures it was
 * priced with, amounts as the portal shows them, the date as the language writes it.
 */
export function calculationDocumentHtml(
  figures: CalculationFigures,
  language: InterfaceLanguage,
): string {
  const texts = TEXTS[language];
  const locale = LOCALES[language];
  const count = (value: number | null) =>
    value === null ? '' : new Intl.NumberFormat(locale).format(value);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(figures.createdAt),
  );
  const rows: [string, string][] = [
    [texts.vehicle, figures.vehicle],
    [texts.term, texts.months(count(figures.termMonths))],
    [texts.mileage, texts.kilometresPerYear(count(figures.kilometresPerYear))],
    [texts.leasePrice, formatEuro(figures.leasePrice)],
    [texts.options, formatEuro(figures.options)],
    [texts.accessories, formatEuro(figures.accessories)],
    [texts.ownContribution, formatEuro(figures.ownContribution)],
    [texts.netCost, formatEuro(figures.netCost)],
    [texts.taxValue, formatEuro(figures.taxValue)],
  ];
  const title = escapeHtml(texts.title(figures.id));
  const table = rows
    .map(
      ([label, value]) =>
        `<tr><th scope="row">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return (
    `<!doctype html><html lang="${language}"><meta charset="utf-8"><title>${title}</title>` +
    `<h1>${title}</h1><table>${table}</table><p>${escapeHtml(texts.pricedOn(date))}</p></html>`
  );
}
