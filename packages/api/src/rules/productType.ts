import type { DataObject } from '../schemas/common.ts';

/**
 * The product type of a mobility product: its object type in lower case (`Car` → `car`,
 * `Bike` → `bike`). Types are compared in this form everywhere (order requirements, icons).
 */
export function productType(dataObject: Pick<DataObject, 'type'> | null | undefined): string {
  return dataObject?.type.trim().toLowerCase() ?? '';
}

/**
 * The icon name for a product type. Spec point 3 says "the bike icon maps to bicycle": the
 * *type* stays `bike` (it is what the server sends and what rules compare), only the icon is
 * called `bicycle`, as in the common icon sets. Every other type is its own icon name.
 */
export function productIcon(type: string): string {
  return type === 'bike' ? 'bicycle' : type;
}
