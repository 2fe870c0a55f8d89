import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { demoModels, demoTypes } from '@lease/api/testing';
import { storyText } from '../testing/storyText.ts';
import { CompareWidget, type CompareWidgetProps } from './CompareWidget.tsx';

const vehicles = [
  { model: demoModels.id4, type: demoTypes.id4Pure },
  { model: demoModels.niro, type: demoTypes.niroPhev },
  { model: demoModels.modelY, type: demoTypes.modelY },
].map(({ model, type }) => ({
  id: type.nTypeIDHist,
  name: `${model.cMerk} ${model.cModel}`,
  version: type.cUitvoering,
}));

function Stateful(args: CompareWidgetProps) {
  const [list, setList] = useState(args.vehicles);
  return (
    <CompareWidget
      {...args}
      vehicles={list}
      onRemove={(id) => {
        setList((current) => current.filter((vehicle) => vehicle.id !== id));
        args.onRemove(id);
      }}
    />
  );
}

const meta = {
  title: 'Search/CompareWidget',
  component: CompareWidget,
  tags: ['autodocs'],
  args: { vehicles, onRemove: fn(), href: '/nl/horizon/compare', max: 4 },
  render: (args) => <Stateful {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CompareWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three vehicles: the link to the compare page is there. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    await expect(canvas.getByRole('region', { name: text('compare.heading') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: text('compare.link') })).toHaveAttribute(
      'href',
      '/nl/horizon/compare',
    );
  },
};

/** Removing vehicles: under two, the link becomes a disabled button with the reason. */
export const Remove: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const text = storyText(globals);
    await userEvent.click(
      canvas.getByRole('button', {
        name: text('compare.remove', { name: 'Kia Niro 1.6 GDi PHEV DynamicLine' }),
      }),
    );
    await expect(args.onRemove).toHaveBeenCalledWith(41207);
    await expect(canvas.getByRole('link', { name: text('compare.link') })).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', {
        name: text('compare.remove', { name: 'Tesla Model Y RWD 60 kWh' }),
      }),
    );
    const disabled = canvas.getByRole('button', { name: text('compare.link') });
    await expect(disabled).toBeDisabled();
    await expect(disabled).toHaveAccessibleDescription(text('compare.minimum'));
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** One vehicle: not enough to compare. */
export const One: Story = { args: { vehicles: vehicles.slice(0, 1) } };

/** Nothing ticked yet. */
export const Empty: Story = {
  args: { vehicles: [] },
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    await expect(canvas.getByText(text('compare.empty'))).toBeVisible();
  },
};

/** The list is full. */
export const Full: Story = {
  args: { max: 3 },
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    await expect(canvas.getByText(text('compare.maximum', { max: 3 }))).toBeVisible();
  },
};

/** Long names wrap. */
export const LongTexts: Story = {
  args: {
    vehicles: [
      {
        id: 1,
        name: 'Mercedes-Benz Nutzfahrzeuge EQV 300 Lang',
        version: 'Avantgarde Edition Business Solution AMG Line Premium Plus Pakket met trekhaak',
      },
      { id: 2, name: 'Volkswagen ID. Buzz Cargo', version: 'L2 79 kWh 286 pk Exclusive' },
    ],
  },
};
