import type { Components, Theme } from '@mui/material/styles';
import { tokens } from '../tokens.ts';

const severities = ['error', 'warning', 'info', 'success'] as const;

/** Alerts with fixed, checked text/surface pairs rather than MUI's computed tints. */
export const feedbackCustomizations: Components<Theme> = {
  MuiAlert: {
    styleOverrides: {
      root: {
        variants: severities.map((severity) => ({
          props: { variant: 'standard' as const, severity },
          style: {
            backgroundColor: tokens.status[severity].surface,
            color: tokens.status[severity].text,
            '& .MuiAlert-icon': { color: tokens.status[severity].main },
          },
        })),
      },
    },
  },
  MuiAlertTitle: {
    styleOverrides: { root: { fontWeight: 500 } },
  },
};
