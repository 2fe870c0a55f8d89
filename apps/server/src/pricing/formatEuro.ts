const euro = new Intl.NumberFormat('nl-NL', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** An amount as the portal shows it (decisions.md §3): `€ 1.234,-` when whole, else `€ 1.234,56`. */
export function formatEuro(amount: number): string {
  const text = euro.format(amount).replace(/\s/g, '\u00a0');
  return text.endsWith(',00') ? `${text.slice(0, -3)},-` : text;
}
