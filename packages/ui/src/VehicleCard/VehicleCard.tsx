import { useId, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import type { CarType } from '@lease/api';
import { useUiText } from '../i18n/useUiText.ts';
import {
  BookmarkBorderIcon,
  BookmarkIcon,
  CarIcon,
  CheckIcon,
  CompareIcon,
} from '../icons/vehicleIcons.tsx';
import { Price } from '../Price/Price.tsx';
import { safeAssetUrl } from '../theme/safeAssetUrl.ts';
import { fuelTypeMessage } from './vehicleLabels.ts';

/** A vehicle type with its brand and model names (as in a search result or a saved car). */
export type VehicleCardVehicle = CarType & { cMerk: string; cModel: string };

/** How the card is laid out: a tile in a grid, or a row in a list. */
export type VehicleCardVariant = 'card' | 'list';

export interface VehicleCardProps {
  /** The vehicle: a type of the search result with its model's brand and name. */
  vehicle: VehicleCardVehicle;
  /** A tile (`card`) or a wide row (`list`). */
  variant?: VehicleCardVariant;
  /** Show the lease price (`ZoekpaginaSettings.bShowLeaseprijs`). */
  showLeasePrice?: boolean;
  /** Show the own contribution (`ZoekpaginaSettings.bShowEigenbijdrage`). */
  showOwnContribution?: boolean;
  /** Show the net monthly cost (`ZoekpaginaSettings.bShowNettoKosten`). */
  showNetCost?: boolean;
  /** The image; the type's `cAfbeeldingURL` by default. Unsafe URLs show a placeholder. */
  imageUrl?: string | null;
  /** Where the vehicle's name links to (the configurator); no link when unset. */
  href?: string;
  /** The vehicle is in the compare list. */
  compared?: boolean;
  /** Adding is not possible (the compare list is full); removing still is. */
  compareDisabled?: boolean;
  /** Toggles the vehicle in or out of the compare list; no button when unset. */
  onCompareToggle?(nTypeIDHist: number): void;
  /** The vehicle is saved. */
  saved?: boolean;
  /** Saves (or unsaves) the vehicle; no button when unset. */
  onSave?(nTypeIDHist: number): void;
  /** The heading level of the vehicle's name in the page outline. */
  headingLevel?: 'h2' | 'h3' | 'h4';
}

const CardRoot = styled(Card, { name: 'LeaseVehicleCard', slot: 'Root' })(({ theme }) => ({
  display: 'grid',
  height: '100%',
  gridTemplateColumns: '1fr',
  gridTemplateRows: 'auto 1fr auto',
  '&[data-variant="list"]': {
    gridTemplateColumns: '220px minmax(0, 1fr) auto',
    gridTemplateRows: 'auto',
    alignItems: 'stretch',
    [theme.breakpoints.down('sm')]: {
      gridTemplateColumns: '1fr',
      gridTemplateRows: 'auto 1fr auto',
    },
  },
}));

const Media = styled('div', { name: 'LeaseVehicleCard', slot: 'Media' })(({ theme }) => ({
  position: 'relative',
  aspectRatio: '16 / 10',
  backgroundColor: theme.palette.background.default,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: theme.palette.text.secondary,
  overflow: 'hidden',
  // In a list row the picture fills the row's height; a fixed ratio would widen the column.
  '[data-variant="list"] > &': {
    aspectRatio: 'auto',
    minHeight: 140,
    [theme.breakpoints.down('sm')]: { aspectRatio: '16 / 10', minHeight: 0 },
  },
  '& img': {
    width: '100%',
    height: '100%',
    objectFit: 'cover',
    display: 'block',
    '[data-variant="list"] &': { position: 'absolute', inset: 0 },
  },
  '& .LeaseVehicleCard-placeholder': { fontSize: 56 },
}));

const Body = styled('div', { name: 'LeaseVehicleCard', slot: 'Body' })(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(1.5),
  padding: theme.spacing(2),
  minWidth: 0,
}));

const Facts = styled('dl', { name: 'LeaseVehicleCard', slot: 'Facts' })(({ theme }) => ({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.spacing(0.5, 2),
  '& > div': { display: 'flex', flexDirection: 'column', minWidth: 0 },
  '& dt': { ...theme.typography.caption, color: theme.palette.text.secondary },
  '& dd': { ...theme.typography.body2, margin: 0, color: theme.palette.text.primary },
  '&[data-prices] dd': { ...theme.typography.body1, fontWeight: 500 },
  '&[data-prices] > div:first-of-type dd': { ...theme.typography.h6 },
}));

const Actions = styled('div', { name: 'LeaseVehicleCard', slot: 'Actions' })(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: theme.spacing(1),
  padding: theme.spacing(0, 2, 2),
  '[data-variant="list"] > &': {
    flexDirection: 'column',
    alignItems: 'stretch',
    justifyContent: 'flex-end',
    padding: theme.spacing(2),
  },
}));

function VehicleImage({ url }: { url: string | null }) {
  const [failed, setFailed] = useState<string | null>(null);
  // The name is in the heading right beside it, so the picture is decorative (alt="").
  return url && failed !== url ? (
    <img src={url} alt="" loading="lazy" decoding="async" onError={() => setFailed(url)} />
  ) : (
    <CarIcon className="LeaseVehicleCard-placeholder" aria-hidden />
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * A vehicle in the search list: picture, brand, model and version, the prices the scheme shows
 * (spec point 3, `ZoekpaginaSettings`), fuel, CO₂ and range, and the compare and save toggles.
 */
export function VehicleCard({
  vehicle,
  variant = 'card',
  showLeasePrice = true,
  showOwnContribution = true,
  showNetCost = true,
  imageUrl,
  href,
  compared = false,
  compareDisabled = false,
  onCompareToggle,
  saved = false,
  onSave,
  headingLevel = 'h3',
}: VehicleCardProps) {
  const t = useUiText();
  const titleId = useId();
  const name = `${vehicle.cMerk} ${vehicle.cModel}`;
  const fuel = fuelTypeMessage(vehicle.cBrandstof);
  const fuelText = fuel ? t(fuel) : vehicle.cBrandstof?.trim();
  const url = safeAssetUrl(imageUrl === undefined ? vehicle.cAfbeeldingURL : imageUrl);
  const prices: [string, number][] = [];
  if (showLeasePrice) prices.push([t('vehicleCard.leasePrice'), vehicle.nLeaseprijs]);
  if (showOwnContribution && vehicle.nEigenbijdrage != null) {
    prices.push([t('vehicleCard.ownContribution'), vehicle.nEigenbijdrage]);
  }
  if (showNetCost && vehicle.nNettoKosten != null) {
    prices.push([t('vehicleCard.netCost'), vehicle.nNettoKosten]);
  }

  return (
    <CardRoot data-variant={variant} aria-labelledby={titleId} role="article">
      <Media>
        <VehicleImage url={url} />
      </Media>
      <Body>
        <div>
          <Typography
            id={titleId}
            component={headingLevel}
            variant="h6"
            sx={{ lineHeight: 1.3, overflowWrap: 'anywhere' }}
          >
            {href ? (
              <Link href={href} color="inherit">
                {name}
              </Link>
            ) : (
              name
            )}
          </Typography>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {vehicle.cUitvoering}
          </Typography>
        </div>
        {vehicle.bActie ? (
          <Chip size="small" label={t('vehicleCard.promotion')} sx={{ alignSelf: 'flex-start' }} />
        ) : null}
        {prices.length > 0 ? (
          <Facts data-prices="">
            {prices.map(([label, value]) => (
              <Fact key={label} label={label}>
                <Price value={value} period="month" />
              </Fact>
            ))}
          </Facts>
        ) : null}
        <Facts>
          {fuelText ? <Fact label={t('vehicleCard.fuel')}>{fuelText}</Fact> : null}
          {vehicle.nCO2 != null ? (
            <Fact label={t('vehicleCard.co2')}>
              {t('vehicleCard.co2Value', { value: vehicle.nCO2 })}
            </Fact>
          ) : null}
          {vehicle.nActieradius != null ? (
            <Fact label={t('vehicleCard.range')}>
              {t('vehicleCard.rangeValue', { value: vehicle.nActieradius })}
            </Fact>
          ) : null}
        </Facts>
      </Body>
      {onCompareToggle || onSave ? (
        <Actions>
          {onCompareToggle ? (
            <Button
              variant={compared ? 'contained' : 'outlined'}
              aria-pressed={compared}
              aria-describedby={titleId}
              disabled={compareDisabled && !compared}
              // The check mark shows the state without relying on colour.
              startIcon={compared ? <CheckIcon aria-hidden /> : <CompareIcon aria-hidden />}
              onClick={() => onCompareToggle(vehicle.nTypeIDHist)}
            >
              {t('vehicleCard.compare')}
            </Button>
          ) : null}
          {onSave ? (
            <Button
              variant="text"
              aria-pressed={saved}
              aria-describedby={titleId}
              startIcon={saved ? <BookmarkIcon aria-hidden /> : <BookmarkBorderIcon aria-hidden />}
              onClick={() => onSave(vehicle.nTypeIDHist)}
            >
              {saved ? t('vehicleCard.saved') : t('vehicleCard.save')}
            </Button>
          ) : null}
        </Actions>
      ) : null}
    </CardRoot>
  );
}

export interface VehicleCardSkeletonProps {
  /** Matches the layout of the cards it stands in for. */
  variant?: VehicleCardVariant;
}

/** Stands in for a VehicleCard while the search runs. */
export function VehicleCardSkeleton({ variant = 'card' }: VehicleCardSkeletonProps) {
  return (
    <CardRoot data-variant={variant} aria-hidden>
      <Media>
        <Skeleton variant="rectangular" sx={{ width: '100%', height: '100%' }} />
      </Media>
      <Body>
        <Skeleton variant="text" sx={{ width: '40%' }} />
        <Skeleton variant="text" sx={{ width: '70%', fontSize: '1.25rem' }} />
        <Skeleton variant="text" sx={{ width: '55%' }} />
        <Skeleton variant="text" sx={{ width: '35%', fontSize: '1.5rem' }} />
      </Body>
      <Actions>
        <Skeleton variant="rounded" sx={{ width: 120, height: 40 }} />
      </Actions>
    </CardRoot>
  );
}
