import { useId } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { useUiText } from '../i18n/useUiText.ts';
import { CloseIcon, CompareIcon } from '../icons/vehicleIcons.tsx';

/** The smallest number of vehicles worth comparing. */
export const COMPARE_MINIMUM = 2;

/** A vehicle in the compare list. */
export interface CompareWidgetVehicle {
  /** The type id (`nTypeIDHist`), as kept in the compare list. */
  id: number;
  /** Brand and model, e.g. "Volkswagen ID.4". */
  name: string;
  /** The version, e.g. "Pro 77 kWh 286 pk". */
  version?: string | null;
}

export interface CompareWidgetProps {
  /** The vehicles in the compare list, in the order they were added. */
  vehicles: readonly CompareWidgetVehicle[];
  /** Removes a vehicle from the compare list. */
  onRemove(id: number): void;
  /** The compare page (the portal's typed path). */
  href: string;
  /** The most vehicles the list holds; a note shows when it is full. */
  max?: number;
}

const WidgetRoot = styled('section', { name: 'LeaseCompareWidget', slot: 'Root' })(({ theme }) => ({
  display: 'flex',
  backgroundColor: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  flexDirection: 'column',
  gap: theme.spacing(1.5),
  padding: theme.spacing(2),
  borderTop: `4px solid ${theme.palette.brand.secondary.fill}`,
}));

const VehicleList = styled('ul', { name: 'LeaseCompareWidget', slot: 'List' })(({ theme }) => ({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(0.5),
  '& > li': {
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(1),
    minWidth: 0,
    '& > div': { flex: '1 1 auto', minWidth: 0, overflowWrap: 'anywhere' },
  },
}));

/**
 * The compare list of the search page: the vehicles a person ticked, each removable, and the link
 * to the compare page once there are at least two.
 */
export function CompareWidget({ vehicles, onRemove, href, max }: CompareWidgetProps) {
  const t = useUiText();
  const id = useId();
  const headingId = `${id}-heading`;
  const hintId = `${id}-hint`;
  const enough = vehicles.length >= COMPARE_MINIMUM;
  const full = max !== undefined && max > 0 && vehicles.length >= max;

  return (
    <WidgetRoot aria-labelledby={headingId}>
      <div>
        <Typography id={headingId} component="h2" variant="h6">
          {t('compare.heading')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('compare.selectedCount', { count: vehicles.length })}
        </Typography>
      </div>
      {vehicles.length === 0 ? (
        <Typography variant="body2">{t('compare.empty')}</Typography>
      ) : (
        <VehicleList>
          {vehicles.map((vehicle) => (
            <li key={vehicle.id}>
              <div>
                <Typography variant="body2" sx={{ fontWeight: 500 }}>
                  {vehicle.name}
                </Typography>
                {vehicle.version ? (
                  <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
                    {vehicle.version}
                  </Typography>
                ) : null}
              </div>
              <IconButton
                size="small"
                aria-label={t('compare.remove', {
                  name: [vehicle.name, vehicle.version].filter(Boolean).join(' '),
                })}
                onClick={() => onRemove(vehicle.id)}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </li>
          ))}
        </VehicleList>
      )}
      {full ? (
        <Typography variant="body2">{t('compare.maximum', { max: max ?? 0 })}</Typography>
      ) : null}
      {enough ? (
        <Button variant="contained" href={href} startIcon={<CompareIcon aria-hidden />}>
          {t('compare.link')}
        </Button>
      ) : (
        <>
          <Button
            variant="contained"
            disabled
            aria-describedby={hintId}
            startIcon={<CompareIcon aria-hidden />}
          >
            {t('compare.link')}
          </Button>
          <Typography id={hintId} variant="body2" sx={{ color: 'text.secondary' }}>
            {t('compare.minimum')}
          </Typography>
        </>
      )}
    </WidgetRoot>
  );
}
