import { useId, useState, type MouseEvent, type ReactNode } from 'react';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { useIntl } from 'react-intl';
import type { CarType } from '@lease/api';
import type { UiMessageId } from '../i18n/en.ts';
import { perLanguage } from '../i18n/perLanguage.ts';
import { useUiText } from '../i18n/useUiText.ts';
import { PlainIcon } from '../icons/PlainIcon.tsx';
import { iconPaths } from '../icons/vehicleIcons.tsx';
import { usePriceText } from '../Price/Price.tsx';
import { safeAssetUrl } from '../theme/safeAssetUrl.ts';
import { fuelTypeMessage } from './vehicleLabels.ts';
import { CardRoot } from './VehicleCardRoot.tsx';

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
  /**
   * Called when the name's link is clicked, to follow it inside the app (the portal's router);
   * without it the browser loads the page.
   */
  onNavigate?(href: string, event: MouseEvent<HTMLAnchorElement>): void;
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
  onNavigate,
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
              <Link
                href={href}
                color="inherit"
                {...(onNavigate
                  ? { onClick: (event: MouseEvent<HTMLAnchorElement>) => onNavigate(href, event) }
                  : {})}
              >
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
