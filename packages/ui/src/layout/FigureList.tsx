import { styled } from '@mui/material/styles';

/**
 * A list of labelled figures (`dl`), a row per figure (a `div` around `dt` and `dd`, as HTML
 * allows): the label wraps, and where label and value do not fit side by side (German on a
 * phone) the value moves under the label instead of being cut off. A value never breaks. A
 * figure may have a note (`dd.LeaseFigureList-note`) under both.
 */
export const FigureList = styled('dl', { name: 'LeaseFigureList', slot: 'Root' })(({ theme }) => ({
  margin: 0,
  '& > div': {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    columnGap: theme.spacing(2),
    padding: theme.spacing(0.75, 0),
    borderBottom: `1px solid ${theme.palette.divider}`,
  },
  '& dt': { flex: '1 1 8rem', minWidth: 0, margin: 0, overflowWrap: 'break-word' },
  '& dd': {
    flex: '0 1 auto',
    margin: 0,
    marginInlineStart: 'auto',
    textAlign: 'end',
    fontVariantNumeric: 'tabular-nums',
  },
  '& dd.LeaseFigureList-amount': { flex: '0 0 auto', whiteSpace: 'nowrap' },
  // A note on a figure: a second `dd`, on a line of its own under the label and the value.
  '& dd.LeaseFigureList-note': {
    flexBasis: '100%',
    marginInlineStart: 0,
    textAlign: 'start',
    ...theme.typography.body2,
    color: theme.palette.text.secondary,
  },
}));
