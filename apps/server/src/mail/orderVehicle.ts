/** What an order is of, in words: the car or bike (make, model, version), or the card's name. */
export function orderVehicle(row: Record<string, unknown>): string {
  return [row.brand, row.model, row.version_name]
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .join(' ');
}
