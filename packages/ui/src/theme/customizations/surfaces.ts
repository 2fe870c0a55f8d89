import type { Components, Theme } from '@mui/material/styles';

/** App bar and cards: white surfaces, the brand colour as an accent that carries no text. */
export const surfacesCustomizations: Components<Theme> = {
  MuiAppBar: {
    defaultProps: { color: 'inherit', elevation: 0, position: 'static' },
    styleOverrides: {
      // A white bar keeps any logo readable (logos are images we cannot recolour); the brand
      // shows as a bottom accent.
      root: ({ theme }) => ({
        backgroundColor: theme.palette.background.paper,
        color: theme.palette.text.primary,
        borderBottom: `4px solid ${theme.palette.brand.primary.fill}`,
      }),
    },
  },
  MuiCard: {
    defaultProps: { variant: 'outlined' },
  },
};
