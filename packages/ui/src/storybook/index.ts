/** Storybook's brand and locale decorator, used by the root `.storybook/preview.tsx`. */
export { storyBrands, storyLocales, withBrandAndLocale } from './withBrandAndLocale.tsx';
