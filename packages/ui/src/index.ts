/** @lease/ui: the white-label design system of the lease portal. */
export {
  createClientTheme,
  themeContrastChecks,
  type ContrastCheck,
} from './theme/createClientTheme.ts';
export type { BrandColor, BrandPalette } from './theme/brandPalette.ts';
export { safeAssetUrl } from './theme/safeAssetUrl.ts';
export { contrastRatio, parseHexColor, readableShade, relativeLuminance } from './theme/color.ts';

export {
  ClientThemeProvider,
  useClientStyling,
  documentTitle,
  clientFavicon,
  clientName,
  type ClientThemeProviderProps,
  type ClientLayout,
  type ClientStylingContextValue,
} from './ClientThemeProvider/index.ts';
export { ClientLogo, type ClientLogoProps } from './ClientLogo/index.ts';
export { Price, formatPrice, PRICE_FALLBACK, type PriceProps } from './Price/index.ts';
export { Greeting, greetingPart, type GreetingProps, type GreetingPart } from './Greeting/index.ts';
export {
  LoginForm,
  type LoginFormProps,
  type LoginRefusal,
  type LoginValues,
} from './LoginForm/index.ts';
export { AuthLayout, type AuthLayoutProps } from './AuthLayout/index.ts';
export { DefaultLayout, type DefaultLayoutProps } from './DefaultLayout/index.ts';
export { ErrorLayout, type ErrorLayoutProps } from './ErrorLayout/index.ts';
export { ErrorPage, type ErrorPageProps } from './ErrorPage/index.ts';

export { uiMessages, type UiMessageId } from './i18n/uiMessages.ts';
export { useUiText, type UiMessageValues } from './i18n/useUiText.ts';
