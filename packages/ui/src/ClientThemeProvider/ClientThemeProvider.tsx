import { useContext, useEffect, useMemo, type ReactNode } from 'react';
import { ThemeProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import type { EnvironmentStyling } from '@lease/api';
import '../theme/fonts.ts';
import { createClientTheme } from '../theme/createClientTheme.ts';
import { ScopedBaseline } from './ScopedBaseline.tsx';
import { ClientStylingContext, type ClientLayout } from './ClientStylingContext.ts';
import { clientFavicon, clientLayout, documentTitle } from './clientDocument.ts';
import { faviconClaims, layoutClassClaims, titleClaims } from './documentClaims.ts';

export interface ClientThemeProviderProps {
  /** The client's `GetStyling` response; untrusted, may be missing while it loads. */
  styling?: EnvironmentStyling | null;
  /**
   * The body layout of spec point 9 (`boxed-layout` or `full-layout`); the styling's `cLayout`
   * when not given.
   */
  layout?: ClientLayout;
  /** Touch the document (baseline CSS, body class, favicon, title); `false` scopes to children. */
  applyToDocument?: boolean;
  /** The page title; the document title becomes `title · client name`. */
  title?: string;
  /** The part of the app that shows in the client's brand. */
  children?: ReactNode;
}

const LAYOUT_CLASSES: Record<ClientLayout, string> = {
  boxed: 'boxed-layout',
  full: 'full-layout',
};

/**
 * Puts the client's brand on everything inside it: the theme, the baseline styles and, unless
 * `applyToDocument` is false (side-by-side brands in Storybook), the favicon, the document title
 * and the body's layout class.
 */
export function ClientThemeProvider({
  styling,
  layout: chosenLayout,
  applyToDocument = true,
  title,
  children,
}: ClientThemeProviderProps) {
  const parent = useContext(ClientStylingContext);
  const layout = chosenLayout ?? clientLayout(styling);
  const depth = applyToDocument ? parent.documentDepth + 1 : parent.documentDepth;
  const theme = useMemo(() => createClientTheme(styling), [styling]);
  const context = useMemo(
    () => ({ styling: styling ?? null, layout, documentDepth: depth }),
    [styling, layout, depth],
  );
  const favicon = clientFavicon(styling);
  const pageTitle = documentTitle(title, styling);

  useEffect(
    () => (applyToDocument ? layoutClassClaims.claim(depth, LAYOUT_CLASSES[layout]) : undefined),
    [applyToDocument, depth, layout],
  );
  useEffect(
    () => (applyToDocument && pageTitle !== null ? titleClaims.claim(depth, pageTitle) : undefined),
    [applyToDocument, depth, pageTitle],
  );
  useEffect(
    () => (applyToDocument && favicon !== null ? faviconClaims.claim(depth, favicon) : undefined),
    [applyToDocument, depth, favicon],
  );

  return (
    <ClientStylingContext value={context}>
      <ThemeProvider theme={theme}>
        {applyToDocument ? (
          <>
            <CssBaseline />
            {children}
          </>
        ) : (
          <ScopedBaseline>{children}</ScopedBaseline>
        )}
      </ThemeProvider>
    </ClientStylingContext>
  );
}
