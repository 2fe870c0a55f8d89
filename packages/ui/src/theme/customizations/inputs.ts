import type { Components, Theme } from '@mui/material/styles';

const brandKeys = ['primary', 'secondary'] as const;

/** Buttons and form fields: brand fills with checked text colours, 3:1 boundaries. */
export const inputsCustomizations: Components<Theme> = {
  MuiButtonBase: {
    styleOverrides: {
      root: ({ theme }) => ({
        '&.Mui-focusVisible': {
          outline: `2px solid ${theme.palette.brand.focusRing}`,
          outlineOffset: 2,
        },
      }),
    },
  },
  MuiButton: {
    // The focus ring above replaces MUI's pulsating focus ripple, which never settles.
    defaultProps: { disableElevation: true, disableFocusRipple: true },
    styleOverrides: {
      root: ({ theme }) => ({
        minHeight: 40,
        variants: brandKeys.flatMap((color) => {
          const brand = theme.palette.brand[color];
          return [
            {
              // The brand colour itself fills the button; a light brand gets a readable outline
              // (the fill alone would not stand out from the page at 3:1).
              props: { variant: 'contained' as const, color },
              style: {
                backgroundColor: brand.fill,
                color: brand.onFill,
                boxShadow: `inset 0 0 0 1px ${brand.outline}`,
                '&:hover': {
                  backgroundColor: brand.fillHover,
                  boxShadow: `inset 0 0 0 1px ${brand.outline}`,
                },
                // Busy is not unavailable: "Logging in…" must stay readable, so a loading button
                // keeps its colours instead of MUI's faint disabled grey.
                '&.MuiButton-loading': {
                  backgroundColor: brand.fill,
                  color: brand.onFill,
                  boxShadow: `inset 0 0 0 1px ${brand.outline}`,
                },
              },
            },
            {
              // MUI draws outlined borders at 50% alpha, below 3:1 for many brands.
              props: { variant: 'outlined' as const, color },
              style: { borderColor: brand.text },
            },
          ];
        }),
      }),
    },
  },
  MuiOutlinedInput: {
    styleOverrides: {
      root: ({ theme }) => ({
        // MUI's default border is 23% black (about 1.6:1); form fields need 3:1.
        '& .MuiOutlinedInput-notchedOutline': { borderColor: theme.palette.controlBorder },
        '&:hover:not(.Mui-focused):not(.Mui-error) .MuiOutlinedInput-notchedOutline': {
          borderColor: theme.palette.text.primary,
        },
      }),
    },
  },
  MuiTextField: {
    defaultProps: { fullWidth: true },
  },
};
