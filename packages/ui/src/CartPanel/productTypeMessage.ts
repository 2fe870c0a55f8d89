import type { UiMessageId } from '../i18n/en.ts';

/**
 * The name of each product type the contract knows: the object type in lower case (spec point
 * 3). The type stays `bike`; only its icon is called `bicycle`.
 */
export const PRODUCT_TYPE_MESSAGES = {
  car: 'cart.productType.car',
  bike: 'cart.productType.bike',
  card: 'cart.productType.card',
} as const satisfies Record<string, UiMessageId>;

/**
 * The name of a mobility product's type (`DataObject.type`, any case), or a generic name for a
 * type we have no text for: the raw type is a code, not a name to show.
 */
export function productTypeMessage(type: string | null | undefined): UiMessageId {
  const key = typeof type === 'string' ? type.trim().toLowerCase() : '';
  return Object.hasOwn(PRODUCT_TYPE_MESSAGES, key)
    ? PRODUCT_TYPE_MESSAGES[key as keyof typeof PRODUCT_TYPE_MESSAGES]
    : 'cart.productType.other';
}
