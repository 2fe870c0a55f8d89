import { ThemeProvider, type Theme } from '@mui/material/styles';
import { useCallback, type ReactNode } from 'react';
import type { AppDeps } from '#src/lib/appDeps.tsx';

/**
 * Lets MUI's `useMediaQuery` answer for the screen the server rendered the page for while the
 * page is rendered there and taken over here (its server snapshot); at any other moment it reads
 * the real screen.
 */
export function ViewportGuessProvider({
  matchMedia,
  children,
}: {
  matchMedia: AppDeps['serverMatchMedia'];
  children: ReactNode;
}) {
  const withGuess = useCallback(
    (outer: Theme): Theme => ({
      ...outer,
      components: {
        ...outer.components,
        MuiUseMediaQuery: { defaultProps: { ssrMatchMedia: matchMedia } },
      },
    }),
    [matchMedia],
  );
  return matchMedia ? <ThemeProvider theme={withGuess}>{children}</ThemeProvider> : children;
}
