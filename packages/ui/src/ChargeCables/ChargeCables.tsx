import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { useUiText } from '../i18n/useUiText.ts';
import { chargeCableLabels } from '../VehicleCard/vehicleLabels.ts';

export interface ChargeCablesProps {
  /** The car's `Laadkabels` (`type-2`, `ccs`, …); nothing is rendered for a car without any. */
  cables: readonly string[] | null | undefined;
  /** The heading level (the page has its own h1). */
  headingLevel?: 2 | 3 | 4;
}

const List = styled('ul', { name: 'LeaseChargeCables', slot: 'List' })(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.spacing(1),
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '& > li': {
    ...theme.typography.body2,
    padding: theme.spacing(0.25, 1),
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    overflowWrap: 'anywhere',
  },
}));

/**
 * The connectors a car charges with (spec point 9's charge cables), each in the interface
 * language: what a driver checks against the charging point at home or at work. A connector the
 * portal has no text for shows as the server sent it.
 */
export function ChargeCables({ cables, headingLevel = 3 }: ChargeCablesProps) {
  const t = useUiText();
  const labels = chargeCableLabels(cables, t);
  if (labels.length === 0) return null;
  return (
    <section aria-label={t('chargeCables.heading')}>
      <Typography
        component={`h${headingLevel}`}
        variant="subtitle1"
        sx={{ fontWeight: 500, mb: 1 }}
      >
        {t('chargeCables.heading')}
      </Typography>
      <List>
        {labels.map((label) => (
          <li key={label}>{label}</li>
        ))}
      </List>
    </section>
  );
}
