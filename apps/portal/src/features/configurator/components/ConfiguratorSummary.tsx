import type { BikeData, ConfiguratorDetail, Option } from '@lease/api';
import { ChargeCables, ChosenOptions, Price, WltpNotice, type WltpNoticeProps } from '@lease/ui';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, type ReactNode } from 'react';
import { usePortalMessage } from '#src/i18n/usePortalMessage.ts';
import type { DetailPageShows } from '../detailPageShows.ts';
import { CostFigures } from './CostFigures.tsx';
import type { EnergyCostProps } from './EnergyCost.tsx';
import {
  LazyEnergyCost,
  LazyExplanationPanel,
  LazyOptionAmounts,
  LazyVehicleImage,
} from './LazyAfterFirstPaint.tsx';
import { LazyBikeSpecs } from './LazyBikeSpecs.tsx';

export interface ConfiguratorSummaryProps {
  id: string;
  /** What the client lets the page show. */
  shows: DetailPageShows;
  /** The calculation (`GetDetails`), null until the first is in. */
  detail: ConfiguratorDetail | null;
  /** The configuration changed since `detail`: its figures are about to change. */
  recalculating: boolean;
  /** The first calculation is on its way. */
  pricePending: boolean;
  /** The driver drives for business only: the explanation leaves the private use out. */
  businessOnly: boolean;
  /** The car in its chosen paint, where the environment has the picture. */
  image: { src: string; name: string; paint: string | null } | null;
  chosen: readonly Option[];
  paint: string | null;
  upholstery: string | null;
  onRemoveChosen: (option: Option) => void;
  /** The car's charge cables. */
  cables: readonly string[] | null | undefined;
  /** A bike's specification, shown in place of a car's WLTP figures. */
  bike: BikeData | null;
  /** A car's WLTP figures, where it has them. */
  wltp: WltpNoticeProps | null;
  /** The car whose WLTP consumption its energy cost is counted from. */
  car: EnergyCostProps['car'];
  /** The order button and what goes with it. */
  children: ReactNode;
}

/**
 * The configuration's summary beside the options (under them on a phone): the car, its price and
 * what the driver pays, the chosen options, the car's facts, and the way on.
 */
export function ConfiguratorSummary({
  id,
  shows,
  detail,
  recalculating,
  pricePending,
  businessOnly,
  image,
  chosen,
  paint,
  upholstery,
  onRemoveChosen,
  cables,
  bike,
  wltp,
  car,
  children,
}: ConfiguratorSummaryProps) {
  const message = usePortalMessage();
  return (
    <Paper
      component="aside"
      id={id}
      aria-label={message('configurator.summary')}
      variant="outlined"
      sx={{ p: 3, position: { md: 'sticky' }, top: { md: 16 } }}
    >
      <Stack spacing={3}>
        {image ? (
          <Suspense fallback={null}>
            <LazyVehicleImage {...image} />
          </Suspense>
        ) : null}
        {shows.leasePrice ? (
          <Stack spacing={0.5} aria-live="polite" aria-busy={recalculating}>
            <Typography component="h2" variant="h6">
              {message('configurator.leasePrice')}
            </Typography>
            {detail ? (
              // Smaller on a phone: a four-figure price "per maand" is wider than the column.
              <Box
                sx={(theme) => ({
                  [theme.breakpoints.down('sm')]: { '& > p': { fontSize: '1.5rem' } },
                })}
              >
                <Price value={detail.nLeaseprijs} period="month" variant="h4" component="p" />
              </Box>
            ) : null}
          </Stack>
        ) : null}
        <CostFigures
          detail={detail}
          ownContribution={shows.ownContribution}
          netCost={shows.netCost}
          recalculating={recalculating}
        />
        {shows.explanation ? (
          <LazyExplanationPanel
            explanation={detail?.UitlegPersoonlijkeKosten}
            businessOnly={businessOnly}
            loading={pricePending}
            headingLevel={3}
          />
        ) : null}
        {detail?.nEnergiekosten != null && shows.leasePrice ? (
          <LazyEnergyCost
            leasePrice={detail.nLeaseprijs}
            energyCost={detail.nEnergiekosten}
            kmPerYear={detail.nKilometrage ?? 0}
            car={car}
            totalCostBudget={detail.bBudgetTotaleKosten}
            headingLevel={3}
          />
        ) : null}
        <ChosenOptions
          options={chosen}
          paint={paint}
          upholstery={upholstery}
          onRemove={onRemoveChosen}
          headingLevel={3}
        />
        {detail ? (
          <Suspense fallback={null}>
            <LazyOptionAmounts
              options={detail.nOptiebedrag}
              accessories={detail.nAccessoirebedrag}
              headingLevel={3}
            />
          </Suspense>
        ) : null}
        <ChargeCables cables={cables} headingLevel={3} />
        {bike ? (
          <LazyBikeSpecs bike={bike} headingLevel={3} />
        ) : wltp ? (
          <WltpNotice {...wltp} />
        ) : null}
        {children}
      </Stack>
    </Paper>
  );
}
