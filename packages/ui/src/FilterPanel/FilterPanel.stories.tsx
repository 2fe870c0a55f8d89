import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import {
  demoBikeSearchResult,
  demoCarSearchResult,
  demoEmptySearchResult,
} from '@lease/api/testing';
import { storyText } from '../testing/storyText.ts';
import { FilterPanel, type FilterPanelProps, type FilterPanelValue } from './FilterPanel.tsx';

/** The defaults of spec point 9 for the fields the panel edits (numeric limits 0: no limit). */
const defaults: FilterPanelValue = {
  cTekstFilter: '',
  nMerkID: [],
  nModelID: [],
  cCarrosserie: [],
  cBrandstof: [],
  cTransmissie: [],
  nDeuren: [],
  cBrandstoflabelMax: 'G',
  nLeaseMax: 0,
  nEigenbijdrageMax: 0,
  nPersKostenMax: 0,
  nCO2Max: 0,
  nActieradiusMin: 0,
  nVermogenMin: 0,
  nVermogenMax: 0,
  nAantalZitplaatsenMin: 0,
  nTrekgewichtMin: 0,
  nTrekgewichtGeremdMin: 0,
  bAlleenPlugin: false,
  bAlleenActie: false,
  SmartphoneOndersteuning: false,
  Fietssoort: [],
  Frametype: [],
  Framehoogte: [],
  Lengte: [],
  Versnellingen: [],
  Wielmaat: [],
  Aandrijving: [],
  nBijtelling: 0,
  nBijtellingMax: 0,
  cStructuur: 'model',
};

function Stateful(args: FilterPanelProps) {
  const [value, setValue] = useState(args.value);
  return (
    <FilterPanel
      {...args}
      value={value}
      onChange={(next) => {
        setValue(next);
        args.onChange(next);
      }}
      onReset={() => {
        setValue(defaults);
        args.onReset?.();
      }}
    />
  );
}

const meta = {
  title: 'Filters/FilterPanel',
  component: FilterPanel,
  tags: ['autodocs'],
  args: {
    value: defaults,
    filters: demoCarSearchResult.Filters,
    onChange: fn(),
    onReset: fn(),
  },
  render: (args) => <Stateful {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 340 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FilterPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every filter at its default, with the values of the demo search. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    await expect(canvas.getByRole('region', { name: text('filter.heading') })).toBeVisible();
    // Six multi-selects (doors too: the search offers some), the bijtelling percentage and the
    // energy label.
    await expect(canvas.getAllByRole('combobox')).toHaveLength(8);
    await expect(canvas.getByRole('combobox', { name: text('filter.doors') })).toBeVisible();
  },
};

/**
 * A car category whose search offers a value for every list: every car filter shows. Choosing
 * the doors, a worse energy label and a braked towing weight reports those dataset fields.
 */
export const CarAllFilters: Story = {
  args: { productType: 'car' },
  play: async ({ canvas, userEvent, args, globals }) => {
    const text = storyText(globals);
    for (const list of [
      'filter.brands',
      'filter.models',
      'filter.bodyTypes',
      'filter.fuelTypes',
      'filter.transmissions',
      'filter.doors',
    ] as const) {
      await expect(canvas.getByRole('combobox', { name: text(list) })).toBeVisible();
    }
    for (const range of [
      'filter.leasePrice',
      'filter.ownContribution',
      'filter.personalCost',
      'filter.co2',
      'filter.range',
      'filter.power',
      'filter.seats',
      'filter.towingUnbraked',
      'filter.towingBraked',
    ] as const) {
      await expect(canvas.getByRole('group', { name: text(range) })).toBeVisible();
    }
    // The switch's input is see-through over its track: its label is what shows.
    await expect(canvas.getByRole('switch', { name: text('filter.onlyPlugin') })).toBeEnabled();
    await expect(canvas.getByText(text('filter.onlyPlugin'))).toBeVisible();
    await expect(
      canvas.queryByRole('switch', { name: text('filter.smartphoneSupport') }),
    ).toBeNull();

    await userEvent.click(canvas.getByRole('combobox', { name: text('filter.doors') }));
    await userEvent.click(canvas.getByRole('option', { name: /^5/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ nDeuren: [5] }));
    await userEvent.click(
      canvas.getByRole('combobox', { name: new RegExp(`^${text('filter.fuelLabelMax')}`) }),
    );
    // The list opens in a popover outside the story's canvas.
    await userEvent.click(await screen.findByRole('option', { name: 'B' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ nDeuren: [5], cBrandstoflabelMax: 'B' }),
    );
    const braked = canvas.getByRole('group', { name: text('filter.towingBraked') });
    await userEvent.type(
      within(braked).getByRole('textbox', { name: text('filter.from') }),
      '1500{Enter}',
    );
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ cBrandstoflabelMax: 'B', nTrekgewichtGeremdMin: 1500 }),
    );
  },
};

/**
 * A result per version instead of per model (`cStructuur`), the bijtelling's percentage and its
 * highest amount a month (`nBijtelling`, `nBijtellingMax`): each is a control, not only a field
 * of the URL.
 */
export const BijtellingAndStructure: Story = {
  args: { productType: 'car' },
  play: async ({ canvas, userEvent, args, globals }) => {
    const text = storyText(globals);
    const structure = canvas.getByRole('radiogroup', { name: text('filter.structure') });
    await expect(
      within(structure).getByRole('radio', { name: text('filter.structureModel') }),
    ).toBeChecked();
    await userEvent.click(
      within(structure).getByRole('radio', { name: text('filter.structureType') }),
    );
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ cStructuur: 'type' }),
    );
    await userEvent.click(
      canvas.getByRole('combobox', { name: new RegExp(`^${text('filter.bijtellingPercentage')}`) }),
    );
    // The list opens in a popover outside the story's canvas.
    await userEvent.click(
      await screen.findByRole('option', { name: text('filter.percentage', { percentage: 22 }) }),
    );
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ cStructuur: 'type', nBijtelling: 22 }),
    );
    const max = canvas.getByRole('group', { name: text('filter.bijtellingMax') });
    await userEvent.type(
      within(max).getByRole('textbox', { name: text('filter.to') }),
      '400{Enter}',
    );
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ nBijtelling: 22, nBijtellingMax: 400 }),
    );
  },
};

/**
 * A bike category: the bike lists (their values in the interface language), the electric range
 * and the smartphone switch; none of the car-only filters.
 */
export const BikeFilters: Story = {
  args: { filters: demoBikeSearchResult.Filters, productType: 'bike' },
  play: async ({ canvas, userEvent, args, globals }) => {
    const text = storyText(globals);
    await expect(canvas.queryByRole('combobox', { name: text('filter.bodyTypes') })).toBeNull();
    await expect(canvas.queryByRole('combobox', { name: text('filter.doors') })).toBeNull();
    await expect(canvas.queryByRole('group', { name: text('filter.towingBraked') })).toBeNull();
    // Make, model and the seven bike lists.
    await expect(canvas.getAllByRole('combobox')).toHaveLength(9);
    for (const list of [
      'filter.bikeKinds',
      'filter.frameTypes',
      'filter.frameHeights',
      'filter.riderLengths',
      'filter.gears',
      'filter.wheelSizes',
      'filter.drives',
    ] as const) {
      await expect(canvas.getByRole('combobox', { name: text(list) })).toBeVisible();
    }
    await userEvent.click(canvas.getByRole('combobox', { name: text('filter.bikeKinds') }));
    await userEvent.click(canvas.getByRole('option', { name: /^E-bike/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ Fietssoort: ['e-bike'] }),
    );
    await userEvent.click(canvas.getByRole('switch', { name: text('filter.smartphoneSupport') }));
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ Fietssoort: ['e-bike'], SmartphoneOndersteuning: true }),
    );
    const range = canvas.getByRole('group', { name: text('filter.range') });
    await userEvent.type(
      within(range).getByRole('textbox', { name: text('filter.from') }),
      '80{Enter}',
    );
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ Fietssoort: ['e-bike'], nActieradiusMin: 80 }),
    );
  },
};

/** An option whose name starts with a text (the count follows it). */
const startingWith = (label: string) =>
  new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** A story meant for German: Storybook and the visual baselines show it in German. */
const GERMAN = { locale: 'de' };

/**
 * Bike values in the interface language (German in Storybook, where the server's Dutch words
 * differ most), sizes in its number format with their unit; the filter sends the server's codes.
 * A value we have no text for keeps the server's description.
 */
export const BikeValuesTranslated: Story = {
  args: {
    productType: 'bike',
    filters: demoBikeSearchResult.Filters && {
      ...demoBikeSearchResult.Filters,
      Versnellingen: [
        { cWaarde: '7', cOmschrijving: '7', nAantal: 2 },
        { cWaarde: 'traploos', cOmschrijving: 'Traploos', nAantal: 1 },
      ],
      Wielmaat: [
        { cWaarde: '27.5 inch', cOmschrijving: '27.5 inch', nAantal: 1 },
        { cWaarde: '28 inch', cOmschrijving: '28 inch', nAantal: 2 },
      ],
      Aandrijving: [
        { cWaarde: 'middenmotor', cOmschrijving: 'Middenmotor', nAantal: 2 },
        { cWaarde: 'naafmotor', cOmschrijving: 'Naafmotor', nAantal: 1 },
      ],
    },
  },
  globals: GERMAN,
  play: async ({ canvas, userEvent, args }) => {
    // The story's own language, whatever the runner's: the picture is reviewed in German.
    const text = storyText(GERMAN);
    await userEvent.click(canvas.getByRole('combobox', { name: text('filter.frameTypes') }));
    await expect(
      canvas.getByRole('option', { name: startingWith(text('filter.frameType.lage-instap')) }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('combobox', { name: text('filter.wheelSizes') }));
    await expect(
      canvas.getByRole('option', {
        name: startingWith(text('filter.wheelSizeInches', { size: 27.5 })),
      }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('combobox', { name: text('filter.drives') }));
    await expect(
      canvas.getByRole('option', { name: startingWith(text('filter.drive.middenmotor')) }),
    ).toBeVisible();
    await expect(canvas.getByRole('option', { name: /^Naafmotor/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('combobox', { name: text('filter.gears') }));
    await expect(canvas.getByRole('option', { name: /^7/ })).toBeVisible();
    await userEvent.click(
      canvas.getByRole('option', { name: startingWith(text('filter.gear.traploos')) }),
    );
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ Versnellingen: ['traploos'] }),
    );
    await userEvent.keyboard('{Escape}');
    await expect(
      canvas.getByRole('button', {
        name: text('multiSelect.remove', { option: text('filter.gear.traploos') }),
      }),
    ).toBeVisible();
  },
};

/**
 * Choosing a brand narrows the models. Switching to another brand drops models of the old one;
 * with no brand chosen every model is available again, so a chosen model stays.
 */
export const ChooseBrandAndModel: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const text = storyText(globals);
    await userEvent.click(canvas.getByRole('combobox', { name: text('filter.brands') }));
    await userEvent.click(canvas.getByRole('option', { name: /Volkswagen/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ nMerkID: [30] }),
    );
    await userEvent.click(canvas.getByRole('combobox', { name: text('filter.models') }));
    const models = canvas.getAllByRole('option');
    await expect(models).toHaveLength(1);
    await userEvent.click(canvas.getByRole('option', { name: /Volkswagen ID\.4/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ nMerkID: [30], nModelID: [304] }),
    );
    await userEvent.click(canvas.getByRole('combobox', { name: text('filter.brands') }));
    await userEvent.click(canvas.getByRole('option', { name: /Kia/ }));
    await userEvent.click(
      canvas.getByRole('button', { name: text('multiSelect.remove', { option: 'Volkswagen' }) }),
    );
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ nMerkID: [41], nModelID: [] }),
    );
  },
};

/**
 * Transmissions in the interface language, whatever the server calls them; a value we have no
 * text for keeps the server's description.
 */
export const Transmissions: Story = {
  args: {
    filters: demoCarSearchResult.Filters && {
      ...demoCarSearchResult.Filters,
      Transmissie: [
        { cWaarde: 'automaat', cOmschrijving: 'Automaat', nAantal: 4 },
        { cWaarde: 'handgeschakeld', cOmschrijving: 'Handgeschakeld', nAantal: 1 },
        { cWaarde: 'semi-automaat', cOmschrijving: 'Semi-automaat', nAantal: 2 },
      ],
    },
  },
  play: async ({ canvas, userEvent, args, globals }) => {
    const text = storyText(globals);
    await userEvent.click(canvas.getByRole('combobox', { name: text('filter.transmissions') }));
    await expect(
      canvas.getByRole('option', { name: new RegExp(text('filter.transmission.handgeschakeld')) }),
    ).toBeVisible();
    await expect(canvas.getByRole('option', { name: /Semi-automaat/ })).toBeVisible();
    await userEvent.click(
      canvas.getByRole('option', { name: new RegExp(`^${text('filter.transmission.automaat')}`) }),
    );
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ cTransmissie: ['automaat'] }),
    );
    await expect(
      canvas.getByRole('button', {
        name: text('multiSelect.remove', { option: text('filter.transmission.automaat') }),
      }),
    ).toBeVisible();
  },
};

/** Ranges, switches and the reset. */
export const RangesAndSwitches: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const text = storyText(globals);
    const leaseMax = canvas.getByRole('group', { name: text('filter.leasePrice') });
    const field = within(leaseMax).getByRole('textbox', { name: text('filter.to') });
    await userEvent.type(field, '700{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ nLeaseMax: 700 }),
    );
    await userEvent.click(canvas.getByRole('switch', { name: text('filter.onlyPromotion') }));
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ nLeaseMax: 700, bAlleenActie: true }),
    );
    await userEvent.click(canvas.getByRole('button', { name: text('filter.reset') }));
    await expect(args.onReset).toHaveBeenCalled();
    await expect(field).toHaveValue('');
  },
};

/**
 * No limits set (every numeric limit 0, the spec's default): each limit field is empty with its
 * hint, none reads "at most 0"; a limit set and emptied again is 0 once more.
 */
export const NoLimits: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const text = storyText(globals);
    const groups = canvas.getAllByRole('group');
    for (const field of groups.flatMap((group) => within(group).queryAllByRole('textbox'))) {
      await expect(field).toHaveValue('');
    }
    const leasePrice = canvas.getByRole('group', { name: text('filter.leasePrice') });
    const to = within(leasePrice).getByRole('textbox', { name: text('filter.to') });
    await expect(to).toHaveAttribute('placeholder', text('filter.noMaximum'));
    const seats = canvas.getByRole('group', { name: text('filter.seats') });
    await expect(within(seats).getByRole('textbox', { name: text('filter.from') })).toHaveAttribute(
      'placeholder',
      text('filter.noMinimum'),
    );
    await userEvent.type(to, '700{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ nLeaseMax: 700 }),
    );
    await userEvent.clear(to);
    await userEvent.type(to, '{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ nLeaseMax: 0 }));
  },
};

/** Filters chosen, as after a few clicks. */
export const WithSelection: Story = {
  args: {
    value: {
      ...defaults,
      cTekstFilter: 'pro',
      nMerkID: [30, 52],
      cBrandstof: ['elektrisch'],
      nLeaseMax: 750,
      nVermogenMin: 100,
      nVermogenMax: 250,
      bAlleenPlugin: true,
    },
  },
};

/** The scheme hides lease price and own contribution: their filters go too. */
export const PricesHidden: Story = {
  args: { showLeasePrice: false, showOwnContribution: false },
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    await expect(canvas.queryByRole('group', { name: text('filter.leasePrice') })).toBeNull();
  },
};

/** The last search found nothing: the lists are empty; doors, with no values, are left out. */
export const Empty: Story = {
  args: { filters: demoEmptySearchResult.Filters },
  play: async ({ canvas, userEvent, globals }) => {
    const text = storyText(globals);
    await expect(canvas.queryByRole('combobox', { name: text('filter.doors') })).toBeNull();
    await userEvent.click(canvas.getByRole('combobox', { name: text('filter.brands') }));
    await expect(canvas.getAllByText(text('multiSelect.listEmpty'))[0]).toBeVisible();
  },
};

/** The filter values are loading. */
export const Loading: Story = { args: { filters: null, loading: true } };
