import type { ConfiguratorDetail } from '@lease/api';
import { Price } from '@lease/ui';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { usePortalMessage } from '#src/i18n/usePortalMessage.ts';

export interface CostFiguresProps {
  detail: ConfiguratorDetail | null;
  /** Show the own contribution (the client shows it, and no explanation does). */
  ownContribution: boolean;
  /** Show the net monthly cost (the client shows it, and no explanation does). */
  netCost: boolean;
  recalculating: boolean;
}

/**
 * The driver's own contribution and net cost where the client shows them but not the explanation
 * that would hold them: a client that leaves out the explanation still shows what the car costs
 * its driver.
 */
export function CostFigures({ detail, ownContribution, netCost, recalculating }: CostFiguresProps) {
  const message = usePortalMessage();
  const figures = [
    ...(ownContribution ? [['configurator.ownContribution', detail?.nEigenbijdrage] as const] : []),
    ...(netCost ? [['configurator.netCost', detail?.nNettoKosten] as const] : []),
  ];
  if (figures.length === 0) return null;
  return (
    <Box
      component="dl"
      aria-live="polite"
      aria-busy={recalculating}
      sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1, m: 0 }}
    >
      {figures.map(([label, value]) => (
        <Fragment key={label}>
          <Typography component="dt">{message(label)}</Typography>
          <Box component="dd" sx={{ m: 0, textAlign: 'end' }}>
            {value == null ? null : <Price value={value} period="month" />}
          </Box>
        </Fragment>
      ))}
    </Box>
  );
}
