import type { MailTexts } from './texts/mailTexts.ts';

/**
 * A calendar day (`YYYY-MM-DD`) or a moment (ISO timestamp) as a long date in the mail's
 * language, on the Amsterdam calendar where the lease desk and its drivers are.
 */
export function formatDay(texts: MailTexts, value: string): string {
  const moment = /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value;
  const date = new Date(moment);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(texts.locale, {
    dateStyle: 'long',
    timeZone: 'Europe/Amsterdam',
  }).format(date);
}

/** A moment as date and time in the mail's language (Amsterdam time). */
export function formatMoment(texts: MailTexts, value: string): string {
  return new Intl.DateTimeFormat(texts.locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Amsterdam',
  }).format(new Date(value));
}

/** A count as the mail's language writes it (30.000 in Dutch, 30,000 in English). */
export function formatCount(texts: MailTexts, value: number): string {
  return new Intl.NumberFormat(texts.locale).format(value);
}
