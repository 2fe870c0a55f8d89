import type { Meta, StoryObj } from '@storybook/react-vite';
import Button from '@mui/material/Button';
import { expect, fn, within } from 'storybook/test';
import { storyText } from '../testing/storyText.ts';
import { VehicleCard } from '../VehicleCard/VehicleCard.tsx';
import { storyVehicles } from '../VehicleCard/storyVehicles.ts';
import { VehicleGrid } from './VehicleGrid.tsx';

const vehicles = [
  storyVehicles.id4Pure,
  storyVehicles.id4Pro,
  storyVehicles.niro,
  storyVehicles.modelY,
];

const meta = {
  title: 'Search/VehicleGrid',
  component: VehicleGrid,
  tags: ['autodocs'],
  args: { view: 'card' },
  argTypes: { view: { control: 'inline-radio', options: ['card', 'list'] } },
  render: (args) => (
    <VehicleGrid {...args}>
      {vehicles.map((vehicle) => (
        <VehicleCard
          key={vehicle.nTypeIDHist}
          vehicle={vehicle}
          variant={args.view}
          compared={vehicle.nTypeIDHist === 30412}
          onCompareToggle={fn()}
          onSave={fn()}
        />
      ))}
    </VehicleGrid>
  ),
} satisfies Meta<typeof VehicleGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The grid: as many columns as fit. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    const list = canvas.getByRole('list', { name: text('vehicleGrid.label') });
    await expect(within(list).getAllByRole('article')).toHaveLength(4);
  },
};

/** The list view: one row per vehicle. */
export const ListView: Story = { args: { view: 'list' } };

/** Searching: placeholders, announced once. */
export const Loading: Story = {
  args: { loading: true, skeletonCount: 3 },
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    await expect(canvas.getByRole('status')).toHaveTextContent(text('vehicleGrid.loading'));
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
  },
};

/** Nothing matches: the message and a way out. */
export const Empty: Story = {
  args: { emptyAction: <Button variant="outlined">Reset filters</Button> },
  render: (args) => <VehicleGrid {...args} />,
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    await expect(canvas.getByRole('status')).toHaveTextContent(text('vehicleGrid.empty'));
    await expect(canvas.getByRole('button', { name: 'Reset filters' })).toBeVisible();
  },
};
