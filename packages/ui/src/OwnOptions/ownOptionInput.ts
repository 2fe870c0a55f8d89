/** What is wrong with an own option the driver typed, as a message id, or `null`. */
export type OwnOptionProblem = 'own.descriptionRequired' | 'own.priceInvalid' | null;

/**
 * Reads an own option's price as typed in Dutch or English style (`1.234,56`, `1234.56`, `245`).
 * Returns `null` for anything that is not a non-negative amount.
 */
export function parseAmount(text: string): number | null {
  const trimmed = text.trim().replace(/^€\s*/, '');
  if (!/^\d{1,3}([.\s]?\d{3})*([.,]\d{1,2})?$|^\d+([.,]\d{1,2})?$/.test(trimmed)) return null;
  // A comma is the decimal separator when present; dots and spaces then group thousands.
  const normalised = trimmed.includes(',')
    ? trimmed.replace(/[.\s]/g, '').replace(',', '.')
    : /\.\d{3}$/.test(trimmed) || /\s/.test(trimmed)
      ? trimmed.replace(/[.\s]/g, '')
      : trimmed;
  const value = Number(normalised);
  return Number.isFinite(value) && value >= 0 && value <= 1_000_000 ? value : null;
}

/** Validates the two fields of the add form. */
export function ownOptionProblems(description: string, price: string) {
  return {
    description: description.trim() === '' ? ('own.descriptionRequired' as const) : null,
    price: parseAmount(price) === null ? ('own.priceInvalid' as const) : null,
  };
}
