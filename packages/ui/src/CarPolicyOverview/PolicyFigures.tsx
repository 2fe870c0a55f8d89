import { styled } from '@mui/material/styles';
import { FigureList } from '../layout/FigureList.tsx';

/** The policy's figures: a figure list whose values stand out from their labels. */
export const PolicyFigures = styled(FigureList, { name: 'LeaseCarPolicy', slot: 'Figures' })(
  ({ theme }) => ({
    '& > div': { padding: theme.spacing(1, 0) },
    '& dd:not(.LeaseFigureList-note)': { fontWeight: 500 },
  }),
);
