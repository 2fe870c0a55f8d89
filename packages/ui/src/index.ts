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
export { Price, formatPrice, OptionPrice, PRICE_FALLBACK, type PriceProps } from './Price/index.ts';
export { Greeting, greetingPart, type GreetingProps, type GreetingPart } from './Greeting/index.ts';
export {
  LoginForm,
  type LoginFormProps,
  type LoginRefusal,
  type LoginValues,
} from './LoginForm/index.ts';
export { TextInput, type TextInputProps } from './TextInput/index.ts';
export { AuthLayout, type AuthLayoutProps } from './AuthLayout/index.ts';
export { DefaultLayout, type DefaultLayoutProps } from './DefaultLayout/index.ts';
export { ErrorLayout, type ErrorLayoutProps } from './ErrorLayout/index.ts';
export { OrderLayout, type OrderLayoutProps } from './OrderLayout/index.ts';
export * from './LanguageSwitch/index.ts';
export * from './ResultsPagination/index.ts';
export * from './PageSizeSwitch/index.ts';
export * from './CategoryChooser/index.ts';
export * from './ReviewsList/index.ts';
export * from './AccessRequestForm/index.ts';
export { ErrorPage, type ErrorPageProps } from './ErrorPage/index.ts';
export { MultiSelect, type MultiSelectOption, type MultiSelectProps } from './MultiSelect/index.ts';
export {
  ToastProvider,
  useToast,
  TOAST_DURATION,
  TOAST_WIDTH,
  type ToastApi,
  type ToastOptions,
  type ToastProviderProps,
  type ToastSeverity,
} from './Toast/index.ts';
export {
  VehicleCard,
  VehicleCardSkeleton,
  FUEL_TYPE_MESSAGES,
  BODY_TYPE_MESSAGES,
  CHARGE_CABLE_MESSAGES,
  fuelTypeMessage,
  bodyTypeMessage,
  chargeCableMessage,
  type VehicleCardProps,
  type VehicleCardVariant,
  type VehicleCardVehicle,
} from './VehicleCard/index.ts';
export { PRIORITY_CARD_COUNT, VehicleGrid, type VehicleGridProps } from './VehicleGrid/index.ts';
export { ViewSwitch, type ViewSwitchProps } from './ViewSwitch/index.ts';
export { ToggleGroup } from './ToggleGroup/index.ts';
export {
  SortMenu,
  SORT_OPTION_MESSAGES,
  type SortMenuOption,
  type SortMenuProps,
} from './SortMenu/index.ts';
export {
  CompareWidget,
  COMPARE_MINIMUM,
  type CompareWidgetProps,
  type CompareWidgetVehicle,
} from './CompareWidget/index.ts';
export { CompareTable, valuesDiffer, type CompareTableProps } from './CompareTable/index.ts';
export { ChargeCables, type ChargeCablesProps } from './ChargeCables/index.ts';
export { OptionAmounts, type OptionAmountsProps } from './OptionAmounts/index.ts';
export { BikeSpecs, type BikeSpecsProps } from './BikeSpecs/index.ts';
export {
  RangeFilter,
  validateRange,
  type RangeFilterProps,
  type RangeValue,
} from './RangeFilter/index.ts';
export { ToggleFilter, type ToggleFilterProps } from './ToggleFilter/index.ts';
export { TextSearch, type TextSearchProps } from './TextSearch/index.ts';
export {
  FilterPanel,
  filterOptions,
  type FilterPanelProps,
  type FilterPanelValue,
} from './FilterPanel/index.ts';

// Configurator
export * from './OptionsPanel/index.ts';
export * from './ParentSchemeOptions/index.ts';
export * from './PricingManagerOptions/index.ts';
export * from './OptionsNotice/index.ts';
export * from './ChosenOptions/index.ts';
export * from './IncludedOptions/index.ts';
export * from './OwnOptions/index.ts';
export * from './OrderQuestions/index.ts';
export * from './ExplanationPanel/index.ts';
export * from './TermMileagePicker/index.ts';
export * from './OrderButton/index.ts';
export * from './ForcedOptionDialog/index.ts';
export * from './WltpNotice/index.ts';
export * from './VehicleImage/index.ts';
// Cart and order
export * from './CartPanel/index.ts';
export * from './BudgetMeter/index.ts';
export * from './CarPolicyOverview/index.ts';
export * from './EnergyCostSummary/index.ts';
export * from './QuoteDocument/index.ts';
export * from './QuoteList/index.ts';
export * from './DealerSelect/index.ts';
export * from './ColorAndUpholstery/index.ts';
export * from './Remarks/index.ts';
export * from './DrivingLicenceField/index.ts';
export * from './AttachmentField/index.ts';
export * from './AgreementsChecklist/index.ts';
export * from './OrderForm/index.ts';
export * from './OrderTimeline/index.ts';
export * from './OrderList/index.ts';
// Auth and shell
export * from './ArrangementChooser/index.ts';
export * from './ArrangementSwitch/index.ts';
export * from './LogoutButton/index.ts';
export * from './MainNavigation/index.ts';
export * from './PageProgress/index.ts';
export * from './NavigationProgress/index.ts';
export * from './Breadcrumbs/index.ts';
export * from './FaqList/index.ts';
export * from './NewsList/index.ts';
export * from './ContactForm/index.ts';
export * from './SettingsPanel/index.ts';

export { uiMessages, type UiMessageId } from './i18n/uiMessages.ts';
export { loadUiMessages, type UiMessages } from './i18n/loadUiMessages.ts';
export {
  loadUiMessagePart,
  UI_MESSAGE_PARTS,
  type UiMessagePart,
  type UiPartMessages,
} from './i18n/parts/index.ts';
export { useUiText, type UiMessageValues } from './i18n/useUiText.ts';
export { useTypedMessage, type MessageValues } from './i18n/useTypedMessage.ts';
export { lazyWhenOpen } from './lazy/lazyWhenOpen.tsx';
export { preloadOnIntent } from './lazy/preloadOnIntent.ts';

// Hooks the portal's pages share with the design system's parts.
export { useLatestCallback } from './hooks/useLatestCallback.ts';
export { useSettledValue } from './hooks/useSettledValue.ts';
export {
  PageOriginContext,
  useServerRendered,
  type PageOrigin,
} from './hooks/useServerRendered.ts';
