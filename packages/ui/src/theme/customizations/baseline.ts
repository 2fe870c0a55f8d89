import type { Components, Theme } from '@mui/material/styles';

/** Global baseline: the page colours, a visible focus ring everywhere, and reduced motion. */
export const baselineCustomizations: Components<Theme> = {
  MuiCssBaseline: {
    styleOverrides: (theme) => ({
      // Keyboard users must always see where they are; 2px in a 3:1 colour meets WCAG 2.4.13.
      ':focus-visible': {
        outline: `2px solid ${theme.palette.brand.focusRing}`,
        outlineOffset: 2,
      },
      '@media (prefers-reduced-motion: reduce)': {
        '*, *::before, *::after': {
          animationDuration: '0.01ms !important',
          animationIterationCount: '1 !important',
          transitionDuration: '0.01ms !important',
        },
      },
    }),
  },
  MuiScopedCssBaseline: {
    styleOverrides: {
      root: ({ theme }) => ({
        '& :focus-visible': {
          outline: `2px solid ${theme.palette.brand.focusRing}`,
          outlineOffset: 2,
        },
      }),
    },
  },
};
