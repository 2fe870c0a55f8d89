import { Children, type ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { visuallyHidden } from '../a11y/visuallyHidden.ts';
import { useUiText } from '../i18n/useUiText.ts';
import { themeStyles } from '../styles/themeStyles.ts';
import type { VehicleCardVariant } from '../VehicleCard/VehicleCard.tsx';
import { VehicleCardSkeleton } from '../VehicleCard/VehicleCardSkeleton.tsx';

export interface VehicleGridProps {
  /** The cards, one per vehicle; each becomes a list item. */
  children?: ReactNode;
  /** Cards in a responsive grid, or one row per vehicle. */
  view?: VehicleCardVariant;
  /** The search is running: placeholders show instead of the cards. */
  loading?: boolean;
  /** How many placeholders show while loading. */
  skeletonCount?: number;
  /** What a person can do when nothing matches, e.g. a reset-filters button. */
  emptyAction?: ReactNode;
}

/**
 * How many of a grid's first cards a page marks `priority` (their pictures load at once): the
 * first row on a wide screen, where cards of at least 260 px stand three abreast beside the
 * filters; on a phone the first one or two, the rest of them just below.
 */
export const PRIORITY_CARD_COUNT = 3;

const GridList = styled('ul', { name: 'LeaseVehicleGrid', slot: 'Root' })(
  themeStyles((theme) => ({
    margin: 0,
    padding: 0,
    listStyle: 'none',
    display: 'grid',
    gap: theme.spacing(2),
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
    '&[data-view="list"]': { gridTemplateColumns: 'minmax(0, 1fr)' },
    '& > li': { minWidth: 0 },
  })),
);

const Empty = styled('div', { name: 'LeaseVehicleGrid', slot: 'Empty' })(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: theme.spacing(1),
  padding: theme.spacing(4, 3),
  border: `1px dashed ${theme.palette.controlBorder}`,
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.background.paper,
}));

/** The search results as a list of VehicleCards: a responsive grid, or rows in list view. */
export function VehicleGrid({
  children,
  view = 'card',
  loading = false,
  skeletonCount = 6,
  emptyAction,
}: VehicleGridProps) {
  const t = useUiText();
  const items = Children.toArray(children);
  if (loading) {
    return (
      <div aria-busy>
        <span role="status" style={visuallyHidden}>
          {t('vehicleGrid.loading')}
        </span>
        <GridList data-view={view} aria-hidden>
          {Array.from({ length: Math.max(1, skeletonCount) }, (_, index) => (
            <li key={index}>
              <VehicleCardSkeleton variant={view} />
            </li>
          ))}
        </GridList>
      </div>
    );
  }
  if (items.length === 0) {
    return (
      <Empty role="status">
        <Typography component="p" variant="h6">
          {t('vehicleGrid.empty')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('vehicleGrid.emptyHint')}
        </Typography>
        {emptyAction}
      </Empty>
    );
  }
  return (
    <GridList data-view={view} aria-label={t('vehicleGrid.label')}>
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </GridList>
  );
}
