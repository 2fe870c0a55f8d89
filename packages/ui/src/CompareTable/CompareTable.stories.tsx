import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { storyText } from '../testing/storyText.ts';
import { storyVehicles } from '../VehicleCard/storyVehicles.ts';
import { CompareTable, type CompareTableProps } from './CompareTable.tsx';
import { phoneFrame } from '../storybook/phoneFrame.tsx';

function Stateful(args: CompareTableProps) {
  const [vehicles, setVehicles] = useState(args.vehicles);
  return (
    <CompareTable
      {...args}
      vehicles={vehicles}
      onRemove={(id) => {
        setVehicles((current) => current.filter((vehicle) => vehicle.nTypeIDHist !== id));
        args.onRemove?.(id);
      }}
    />
  );
}

const meta = {
  title: 'Search/CompareTable',
  component: CompareTable,
  tags: ['autodocs'],
  args: {
    vehicles: [storyVehicles.id4Pure, storyVehicles.id4Pro, storyVehicles.niro],
    onRemove: fn(),
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof CompareTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three vehicles: a column header per vehicle, a row header per property, differences tagged. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    const table = canvas.getByRole('table');
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(4);
    const leaseRow = within(table).getByRole('row', {
      name: new RegExp(text('vehicleCard.leasePrice')),
    });
    await expect(leaseRow).toHaveTextContent(text('compare.differs'));
    const doorsRow = within(table).getByRole('row', {
      name: new RegExp(`^${text('compare.doors')}`),
    });
    await expect(doorsRow).not.toHaveTextContent(text('compare.differs'));
    await expect(
      within(table).getByRole('rowheader', { name: new RegExp(text('compare.fuelLabel')) }),
    ).toBeVisible();
  },
};

/**
 * Transmissions in the interface language; a value the catalogue added later shows as sent
 * rather than as an empty cell.
 */
export const TransmissionLabels: Story = {
  args: {
    vehicles: [
      storyVehicles.id4Pure,
      { ...storyVehicles.niro, cTransmissie: 'handgeschakeld' },
      { ...storyVehicles.modelY, cTransmissie: 'semi-automaat' },
    ],
  },
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    const row = within(canvas.getByRole('table')).getByRole('row', {
      name: new RegExp(`^${text('compare.transmission')}`),
    });
    const cells = within(row).getAllByRole('cell');
    await expect(cells.map((cell) => cell.textContent)).toEqual([
      text('filter.transmission.automaat'),
      text('filter.transmission.handgeschakeld'),
      'semi-automaat',
    ]);
  },
};

/**
 * Charge cables in the interface language, in the contract's order: two electric cars (one with
 * the Supercharger) and a hybrid without a plug, whose cell shows "–".
 */
export const ChargeCables: Story = {
  args: {
    vehicles: [
      storyVehicles.id4Pure,
      storyVehicles.modelY,
      {
        ...storyVehicles.niro,
        cUitvoering: '1.6 GDi HEV DynamicLine',
        cBrandstof: 'benzine-hybride',
        Laadkabels: [],
      },
    ],
  },
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    const list = new Intl.ListFormat(String(globals.locale ?? 'en'), {
      type: 'unit',
      style: 'short',
    });
    const row = within(canvas.getByRole('table')).getByRole('row', {
      name: new RegExp(`^${text('chargeCables.heading')}`),
    });
    await expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      list.format([text('chargeCable.type-2'), text('chargeCable.ccs')]),
      list.format([
        text('chargeCable.type-2'),
        text('chargeCable.ccs'),
        text('chargeCable.supercharger'),
      ]),
      '–',
    ]);
    await expect(row).toHaveTextContent(text('compare.differs'));
  },
};

/** The same connectors sent in another order are the same: the row is not a difference. */
export const SameCablesOtherOrder: Story = {
  args: {
    vehicles: [storyVehicles.id4Pure, { ...storyVehicles.id4Pro, Laadkabels: ['CCS', 'type-2'] }],
  },
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    const row = within(canvas.getByRole('table')).getByRole('row', {
      name: new RegExp(`^${text('chargeCables.heading')}`),
    });
    const cells = within(row).getAllByRole('cell');
    await expect(cells[0]?.textContent).toBe(cells[1]?.textContent);
    await expect(row).not.toHaveTextContent(text('compare.differs'));
  },
};

/** "Only show differences" hides rows that are the same for all. */
export const OnlyDifferences: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const text = storyText(globals);
    await userEvent.click(canvas.getByRole('switch', { name: text('compare.onlyDifferences') }));
    const table = canvas.getByRole('table');
    await expect(
      within(table).queryByRole('rowheader', { name: text('compare.doors') }),
    ).toBeNull();
    for (const header of within(table).getAllByRole('rowheader')) {
      await expect(header).toHaveTextContent(text('compare.differs'));
    }
  },
};

/**
 * The catalogue writes a value in another case or with spaces around it ("Automaat", " SUV "):
 * the row shows the same text for all, so it is not a difference.
 */
export const SameValueOtherCase: Story = {
  args: {
    vehicles: [
      storyVehicles.id4Pure,
      { ...storyVehicles.id4Pro, cTransmissie: 'Automaat', cCarrosserie: ' SUV ' },
    ],
  },
  play: async ({ canvas, userEvent, globals }) => {
    const text = storyText(globals);
    const table = canvas.getByRole('table');
    const transmission = within(table).getByRole('row', {
      name: new RegExp(`^${text('compare.transmission')}`),
    });
    await expect(
      within(transmission)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([text('filter.transmission.automaat'), text('filter.transmission.automaat')]);
    await expect(transmission).not.toHaveTextContent(text('compare.differs'));
    await userEvent.click(canvas.getByRole('switch', { name: text('compare.onlyDifferences') }));
    await expect(
      within(table).queryByRole('row', { name: new RegExp(`^${text('compare.transmission')}`) }),
    ).toBeNull();
    await expect(
      within(table).queryByRole('row', { name: new RegExp(`^${text('compare.bodyType')}`) }),
    ).toBeNull();
  },
};

/** Removing a column. */
export const RemoveColumn: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const text = storyText(globals);
    await userEvent.click(
      canvas.getByRole('button', {
        name: text('compare.removeColumn', { name: 'Kia Niro 1.6 GDi PHEV DynamicLine' }),
      }),
    );
    await expect(args.onRemove).toHaveBeenCalledWith(41207);
    await expect(within(canvas.getByRole('table')).getAllByRole('columnheader')).toHaveLength(3);
  },
};

const { gazelle } = storyVehicles;
/** The same bike with a higher frame for taller riders and five gears. */
const tallGazelle = {
  ...gazelle,
  nTypeIDHist: gazelle.nTypeIDHist + 1,
  cUitvoering: 'C5 HMB 500 Wh hoog frame',
  Fietsdata: gazelle.Fietsdata && {
    ...gazelle.Fietsdata,
    Framehoogte: '57 cm',
    Lengte: '180-195 cm',
    Versnellingen: '5',
  },
};

/**
 * Two bikes: their specification (`Fietsdata`) in the interface language, the frame and rider
 * height tagged as differing; what only cars have (doors, CO₂, charge cables …) is left out.
 */
export const Bikes: Story = {
  args: { vehicles: [gazelle, tallGazelle] },
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    const table = canvas.getByRole('table');
    const row = (label: string) =>
      within(table).getByRole('row', { name: new RegExp(`^${label}`) });
    await expect(row(text('filter.frameHeights'))).toHaveTextContent(text('compare.differs'));
    await expect(row(text('filter.frameHeights'))).toHaveTextContent(
      text('filter.centimetres', { value: 57 }),
    );
    await expect(row(text('filter.bikeKinds'))).not.toHaveTextContent(text('compare.differs'));
    await expect(row(text('filter.bikeKinds'))).toHaveTextContent(text('filter.bikeKind.e-bike'));
    await expect(row(text('bikeSpecs.smartphone'))).toHaveTextContent(text('bikeSpecs.yes'));
    for (const carOnly of ['compare.doors', 'compare.seats', 'vehicleCard.co2'] as const) {
      await expect(
        within(table).queryByRole('rowheader', { name: new RegExp(`^${text(carOnly)}`) }),
      ).toBeNull();
    }
  },
};

/** One vehicle: nothing differs. */
export const Single: Story = { args: { vehicles: [storyVehicles.modelY] } };

/** No vehicles. */
export const Empty: Story = {
  args: { vehicles: [] },
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    await expect(canvas.getByText(text('compare.tableEmpty'))).toBeVisible();
  },
};

/** Prices the scheme hides (`ZoekpaginaSettings`) are not compared either. */
export const PricesHidden: Story = {
  args: { showLeasePrice: false, showOwnContribution: false, showFiscalValue: false },
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    await expect(
      canvas.queryByRole('rowheader', { name: new RegExp(text('vehicleCard.leasePrice')) }),
    ).toBeNull();
    await expect(
      canvas.queryByRole('rowheader', { name: new RegExp(text('compare.fiscalValue')) }),
    ).toBeNull();
  },
};

/** Five vehicles with long names and a bike with unknown values: the table scrolls sideways. */
export const Extremes: Story = {
  args: {
    vehicles: [
      storyVehicles.id4Pure,
      storyVehicles.id4Pro,
      storyVehicles.niro,
      storyVehicles.modelY,
      {
        ...storyVehicles.gazelle,
        cModel: 'Ultimate C380 HMB Belt Plus Lage Instap Extra Lang Frame',
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region')).toHaveAttribute('tabindex', '0');
  },
};

/**
 * Long brand, model and version names of four vehicles on a phone (320 px less the page's
 * padding): the table scrolls sideways inside its own region, which is named by the caption and
 * reached by Tab, while the page itself does not overflow.
 */
export const LongTexts: Story = {
  args: {
    vehicles: [
      {
        ...storyVehicles.id4Pure,
        cMerk: 'Mercedes-Benz Nutzfahrzeuge',
        cModel: 'EQV 300 Extra Lang',
        cUitvoering:
          'Avantgarde Edition Business Solution AMG Line Premium Plus Pakket met trekhaak',
      },
      {
        ...storyVehicles.id4Pro,
        cModel: 'ID. Buzz Cargo Lange Wielbasis',
        cUitvoering: 'Pro 86 kWh 286 pk Exclusive Business Plus',
      },
      {
        ...storyVehicles.niro,
        cModel: 'Niro Plug-in Hybrid',
        cUitvoering: 'DynamicPlusLine 1.6 GDi PHEV 183 pk automaat',
      },
      {
        ...storyVehicles.modelY,
        cModel: 'Model Y Long Range All-Wheel Drive',
        cUitvoering: 'Dual Motor Performance Uitvoering',
      },
    ],
  },
  decorators: [phoneFrame()],
  play: async ({ canvas, userEvent, canvasElement, globals }) => {
    const text = storyText(globals);
    const region = canvas.getByRole('region', { name: text('compare.tableCaption', { count: 4 }) });
    await expect(
      within(region).getByRole('columnheader', {
        name: /Mercedes-Benz Nutzfahrzeuge EQV 300 Extra Lang Avantgarde Edition/,
      }),
    ).toBeVisible();
    // The table is wider than the phone: it scrolls inside the region, not the page.
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    const frame = canvas.getByTestId('phone-frame');
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
    // After the "only differences" switch, Tab reaches the region, so the arrows can scroll it.
    await userEvent.tab();
    await expect(
      canvas.getByRole('switch', { name: text('compare.onlyDifferences') }),
    ).toHaveFocus();
    await userEvent.tab();
    await expect(region).toHaveFocus();
  },
};

/**
 * With each car's energy at its default mileage (a server that sends it): the energy, lease and
 * energy together, and the WLTP consumption in each car's units.
 */
export const WithEnergy: Story = {
  args: {
    vehicles: [
      { ...storyVehicles.id4Pure, nStroomverbruik: 16.4, nEnergiekosten: 119.58 },
      { ...storyVehicles.id4Pro, nStroomverbruik: 17.1, nEnergiekosten: 124.69 },
      {
        ...storyVehicles.niro,
        nStroomverbruik: 8.8,
        nBrandstofverbruik: 1.3,
        nEnergiekosten: 131.56,
      },
    ],
  },
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    const row = (name: string) =>
      within(canvas.getByRole('row', { name: (accessible) => accessible.startsWith(name) }));
    await expect(row(text('energy.compareEnergy')).getAllByRole('cell')[0]).toHaveTextContent(
      '119,58',
    );
    const lease = storyVehicles.id4Pure.nLeaseprijs ?? 0;
    const total = (Math.round((lease + 119.58) * 100) / 100).toFixed(2).replace('.', ',');
    await expect(row(text('energy.compareTotal')).getAllByRole('cell')[0]).toHaveTextContent(total);
    await expect(row(text('energy.compareConsumption')).getAllByRole('cell')[2]).toHaveTextContent(
      '·',
    );
  },
};
