import type { ReactNode } from 'react';
import GlobalStyles from '@mui/material/GlobalStyles';
import { styled } from '@mui/material/styles';

const ROOT_CLASS = 'LeaseScopedBaseline-root';

const ScopedBaselineRoot = styled('div', { name: 'LeaseScopedBaseline', slot: 'Root' })(
  ({ theme }) => ({
    WebkitFontSmoothing: 'antialiased',
    MozOsxFontSmoothing: 'grayscale',
    boxSizing: 'border-box',
    WebkitTextSizeAdjust: '100%',
    colorScheme: theme.palette.mode,
    color: theme.palette.text.primary,
    ...theme.typography.body1,
    backgroundColor: theme.palette.background.default,
    '& strong, & b': { fontWeight: theme.typography.fontWeightBold },
    '@media print': { backgroundColor: theme.palette.common.white },
  }),
);

// The universal rule weighs nothing inside `:where()`, as CssBaseline's `*` does on a page. It is a
// global rule on a fixed class because the style compiler would give a nested `:where(&)` the
// root class's weight again.
const inheritBoxSizing = {
  [`:where(.${ROOT_CLASS}) *, :where(.${ROOT_CLASS}) *::before, :where(.${ROOT_CLASS}) *::after`]: {
    boxSizing: 'inherit',
  },
} as const;

/**
 * What MUI's CssBaseline gives a page, for one subtree (brands side by side in Storybook). Not
 * MUI's ScopedCssBaseline: its `& *` box-sizing rule has a class's weight, ties with each
 * component's own class and wins whenever its class is inserted later (after other stories or a
 * theme switch), collapsing text fields, whose input is `content-box`. Here a component's own
 * rule always wins, as on a page.
 */
export function ScopedBaseline({ children }: { children?: ReactNode }) {
  return (
    <>
      <GlobalStyles styles={inheritBoxSizing} />
      <ScopedBaselineRoot className={ROOT_CLASS}>{children}</ScopedBaselineRoot>
    </>
  );
}
