import { createContext, useContext } from 'react';
import type { EnvironmentStyling } from '@lease/api';

/** `boxed-layout` centres the content at a maximum width; `full-layout` uses the whole width. */
export type ClientLayout = 'boxed' | 'full';

/** What the nearest `ClientThemeProvider` knows about the client. */
export interface ClientStylingContextValue {
  /** The client's styling as received (untrusted); `null` outside a provider. */
  styling: EnvironmentStyling | null;
  layout: ClientLayout;
  /** How many document-applying providers enclose this point; the deepest one's title wins. */
  documentDepth: number;
}

export const ClientStylingContext = createContext<ClientStylingContextValue>({
  styling: null,
  layout: 'full',
  documentDepth: 0,
});

/** The styling and layout of the nearest `ClientThemeProvider`. */
export function useClientStyling(): ClientStylingContextValue {
  return useContext(ClientStylingContext);
}
