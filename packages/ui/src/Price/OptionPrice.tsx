import { useUiText } from '../i18n/useUiText.ts';
import { formatPrice } from './formatPrice.ts';

type UiText = ReturnType<typeof useUiText>;

/**
 * What an option the driver has adds to the price: "Included" when it adds nothing (a standard
 * option, an option or own option at no charge), else its amount. The one wording of every list
 * of chosen or ordered options: the configurator's summary, the order page, the order status.
 */
export function optionPriceText(price: number | null | undefined, t: UiText): string {
  return price === null || price === undefined || price === 0
    ? t('options.included')
    : formatPrice(price);
}

/** `optionPriceText` as an element, for a page that lists what was ordered. */
export function OptionPrice({ value }: { value: number | null | undefined }) {
  const t = useUiText();
  return <span>{optionPriceText(value, t)}</span>;
}
