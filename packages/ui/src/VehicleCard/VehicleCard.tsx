import { useId, useState, type ReactNode } from 'react';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import { alpha, styled } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import type { CarType } from '@lease/api';
import type { UiMessageId } from '../i18n/en.ts';
import { perLanguage } from '../i18n/perLanguage.ts';
import { useUiText } from '../i18n/useUiText.ts';
import { PlainIcon } from '../icons/PlainIcon.tsx';
import { iconPaths } from '../icons/vehicleIcons.tsx';
import { usePriceText } from '../Price/Price.tsx';
import { themeStyles } from '../styles/themeStyles.ts';
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
  /**
   * One of the first cards of a page, in view as it opens: its picture loads at once and before
   * the others (often the page's largest paint); the rest load as they scroll into view.
   */
  priority?: boolean;
}

// The card is styled through one root, serialised once per theme, with plain elements inside: a
// results page renders dozens of cards, and every styled or MUI part (Card, Typography, Button,
// SvgIcon) would serialise its styles again for each of them.
const CardRoot = styled('article', { name: 'LeaseVehicleCard', slot: 'Root' })(
  themeStyles((theme) => {
    const { palette } = theme;
    const brand = palette.brand.primary;
    const hover = alpha(palette.primary.main, palette.action.hoverOpacity);
    return {
      // The surface of MUI's outlined Card.
      backgroundColor: palette.background.paper,
      color: palette.text.primary,
      border: `1px solid ${palette.divider}`,
      borderRadius: theme.shape.borderRadius,
      overflow: 'hidden',
      display: 'grid',
      height: '100%',
      boxSizing: 'border-box',
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
      '& .LeaseVehicleCard-media': {
        position: 'relative',
        aspectRatio: '16 / 10',
        backgroundColor: palette.background.default,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        color: palette.text.secondary,
        overflow: 'hidden',
        '& img': {
          width: '100%',
          height: '100%',
          objectFit: 'cover',
          display: 'block',
        },
      },
      // In a list row the picture's frame fills the row's height (a fixed ratio would widen the
      // column); the picture keeps its own shape inside it, so no part of the car is cut off.
      '&[data-variant="list"] > .LeaseVehicleCard-media': {
        aspectRatio: 'auto',
        minHeight: 140,
        [theme.breakpoints.down('sm')]: { aspectRatio: '16 / 10', minHeight: 0 },
        '& img': { position: 'absolute', inset: 0, objectFit: 'contain' },
      },
      '& .LeaseVehicleCard-placeholder': { fontSize: 56, flexShrink: 0 },
      '& .LeaseVehicleCard-body': {
        display: 'flex',
        flexDirection: 'column',
        gap: theme.spacing(1.5),
        padding: theme.spacing(2),
        minWidth: 0,
      },
      '& .LeaseVehicleCard-title': {
        ...theme.typography.h6,
        margin: 0,
        lineHeight: 1.3,
        overflowWrap: 'anywhere',
      },
      '& .LeaseVehicleCard-version': {
        ...theme.typography.body2,
        margin: 0,
        overflowWrap: 'anywhere',
      },
      '& .LeaseVehicleCard-promotion': { alignSelf: 'flex-start' },
      '& .LeaseVehicleCard-facts': {
        margin: 0,
        display: 'flex',
        flexWrap: 'wrap',
        gap: theme.spacing(0.5, 2),
        '& > div': { display: 'flex', flexDirection: 'column', minWidth: 0 },
        '& dt': { ...theme.typography.caption, color: palette.text.secondary },
        '& dd': { ...theme.typography.body2, margin: 0, color: palette.text.primary },
        // As `Price` shows an amount: tabular figures, never broken across lines.
        '&[data-prices] dd': {
          ...theme.typography.body1,
          fontWeight: 500,
          fontVariantNumeric: 'tabular-nums',
          whiteSpace: 'nowrap',
        },
        '&[data-prices] > div:first-of-type dd': { ...theme.typography.h6 },
      },
      '& .LeaseVehicleCard-actions': {
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-end',
        gap: theme.spacing(1),
        padding: theme.spacing(0, 2, 2),
      },
      '&[data-variant="list"] > .LeaseVehicleCard-actions': {
        flexDirection: 'column',
        alignItems: 'stretch',
        justifyContent: 'flex-end',
        padding: theme.spacing(2),
      },
      // The toggles look like the theme's MUI buttons (text and outlined; contained when pressed)
      // without ButtonBase's ripple machinery.
      '& .LeaseVehicleCard-action': {
        ...theme.typography.button,
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        position: 'relative',
        boxSizing: 'border-box',
        minWidth: 64,
        minHeight: 40,
        margin: 0,
        padding: '6px 8px',
        border: 0,
        borderRadius: theme.shape.borderRadius,
        backgroundColor: 'transparent',
        color: palette.primary.main,
        cursor: 'pointer',
        userSelect: 'none',
        verticalAlign: 'middle',
        WebkitTapHighlightColor: 'transparent',
        transition: theme.transitions.create(
          ['background-color', 'box-shadow', 'border-color', 'color'],
          { duration: theme.transitions.duration.short },
        ),
        '@media (hover: hover)': { '&:hover': { backgroundColor: hover } },
        '&:focus-visible': { outline: `2px solid ${palette.brand.focusRing}`, outlineOffset: 2 },
        '&:disabled': {
          color: palette.action.disabled,
          cursor: 'default',
          pointerEvents: 'none',
        },
        '&[data-variant="outlined"]': {
          padding: '5px 15px',
          // The readable brand shade: MUI's 50% alpha border is below 3:1 for many brands.
          border: `1px solid ${brand.text}`,
          '&:disabled': { borderColor: palette.action.disabledBackground },
        },
        '&[data-variant="contained"]': {
          padding: '6px 16px',
          backgroundColor: brand.fill,
          color: brand.onFill,
          // A light brand fill gets a readable edge against the page.
          boxShadow: `inset 0 0 0 1px ${brand.outline}`,
          '&:hover': { backgroundColor: brand.fillHover },
        },
      },
      '& .LeaseVehicleCard-actionIcon': {
        flexShrink: 0,
        marginLeft: -4,
        marginRight: 8,
        fontSize: 20,
      },
    };
  }),
);

function VehicleImage({ url, priority }: { url: string; priority: boolean }) {
  const [failed, setFailed] = useState<string | null>(null);
  // The name is in the heading right beside it, so the picture is decorative (alt="").
  return failed !== url ? (
    <img
      src={url}
      alt=""
      loading={priority ? 'eager' : 'lazy'}
      {...(priority ? { fetchPriority: 'high' as const } : {})}
      decoding="async"
      onError={() => setFailed(url)}
    />
  ) : (
    <PlainIcon path={iconPaths.car} className="LeaseVehicleCard-placeholder" />
  );
}

// Plain helpers rather than components: a page of cards renders dozens of facts and buttons, and
// each component adds a fibre and a render call.
function fact(label: string, value: ReactNode) {
  return (
    <div key={label}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/**
 * A message without values, formatted once per language: every card on a page shows the same
 * labels, and formatting a message is not free.
 */
const fixedText = perLanguage<UiMessageId, string>();

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
  priority = false,
}: VehicleCardProps) {
  const t = useUiText();
  const intl = useIntl();
  const priceText = usePriceText();
  const label = (id: UiMessageId) => fixedText(intl, id, () => t(id));
  const titleId = useId();
  const Heading = headingLevel;
  const name = `${vehicle.cMerk} ${vehicle.cModel}`;
  const fuel = fuelTypeMessage(vehicle.cBrandstof);
  const fuelText = fuel ? label(fuel) : vehicle.cBrandstof?.trim();
  const url = safeAssetUrl(imageUrl === undefined ? vehicle.cAfbeeldingURL : imageUrl);
  const prices: [string, number][] = [];
  if (showLeasePrice) prices.push([label('vehicleCard.leasePrice'), vehicle.nLeaseprijs]);
  if (showOwnContribution && vehicle.nEigenbijdrage != null) {
    prices.push([label('vehicleCard.ownContribution'), vehicle.nEigenbijdrage]);
  }
  if (showNetCost && vehicle.nNettoKosten != null) {
    prices.push([label('vehicleCard.netCost'), vehicle.nNettoKosten]);
  }

  return (
    <CardRoot data-variant={variant} aria-labelledby={titleId}>
      <div className="LeaseVehicleCard-media">
        {url ? (
          <VehicleImage url={url} priority={priority} />
        ) : (
          <PlainIcon path={iconPaths.car} className="LeaseVehicleCard-placeholder" />
        )}
      </div>
      <div className="LeaseVehicleCard-body">
        <div>
          <Heading id={titleId} className="LeaseVehicleCard-title">
            {href ? (
              <Link href={href} color="inherit">
                {name}
              </Link>
            ) : (
              name
            )}
          </Heading>
          <p className="LeaseVehicleCard-version">{vehicle.cUitvoering}</p>
        </div>
        {vehicle.bActie ? (
          <Chip
            size="small"
            label={label('vehicleCard.promotion')}
            className="LeaseVehicleCard-promotion"
          />
        ) : null}
        {prices.length > 0 ? (
          <dl className="LeaseVehicleCard-facts" data-prices="">
            {prices.map(([name, value]) => fact(name, priceText(value, 'month')))}
          </dl>
        ) : null}
        <dl className="LeaseVehicleCard-facts">
          {fuelText ? fact(label('vehicleCard.fuel'), fuelText) : null}
          {vehicle.nCO2 != null
            ? fact(label('vehicleCard.co2'), t('vehicleCard.co2Value', { value: vehicle.nCO2 }))
            : null}
          {vehicle.nActieradius != null
            ? fact(
                label('vehicleCard.range'),
                t('vehicleCard.rangeValue', { value: vehicle.nActieradius }),
              )
            : null}
        </dl>
      </div>
      {onCompareToggle || onSave ? (
        <div className="LeaseVehicleCard-actions">
          {onCompareToggle ? (
            <button
              type="button"
              className="LeaseVehicleCard-action"
              data-variant={compared ? 'contained' : 'outlined'}
              aria-pressed={compared}
              aria-describedby={titleId}
              disabled={compareDisabled && !compared}
              onClick={() => onCompareToggle(vehicle.nTypeIDHist)}
            >
              {/* The check mark shows the state without relying on colour. */}
              <PlainIcon
                path={compared ? iconPaths.check : iconPaths.compare}
                className="LeaseVehicleCard-actionIcon"
              />
              {label('vehicleCard.compare')}
            </button>
          ) : null}
          {onSave ? (
            <button
              type="button"
              className="LeaseVehicleCard-action"
              data-variant="text"
              aria-pressed={saved}
              aria-describedby={titleId}
              onClick={() => onSave(vehicle.nTypeIDHist)}
            >
              <PlainIcon
                path={saved ? iconPaths.bookmark : iconPaths.bookmarkBorder}
                className="LeaseVehicleCard-actionIcon"
              />
              {label(saved ? 'vehicleCard.saved' : 'vehicleCard.save')}
            </button>
          ) : null}
        </div>
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
    <CardRoot as="div" data-variant={variant} aria-hidden>
      {/* Sizes as Skeleton's own width and height (inline styles): a page shows a dozen of these
          cards, and an `sx` on each part would serialise its styles again for each of them. */}
      <div className="LeaseVehicleCard-media">
        <Skeleton variant="rectangular" width="100%" height="100%" />
      </div>
      <div className="LeaseVehicleCard-body">
        <Skeleton variant="text" width="40%" />
        <Skeleton variant="text" width="70%" style={{ fontSize: '1.25rem' }} />
        <Skeleton variant="text" width="55%" />
        <Skeleton variant="text" width="35%" style={{ fontSize: '1.5rem' }} />
      </div>
      <div className="LeaseVehicleCard-actions">
        <Skeleton variant="rounded" width={120} height={40} />
      </div>
    </CardRoot>
  );
}
