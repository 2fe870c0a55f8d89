import { useId, useState } from 'react';
import { fuelUnitOf } from '@lease/api/contract';
import { useIntl, type IntlShape } from 'react-intl';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import type { UiMessageId } from '../i18n/en.ts';
import type { AnyUiMessageId } from '../i18n/uiMessages.ts';
import { useUiText, type UiMessageValues } from '../i18n/useUiText.ts';
import { consumptionText } from '../EnergyCostSummary/consumptionText.ts';
import { CloseIcon } from '../icons/vehicleIcons.tsx';
import { BIKE_SPEC_ROWS } from '../BikeSpecs/bikeSpecRows.ts';
import { formatPrice } from '../Price/formatPrice.ts';
import type { VehicleCardVehicle } from '../VehicleCard/VehicleCard.tsx';
import {
  bodyTypeMessage,
  catalogueLabel,
  chargeCableLabels,
  chargeCableValues,
  fuelTypeMessage,
  transmissionMessage,
} from '../VehicleCard/vehicleLabels.ts';
import { valuesDiffer, type CompareValue } from './valuesDiffer.ts';

export interface CompareTableProps {
  /** The vehicles side by side, in the compare list's order. */
  vehicles: readonly VehicleCardVehicle[];
  /** Removes a vehicle (a column); no remove buttons when unset. */
  onRemove?(nTypeIDHist: number): void;
  /** Show the lease price row (`bShowLeaseprijs`). */
  showLeasePrice?: boolean;
  /** Show the own contribution row (`bShowEigenbijdrage`). */
  showOwnContribution?: boolean;
  /** Show the net cost row (`bShowNettoKosten`). */
  showNetCost?: boolean;
  /** Show the fiscal value row (`bShowFiscaleWaarde`). */
  showFiscalValue?: boolean;
}

type Translate = (id: AnyUiMessageId, values?: UiMessageValues) => string;

/** One row: its label, the raw value to compare, and how to show it. */
interface RowSpec {
  key: string;
  /** A fact only cars have (left out when every vehicle is a bike) or only bikes have. */
  only?: 'car' | 'bike';
  /** A fact the server may not send: the row is there when a compared vehicle has it. */
  optional?: boolean;
  label: AnyUiMessageId;
  value(vehicle: VehicleCardVehicle): CompareValue;
  format?(value: NonNullable<CompareValue>, t: Translate): string;
  /** The cell's text from the vehicle itself, for a value that is a list; null shows "–". */
  text?(vehicle: VehicleCardVehicle, t: Translate, intl: IntlShape): string | null;
}

const price = (value: NonNullable<CompareValue>) => formatPrice(Number(value));
const withUnit =
  (id: UiMessageId) =>
  (value: NonNullable<CompareValue>, t: Translate): string =>
    t(id, { value });
/** A catalogue value in the interface language; a value we have no text for shows as sent. */
const catalogue =
  (messageOf: (value: string) => UiMessageId | null) =>
  (value: NonNullable<CompareValue>, t: Translate): string =>
    catalogueLabel(messageOf(String(value)), t, null, String(value).trim());

const ROWS: RowSpec[] = [
  { key: 'lease', label: 'vehicleCard.leasePrice', value: (v) => v.nLeaseprijs, format: price },
  {
    key: 'own',
    label: 'vehicleCard.ownContribution',
    value: (v) => v.nEigenbijdrage,
    format: price,
  },
  { key: 'net', label: 'vehicleCard.netCost', value: (v) => v.nNettoKosten, format: price },
  { key: 'fiscal', label: 'compare.fiscalValue', value: (v) => v.nFiscaleWaarde, format: price },
  // The energy at each car's default mileage, and lease and energy together (texts: the `energy`
  // part of the catalogue, which the compare page loads).
  {
    key: 'energy',
    only: 'car',
    optional: true,
    label: 'energy.compareEnergy',
    value: (v) => v.nEnergiekosten,
    format: price,
  },
  {
    key: 'total',
    only: 'car',
    optional: true,
    label: 'energy.compareTotal',
    value: (v) =>
      v.nEnergiekosten == null || v.nLeaseprijs == null
        ? null
        : Math.round((v.nLeaseprijs + v.nEnergiekosten) * 100) / 100,
    format: price,
  },
  {
    key: 'consumption',
    only: 'car',
    optional: true,
    label: 'energy.compareConsumption',
    value: (v) =>
      v.nStroomverbruik == null && v.nBrandstofverbruik == null
        ? null
        : `${v.nStroomverbruik ?? ''}/${v.nBrandstofverbruik ?? ''}`,
    text: (v, t, intl) =>
      consumptionText(
        {
          electricity: v.nStroomverbruik,
          fuel: v.nBrandstofverbruik,
          fuelUnit: fuelUnitOf(v.cBrandstof) ?? 'l',
        },
        t,
        intl,
      ),
  },
  {
    key: 'bijtelling',
    label: 'compare.bijtelling',
    value: (v) => v.nBijtellingPercentage,
    format: withUnit('compare.percent'),
  },
  {
    key: 'fuel',
    label: 'vehicleCard.fuel',
    value: (v) => v.cBrandstof,
    format: catalogue(fuelTypeMessage),
  },
  {
    key: 'body',
    only: 'car',
    label: 'compare.bodyType',
    value: (v) => v.cCarrosserie,
    format: catalogue(bodyTypeMessage),
  },
  {
    key: 'transmission',
    only: 'car',
    label: 'compare.transmission',
    value: (v) => v.cTransmissie,
    format: catalogue(transmissionMessage),
  },
  {
    key: 'power',
    only: 'car',
    label: 'compare.power',
    value: (v) => v.nVermogen,
    format: withUnit('compare.powerValue'),
  },
  {
    key: 'co2',
    only: 'car',
    label: 'vehicleCard.co2',
    value: (v) => v.nCO2,
    format: withUnit('vehicleCard.co2Value'),
  },
  {
    key: 'range',
    label: 'vehicleCard.range',
    value: (v) => v.nActieradius,
    format: withUnit('vehicleCard.rangeValue'),
  },
  {
    key: 'cables',
    only: 'car',
    label: 'chargeCables.heading',
    // Compared as the set of connectors, whatever order the server sent them in.
    value: (v) => chargeCableValues(v.Laadkabels).join(' ').toLowerCase() || null,
    text: (v, t, intl) => {
      const labels = chargeCableLabels(v.Laadkabels, t);
      return labels.length > 0 ? intl.formatList(labels, { type: 'unit', style: 'short' }) : null;
    },
  },
  { key: 'label', only: 'car', label: 'compare.fuelLabel', value: (v) => v.cBrandstoflabel },
  { key: 'doors', only: 'car', label: 'compare.doors', value: (v) => v.nDeuren },
  { key: 'seats', only: 'car', label: 'compare.seats', value: (v) => v.nZitplaatsen },
  // A bike's specification (`Fietsdata`), as its configurator lists it; its range is the row above.
  ...BIKE_SPEC_ROWS.filter((row) => row.key !== 'nActieradius').map((row): RowSpec => ({
    key: `bike-${row.key}`,
    only: 'bike',
    label: row.label,
    value: (v) => (v.Fietsdata ? row.value(v.Fietsdata) : null),
    text: (v, t) => (v.Fietsdata ? row.text(v.Fietsdata, t) : null),
  })),
];

const Scroller = styled('div', { name: 'LeaseCompareTable', slot: 'Scroller' })(({ theme }) => ({
  overflowX: 'auto',
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.background.paper,
}));

const Table = styled('table', { name: 'LeaseCompareTable', slot: 'Table' })(({ theme }) => ({
  borderCollapse: 'collapse',
  width: '100%',
  ...theme.typography.body2,
  color: theme.palette.text.primary,
  '& caption': {
    ...theme.typography.h6,
    textAlign: 'start',
    padding: theme.spacing(1.5, 2),
  },
  '& th, & td': {
    padding: theme.spacing(1, 2),
    textAlign: 'start',
    verticalAlign: 'top',
    borderTop: `1px solid ${theme.palette.divider}`,
    minWidth: 140,
  },
  '& thead th': { verticalAlign: 'bottom', fontWeight: 500 },
  '& tbody th': { fontWeight: 400, color: theme.palette.text.secondary, minWidth: 160 },
  '& td': { fontVariantNumeric: 'tabular-nums' },
  // A differing row: a tint, bold values and the "Differs" tag, so colour is never the only cue.
  '& tr[data-differs] > *': { backgroundColor: theme.palette.action.hover },
  '& tr[data-differs] td': { fontWeight: 700 },
  '& .LeaseCompareTable-differs': {
    ...theme.typography.caption,
    display: 'inline-block',
    marginInlineStart: theme.spacing(1),
    padding: '0 6px',
    borderRadius: 4,
    border: `1px solid ${theme.palette.text.secondary}`,
    color: theme.palette.text.primary,
  },
  '& .LeaseCompareTable-vehicle': { display: 'flex', alignItems: 'flex-start', gap: 4 },
}));

/**
 * Vehicles side by side in a real table: a column per vehicle (its name the column header), a
 * row per property (the row header), rows that differ marked by a tag as well as a tint.
 */
export function CompareTable({
  vehicles,
  onRemove,
  showLeasePrice = true,
  showOwnContribution = true,
  showNetCost = true,
  showFiscalValue = true,
}: CompareTableProps) {
  const t = useUiText();
  const intl = useIntl();
  const { locale } = intl;
  const captionId = useId();
  const [onlyDifferences, setOnlyDifferences] = useState(false);

  if (vehicles.length === 0) {
    return <Typography>{t('compare.tableEmpty')}</Typography>;
  }

  const hidden = new Set<string>();
  if (!showLeasePrice) hidden.add('lease');
  if (!showOwnContribution) hidden.add('own');
  if (!showNetCost) hidden.add('net');
  if (!showFiscalValue) hidden.add('fiscal');
  // Cars and bikes each have facts of their own: a row is there when a compared vehicle has it.
  const anyBike = vehicles.some((vehicle) => vehicle.Fietsdata);
  const anyCar = vehicles.some((vehicle) => !vehicle.Fietsdata);
  for (const row of ROWS) {
    if ((row.only === 'bike' && !anyBike) || (row.only === 'car' && !anyCar)) hidden.add(row.key);
    if (row.optional && vehicles.every((vehicle) => row.value(vehicle) == null)) {
      hidden.add(row.key);
    }
  }
  const rows = ROWS.filter((row) => !hidden.has(row.key)).map((row) => {
    const values = vehicles.map((vehicle) => row.value(vehicle));
    return { ...row, values, differs: valuesDiffer(values, locale) };
  });
  const shown = onlyDifferences ? rows.filter((row) => row.differs) : rows;

  return (
    <div>
      {vehicles.length > 1 ? (
        <FormControlLabel
          label={t('compare.onlyDifferences')}
          control={
            <Switch
              checked={onlyDifferences}
              onChange={(event) => setOnlyDifferences(event.target.checked)}
              slotProps={{ input: { role: 'switch' } }}
            />
          }
        />
      ) : null}
      {/* A keyboard user must be able to scroll a wide table: the region is focusable. */}
      <Scroller role="region" aria-labelledby={captionId} tabIndex={0}>
        <Table>
          <caption id={captionId}>{t('compare.tableCaption', { count: vehicles.length })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('compare.property')}</th>
              {vehicles.map((vehicle) => {
                const name = `${vehicle.cMerk} ${vehicle.cModel}`;
                return (
                  <th key={vehicle.nTypeIDHist} scope="col">
                    <div className="LeaseCompareTable-vehicle">
                      <div>
                        <div>{name}</div>
                        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                          {vehicle.cUitvoering}
                        </Typography>
                      </div>
                      {onRemove ? (
                        <IconButton
                          size="small"
                          aria-label={t('compare.removeColumn', {
                            name: `${name} ${vehicle.cUitvoering}`,
                          })}
                          onClick={() => onRemove(vehicle.nTypeIDHist)}
                        >
                          <CloseIcon fontSize="small" />
                        </IconButton>
                      ) : null}
                    </div>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.key} data-differs={row.differs ? '' : undefined}>
                <th scope="row">
                  {t(row.label)}
                  {row.differs ? (
                    <span className="LeaseCompareTable-differs">{t('compare.differs')}</span>
                  ) : null}
                </th>
                {row.values.map((value, index) => {
                  const vehicle = vehicles[index];
                  return (
                    <td key={vehicle?.nTypeIDHist ?? index}>
                      {row.text && vehicle
                        ? (row.text(vehicle, t, intl) ?? '–')
                        : value === null || value === undefined || String(value).trim() === ''
                          ? '–'
                          : row.format
                            ? row.format(value, t)
                            : String(value)}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroller>
    </div>
  );
}
