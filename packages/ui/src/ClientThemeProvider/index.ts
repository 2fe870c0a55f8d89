export { ClientThemeProvider, type ClientThemeProviderProps } from './ClientThemeProvider.tsx';
export {
  useClientStyling,
  type ClientLayout,
  type ClientStylingContextValue,
} from './ClientStylingContext.ts';
export { clientFavicon, clientName, documentTitle } from './clientDocument.ts';
