import type { Components, Theme } from '@mui/material/styles';

/** Links: always underlined, so colour is never the only cue (WCAG 1.4.1). */
export const navigationCustomizations: Components<Theme> = {
  MuiLink: {
    defaultProps: { underline: 'always' },
    styleOverrides: {
      root: ({ theme }) => ({
        '&:focus-visible': {
          outline: `2px solid ${theme.palette.brand.focusRing}`,
          outlineOffset: 2,
        },
      }),
    },
  },
};
