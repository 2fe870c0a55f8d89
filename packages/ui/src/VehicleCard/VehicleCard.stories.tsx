import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { storyText } from '../testing/storyText.ts';
import { VehicleCard, type VehicleCardProps } from './VehicleCard.tsx';
import { VehicleCardSkeleton } from './VehicleCardSkeleton.tsx';
import { storyCarImage, storyVehicles } from './storyVehicles.ts';

/** Keeps the compare and save state, as the portal does. */
function Stateful(args: VehicleCardProps) {
  const [compared, setCompared] = useState(args.compared ?? false);
  const [saved, setSaved] = useState(args.saved ?? false);
  return (
    <VehicleCard
      {...args}
      compared={compared}
      saved={saved}
      onCompareToggle={(id) => {
        setCompared((value) => !value);
        args.onCompareToggle?.(id);
      }}
      onSave={(id) => {
        setSaved((value) => !value);
        args.onSave?.(id);
      }}
    />
  );
}

const meta = {
  title: 'Search/VehicleCard',
  component: VehicleCard,
  tags: ['autodocs'],
  args: {
    vehicle: storyVehicles.id4Pro,
    variant: 'card',
    showLeasePrice: true,
    showOwnContribution: true,
    showNetCost: true,
    onCompareToggle: fn(),
    onSave: fn(),
  },
  argTypes: { variant: { control: 'inline-radio', options: ['card', 'list'] } },
  render: (args) => <Stateful {...args} />,
  decorators: [
    (Story, { args }) => (
      <div style={{ maxWidth: args.variant === 'list' ? 880 : 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VehicleCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A card in the grid with every price the scheme allows. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    await expect(canvas.getByRole('article', { name: 'Volkswagen ID.4' })).toBeVisible();
    await expect(canvas.getByText(text('vehicleCard.leasePrice'))).toBeVisible();
    await expect(canvas.getByText(text('vehicleCard.ownContribution'))).toBeVisible();
    await expect(canvas.getByText(text('vehicleCard.netCost'))).toBeVisible();
    await expect(canvas.getByText(text('filter.fuel.elektrisch'))).toBeVisible();
  },
};

/**
 * The list view's wide row. Its picture loads as it scrolls into view, and shows the whole car:
 * the row is taller than a 16:10 picture of its width, and filling it cut off both bumpers.
 */
export const ListVariant: Story = {
  args: { variant: 'list', imageUrl: storyCarImage },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img');
    await expect(image?.getAttribute('loading')).toBe('lazy');
    await expect(image?.hasAttribute('fetchpriority')).toBe(false);
    await expect(image && getComputedStyle(image).objectFit).toBe('contain');
  },
};

/** With a picture, as one of the first cards of a page (`priority`): it loads at once, first. */
export const WithImage: Story = {
  args: { imageUrl: storyCarImage, priority: true },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img');
    await expect(image?.getAttribute('loading')).toBe('eager');
    await expect(image?.getAttribute('fetchpriority')).toBe('high');
  },
};

/** The compare button is a toggle: pressed when the vehicle is in the compare list. */
export const ToggleCompare: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const text = storyText(globals);
    const compare = canvas.getByRole('button', { name: text('vehicleCard.compare') });
    await expect(compare).toHaveAttribute('aria-pressed', 'false');
    await expect(compare).toHaveAccessibleDescription('Volkswagen ID.4');
    await userEvent.click(compare);
    await expect(args.onCompareToggle).toHaveBeenCalledWith(30412);
    await expect(compare).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Saving toggles too, and says "Saved" once saved. */
export const ToggleSave: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const text = storyText(globals);
    await userEvent.click(canvas.getByRole('button', { name: text('vehicleCard.save') }));
    await expect(args.onSave).toHaveBeenCalledWith(30412);
    await expect(canvas.getByRole('button', { name: text('vehicleCard.saved') })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** Compared and saved. */
export const ComparedAndSaved: Story = { args: { compared: true, saved: true } };

/** The compare list is full: adding is not possible, removing a compared one still is. */
export const CompareFull: Story = {
  args: { compareDisabled: true },
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    await expect(canvas.getByRole('button', { name: text('vehicleCard.compare') })).toBeDisabled();
  },
};

/** The scheme hides the lease price and the own contribution (`bShowLeaseprijs`, `bShowEigenbijdrage` false). */
export const PricesHidden: Story = {
  args: { showLeasePrice: false, showOwnContribution: false },
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    await expect(canvas.queryByText(text('vehicleCard.leasePrice'))).toBeNull();
    await expect(canvas.queryByText(text('vehicleCard.ownContribution'))).toBeNull();
    await expect(canvas.getByText(text('vehicleCard.netCost'))).toBeVisible();
  },
};

/** No prices at all and no actions. */
export const Minimal: Story = {
  args: {
    showLeasePrice: false,
    showOwnContribution: false,
    showNetCost: false,
    onCompareToggle: undefined,
    onSave: undefined,
  },
  render: (args) => <VehicleCard {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The name links to the configurator. */
export const Linked: Story = {
  args: { href: '/nl/horizon/calculator/304/types/t-30412/configurator' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Volkswagen ID.4' })).toHaveAttribute(
      'href',
      '/nl/horizon/calculator/304/types/t-30412/configurator',
    );
  },
};

/** A promotion (`bActie`). */
export const Promotion: Story = {
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    await expect(canvas.getByText(text('vehicleCard.promotion'))).toBeVisible();
  },
};

/** A bike: no CO₂ or doors, a fuel the card still names, a small lease price. */
export const Bike: Story = { args: { vehicle: storyVehicles.gazelle } };

/** Extremes: a large price, no own contribution or net cost, unknown fuel, no CO₂ or range. */
export const Extremes: Story = {
  args: {
    vehicle: {
      ...storyVehicles.niro,
      nLeaseprijs: 12_345.67,
      nEigenbijdrage: null,
      nNettoKosten: null,
      cBrandstof: 'kernfusie',
      nCO2: null,
      nActieradius: null,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('kernfusie')).toBeVisible();
  },
};

/** Long names wrap instead of overflowing the card. */
export const LongTexts: Story = {
  args: {
    vehicle: {
      ...storyVehicles.id4Pro,
      cMerk: 'Mercedes-Benz Nutzfahrzeuge',
      cModel: 'EQV 300 Lang Avantgarde Edition Extra Lang',
      cUitvoering:
        'Business Solution AMG Line Premium Plus Pakket met trekhaak, panoramadak en 22 inch lichtmetalen velgen',
    },
  },
};

/** An unsafe image URL is never loaded: the placeholder shows. */
export const UnsafeImage: Story = {
  args: { imageUrl: 'javascript:alert(1)' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

/** While the search runs. */
export const Loading: Story = {
  render: (args) => <VehicleCardSkeleton variant={args.variant} />,
};
